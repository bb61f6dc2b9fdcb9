// Which address an order goes to, and why Place Order waits: plain rules of the delivery step.
import type { AddressRow } from '@bazaar/contract/schemas/address-book';

/** The shopper's choice while it is still in the book; else the default; else the first. */
export function chosenAddressId(
  addresses: readonly AddressRow[],
  chosen: number | null,
): number | null {
  if (chosen !== null && addresses.some((row) => row.AddressId === chosen)) return chosen;
  return (addresses.find((row) => row.IsDefault) ?? addresses[0])?.AddressId ?? null;
}

/**
 * Why Place Order is held back for the address: 'none' when it may go (or nothing is shipped),
 * 'loading' while the book is read, 'choose' with no address, 'fix' when the chosen one is one
 * the rules refuse (kept from before them).
 */
export type DeliveryHold = 'none' | 'loading' | 'choose' | 'fix';

export function deliveryHold(
  needsAddress: boolean,
  addresses: readonly AddressRow[] | undefined,
  chosen: number | null,
): DeliveryHold {
  if (!needsAddress) return 'none';
  if (addresses === undefined) return 'loading';
  const row = addresses.find((entry) => entry.AddressId === chosen);
  if (!row) return 'choose';
  return row.IsDeliverable ? 'none' : 'fix';
}

/** True when a line of the priced cart is shipped (an all-digital cart needs no address). */
export function cartNeedsAddress(lines: readonly { IsDigitalProduct: boolean }[]): boolean {
  return lines.some((line) => !line.IsDigitalProduct);
}
