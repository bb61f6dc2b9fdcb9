// A console list's filter form: the draft being typed, the filter applied (the server reads
// it), and the keyset cursor, which starts again whenever the filter changes.
import { useState, type FormEvent } from 'react';

export function useListFilter<F extends Record<string, string>>(initial: F) {
  const [draft, setDraft] = useState(initial);
  const [filter, setFilter] = useState(initial);
  const [after, setAfter] = useState<number | undefined>();
  return {
    draft,
    filter,
    after,
    setAfter,
    /** The change handler of one field of the draft. */
    field: (name: keyof F) => ({
      value: draft[name],
      onChange: (event: { target: { value: string } }) =>
        setDraft({ ...draft, [name]: event.target.value }),
    }),
    apply: (event: FormEvent) => {
      event.preventDefault();
      setAfter(undefined);
      setFilter(draft);
    },
    /** The filter's set fields (an empty one is left out) and the cursor, as parameters. */
    params: (): Record<string, unknown> => ({
      ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
      ...(after === undefined ? {} : { after }),
    }),
  };
}
