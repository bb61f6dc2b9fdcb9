// Form state shared by every form with the §5 checker: the typed values (kept on any error), the
// one field shown as wrong (marked, described and focused), and what a submit does with a
// problem: the message as an error toast AND under the field.
import { useCallback, useRef, useState } from 'react';
import { showToast } from './toast.ts';
import type { FieldProblem } from './form-check.ts';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface Form<N extends string> {
  values: Record<N, string>;
  set: (name: N, value: string) => void;
  /** Replaces several values at once (a location select resets the ones below it). */
  patch: (values: Partial<Record<N, string>>) => void;
  /** The message under `name`, or '' when that field is fine. */
  errorOf: (name: N) => string;
  /** Shows a problem: toast, inline message and focus. */
  fail: (problem: FieldProblem<N>) => void;
  /** True when the checker found nothing; otherwise shows its problem as `fail` does. */
  passes: (problem: FieldProblem<N> | null | undefined) => boolean;
  /** Only the toast (an answer about no one field, e.g. 'Incorrect email or password!'). */
  failWhole: (message: string) => void;
  /** Moves focus to a field (a step that replaced another form starts there). */
  focus: (name: N) => void;
  /** Ref callback for a field's control, so `fail` can focus it. */
  control: (name: N) => (element: Control | null) => void;
  reset: (values: Record<N, string>) => void;
  /** Everything a field component takes from the form for `name`, to spread onto it. */
  field: (name: N) => FieldBinding;
}

/** What binds one control to the form: its value, its setter, its message and its ref. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  controlRef: (element: Control | null) => void;
}

export function useForm<N extends string>(initial: Record<N, string>): Form<N> {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FieldProblem<N> | null>(null);
  const controls = useRef(new Map<N, Control>());
  const refs = useRef(new Map<N, (element: Control | null) => void>());

  const patch = useCallback((changed: Partial<Record<N, string>>) => {
    setValues((current) => ({ ...current, ...changed }));
    // Typing in the marked field clears its mark; the message comes back on the next submit.
    setProblem((shown) => (shown && shown.field in changed ? null : shown));
  }, []);

  const set = useCallback(
    (name: N, value: string) => patch({ [name]: value } as Partial<Record<N, string>>),
    [patch],
  );

  const fail = useCallback((found: FieldProblem<N>) => {
    showToast('error', found.message);
    setProblem(found);
    controls.current.get(found.field)?.focus();
  }, []);

  const passes = (problem: FieldProblem<N> | null | undefined) => {
    if (problem) fail(problem);
    return !problem;
  };

  const focus = useCallback((name: N) => controls.current.get(name)?.focus(), []);

  const failWhole = useCallback((message: string) => {
    showToast('error', message);
    setProblem(null);
  }, []);

  const control = useCallback((name: N) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element: Control | null) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const errorOf = (name: N) => (problem?.field === name ? problem.message : '');

  const reset = useCallback((next: Record<N, string>) => {
    setValues(next);
    setProblem(null);
  }, []);

  const field = (name: N): FieldBinding => ({
    name,
    value: values[name],
    onChange: (value) => set(name, value),
    error: errorOf(name),
    controlRef: control(name),
  });

  return { values, set, patch, errorOf, fail, passes, failWhole, focus, control, reset, field };
}
