// <CouponForm cartJsonData={priced.cartJsonData} />: the coupon field of the cart and checkout
// screens (spec §2, §4, §5, §8).
//   - Coupon code: text, required, max 30 (the §5 checker's messages, as an error toast and
//     under the field); Apply Coupon asks the server what the code is worth for this cart.
//   - Applied once: a second Apply says 'Coupon code is already applied!'.
//   - An order total after the discount missing or not above 0 → 'Invalid coupon code!', with the
//     server's reason under the field.
//   - While applied: the code, the discount and Remove coupon; the one total after it is the
//     cart's totals box and checkout's order table. The coupon lives in the store (coupon-slice.ts,
//     kept across reloads), so checkout sends the code the cart applied.
//   - When the cart changes, the server is asked again for the new cart; a code that no longer
//     applies (say, below its minimum order now) is removed with 'Invalid coupon code!'.
// Labels are the Cart entity's: a screen showing this form loads that entity.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORM_RULES, checkField } from '@bazaar/contract/validation';
import { COUPON_CODE_MAX } from '@bazaar/contract/constants';
import { t as message } from '@bazaar/i18n/messages';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { couponOutcome, priceCoupon } from './coupon-outcome.ts';
import { formatPrice } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { couponApplied, couponRemoved, useAppliedCoupon } from './coupon-slice.ts';
import { TextField } from '../../components/form-field.tsx';
import './coupon-form.css';

export function CouponForm({ cartJsonData }: { cartJsonData: string }) {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const applied = useAppliedCoupon();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const { mutate, pending } = useMutation('getCouponDiscount', { overlay: true });
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>(null);

  const invalid = (reason: string | null) => {
    const text = message(lang, 'couponInvalid');
    showToast('error', text);
    setError(reason && reason !== text ? `${text} ${reason}` : text);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (applied) {
      showToast('error', message(lang, 'couponAlreadyApplied'));
      return;
    }
    const problem = checkField({ ...FORM_RULES.coupon[0], value: code }, lang);
    if (problem) {
      showToast('error', problem);
      setError(problem);
      input.current?.focus();
      return;
    }
    const params = { CouponCode: code.trim(), cartJsonData, languageCode: lang };
    const outcome = couponOutcome(await mutate(params), code, cartJsonData);
    if (outcome.kind === 'applied') {
      dispatch(couponApplied(outcome.coupon));
      setCode('');
      setError('');
    } else if (outcome.kind === 'invalid') {
      invalid(outcome.reason);
    } else if (outcome.message) {
      showToast('error', outcome.message);
    }
  };

  useRecheckOnCartChange(cartJsonData);

  return (
    <section className="coupon-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="coupon-form__title">
        {t('lbl_coupon_title')}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className="coupon-form__row">
        <TextField
          name="CouponCode"
          label={t('lbl_coupon_code')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
          autoComplete="off"
          maxLength={COUPON_CODE_MAX}
          required
          error={error}
          controlRef={(element) => {
            input.current = element;
          }}
        />
        <button type="submit" className="btn" disabled={pending}>
          {t('lbl_coupon_apply')}
        </button>
      </form>
      <div role="status" className="coupon-form__status">
        {applied && (
          <div className="coupon-form__applied">
            <p className="coupon-form__code">
              {fill(lang, t('lbl_coupon_applied'), { code: applied.code })}
            </p>
            <dl className="coupon-form__figures">
              <div>
                <dt>{t('lbl_coupon_discount')}</dt>
                <dd>
                  <bdi dir="ltr">−{formatPrice(applied.discountAmount)}</bdi>
                </dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--ghost coupon-form__remove"
              onClick={() => dispatch(couponRemoved())}
            >
              {t('lbl_coupon_remove')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Asks the server again for the applied code whenever the cart it was priced for changes. */
function useRecheckOnCartChange(cartJsonData: string): void {
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const applied = useAppliedCoupon();
  const code = applied?.code;
  const stale = applied !== null && applied.pricedFor !== cartJsonData;

  useEffect(() => {
    if (!stale || code === undefined) return;
    if (cartJsonData === '[]') {
      dispatch(couponRemoved());
      return;
    }
    const controller = new AbortController();
    void priceCoupon(code, cartJsonData, lang, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.kind === 'applied') {
        dispatch(couponApplied(outcome.coupon));
      } else if (outcome.kind === 'invalid') {
        dispatch(couponRemoved());
        showToast('error', message(lang, 'couponInvalid'));
      } else if (outcome.message) {
        showToast('error', outcome.message);
      }
    });
    return () => controller.abort();
  }, [stale, code, cartJsonData, lang, dispatch]);
}
