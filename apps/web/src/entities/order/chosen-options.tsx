// The options a shopper chose for a line (colour, size, gift wrap…), with what each adds to one
// unit: "Colour: Red", "Size: XXL (+₹100 each)". Names and values in the page's language.
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { formatPrice } from '../../lib/format.ts';
import './chosen-options.css';

export interface ChosenOptionView {
  name: string;
  value: string;
  /** Rupees added to one unit; 0 when none. */
  additionalPrice: number;
}

export function ChosenOptions({
  options,
  eachExtra,
}: {
  options: readonly ChosenOptionView[];
  /** The "+{price} each" text in the page's language. */
  eachExtra: string;
}) {
  const lang = useLanguage();
  if (options.length === 0) return null;
  return (
    <ul className="chosen-options">
      {options.map((option) => (
        <li key={`${option.name}:${option.value}`}>
          <span className="chosen-options__name">{option.name}:</span>{' '}
          <span dir="auto">{option.value}</span>
          {option.additionalPrice > 0 && (
            <span className="chosen-options__extra">
              {' '}
              ({fill(lang, eachExtra, { price: formatPrice(option.additionalPrice) })})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
