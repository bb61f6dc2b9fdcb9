// Order numbers shoppers read out on the phone: 'BZ' + the UTC date + 6 characters from an
// alphabet without look-alikes (0/O, 1/I/L). UNIQUE in the database; 30^6 per day makes a clash
// all but impossible, and one would only fail that insert, never mix two orders.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const suffix = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `BZ${date}-${suffix}`;
}
