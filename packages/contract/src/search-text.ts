// The one normaliser of search text, run on the search index and on every query alike (and by
// the storefront to highlight matches): case folding, Latin diacritics, Arabic letter variants,
// tashkeel and tatweel, Arabic-Indic and Persian digits. Anything else that is not a letter or
// digit separates words.

const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  أ: 'ا', // alef with hamza above
  إ: 'ا', // alef with hamza below
  آ: 'ا', // alef with madda
  ٱ: 'ا', // alef wasla
  ى: 'ي', // alef maqsura → ya
  ة: 'ه', // ta marbuta → ha
};

/** Tashkeel (harakat, tanween, shadda, sukun, superscript alef, Quranic marks) and tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Combining Latin diacritics left after NFD. */
const LATIN_MARKS = /[\u0300-\u036f]/g;

function asciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660); // Arabic-Indic
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0); // Persian
  return char;
}

/** "Kurtā  Cotton-Silk" → "kurta cotton silk"; "إِسْـوَارَة" → "اسواره". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .replace(ARABIC_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0622\u0623\u0625\u0671\u0649\u0629]/g, (char) => ARABIC_LETTERS[char] ?? char)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, asciiDigit)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a query, normalised, in order (at most `max`). */
export function searchWords(text: string, max = 8): string[] {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Characters of a normalised word (code points; no word holds an emoji or a combining mark). */
export function wordLength(word: string): number {
  return Array.from(word).length;
}

/** How far a word may be from its correction: 1 for 4–7 letters, 2 for 8+, none below 4. */
export function allowedTypos(word: string): number {
  const length = wordLength(word);
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}
