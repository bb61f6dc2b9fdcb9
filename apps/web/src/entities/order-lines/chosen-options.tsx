// <ChosenOptions options={row.SelectedAttributes} />: a line's chosen colour, size and other
// options, each with what it adds to one unit ("Colour: Red · Size: XXL (+₹100)"), in the
// language the server answered them in. Shared by checkout's order table, the order history and
// the confirmation page (issue 19: every choice visible on every line).
import type { ChosenAttribute } from '@bazaar/contract/schemas/orders';
import { formatPrice } from '../../lib/format.ts';
import './chosen-options.css';

export function ChosenOptions({ options }: { options: readonly ChosenAttribute[] | undefined }) {
  if (!options || options.length === 0) return null;
  return (
    <ul className="chosen-options" data-testid="chosen-options">
      {options.map((option, index) => (
        <li key={`${option.AttributeName}-${index}`}>
          {option.AttributeName}: <bdi>{option.AttributeValue}</bdi>
          {(option.AdditionalPrice ?? 0) > 0 && (
            <>
              {' '}
              <bdi dir="ltr">(+{formatPrice(option.AdditionalPrice ?? 0)})</bdi>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
