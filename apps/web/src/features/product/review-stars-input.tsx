// The rating of a review: five radios, none chosen until the shopper picks one (the spec
// pre-selected 1 star). A missing rating is said below the stars and linked to the group.
import { RATING } from '@bazaar/contract/constants';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';

const STARS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

export function ReviewStarsInput({
  name,
  value,
  error,
  firstRef,
  onChange,
}: {
  name: string;
  /** 0: none chosen. */
  value: number;
  error: string | undefined;
  /** Receives the first radio, which the form focuses when no rating was chosen. */
  firstRef: { current: HTMLInputElement | null };
  onChange: (stars: number) => void;
}) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="review-form__stars"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{t('lbl_prd_det_rateitem')}</legend>
      {STARS.map((n) => (
        <label key={n} className="review-form__star">
          <input
            ref={
              n === RATING.min
                ? (element) => {
                    firstRef.current = element;
                  }
                : undefined
            }
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            required
            onChange={() => onChange(n)}
          />
          <span aria-hidden="true" className={n <= value ? 'is-on' : undefined}>
            ★
          </span>
          <span className="visually-hidden">{fill(lang, t('lbl_prd_star_choice'), { n })}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
