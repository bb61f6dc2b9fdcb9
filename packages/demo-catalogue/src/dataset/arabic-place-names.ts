// Arabic names of the address selects' places (docs/addresses.md "Arabic place names"): the
// exonym Arabic readers know where one exists (states, the large cities, the Gulf), and for the
// hundreds of district towns that have none, a transliteration by one rule (transliterate) —
// never a hand-typed name per town.

/** Arabic exonyms: every Indian state and union territory, and the places Arabic writes its own way. */
export const ARABIC_EXONYMS: Readonly<Record<string, string>> = {
  India: 'الهند',
  'Andhra Pradesh': 'أندرا براديش',
  'Arunachal Pradesh': 'أروناتشال براديش',
  Assam: 'آسام',
  Bihar: 'بيهار',
  Chhattisgarh: 'تشاتيسغار',
  Goa: 'غوا',
  Gujarat: 'غوجارات',
  Haryana: 'هاريانا',
  'Himachal Pradesh': 'هيماجل براديش',
  Jharkhand: 'جهارخاند',
  Karnataka: 'كارناتاكا',
  Kerala: 'كيرالا',
  'Madhya Pradesh': 'ماديا براديش',
  Maharashtra: 'ماهاراشترا',
  Manipur: 'مانيبور',
  Meghalaya: 'ميغالايا',
  Mizoram: 'ميزورام',
  Nagaland: 'ناغالاند',
  Odisha: 'أوديشا',
  Punjab: 'البنجاب',
  Rajasthan: 'راجستان',
  Sikkim: 'سيكيم',
  'Tamil Nadu': 'تاميل نادو',
  Telangana: 'تيلانغانا',
  Tripura: 'تريبورا',
  'Uttar Pradesh': 'أتر براديش',
  Uttarakhand: 'أوتاراخاند',
  'West Bengal': 'البنغال الغربية',
  'Andaman and Nicobar Islands': 'جزر أندمان ونيكوبار',
  Chandigarh: 'تشانديغار',
  'Dadra and Nagar Haveli and Daman and Diu': 'دادرا وناغار هافيلي ودامان وديو',
  Delhi: 'دلهي',
  'New Delhi': 'نيودلهي',
  'Jammu and Kashmir': 'جامو وكشمير',
  Ladakh: 'لداخ',
  Lakshadweep: 'لاكشادويب',
  Puducherry: 'بودوتشيري',
  Mumbai: 'مومباي',
  'Mumbai City': 'مدينة مومباي',
  'Mumbai Suburban': 'ضواحي مومباي',
  Kolkata: 'كولكاتا',
  Chennai: 'تشيناي',
  Bengaluru: 'بنغالور',
  'Bengaluru Urban': 'بنغالور الحضرية',
  'Bengaluru Rural': 'بنغالور الريفية',
  Hyderabad: 'حيدر آباد',
  Ahmedabad: 'أحمد آباد',
  Pune: 'بونه',
  Jaipur: 'جايبور',
  Lucknow: 'لكناو',
  Agra: 'آغرا',
  Varanasi: 'فاراناسي',
  Srinagar: 'سريناغار',
  Amritsar: 'أمريتسار',
  Kochi: 'كوتشي',
  Thiruvananthapuram: 'تيروفانانتابورام',
  'United Arab Emirates': 'الإمارات العربية المتحدة',
  Dubai: 'دبي',
  'Abu Dhabi': 'أبوظبي',
  'Al Ain': 'العين',
  Sharjah: 'الشارقة',
  Ajman: 'عجمان',
  'Khor Fakkan': 'خورفكان',
  Kalba: 'كلباء',
  Hatta: 'حتا',
  'Jebel Ali': 'جبل علي',
  Ruwais: 'الرويس',
  Masfout: 'مصفوت',
  Manama: 'المنامة',
  'United States': 'الولايات المتحدة',
  'New York': 'نيويورك',
  'New York City': 'مدينة نيويورك',
  California: 'كاليفورنيا',
  Texas: 'تكساس',
  'New Jersey': 'نيوجيرسي',
  Illinois: 'إلينوي',
  'Los Angeles': 'لوس أنجلوس',
  'San Francisco': 'سان فرانسيسكو',
  Chicago: 'شيكاغو',
};

// Longest spellings first: "chh" before "ch" before "c". Aspirated consonants (bh, dh, th…)
// are written as their plain Arabic letter, as Arabic writing of Indian names does.
const LETTERS: readonly (readonly [string, string])[] = [
  ['chh', 'تش'],
  ['ch', 'تش'],
  ['sh', 'ش'],
  ['kh', 'خ'],
  ['gh', 'غ'],
  ['ph', 'ف'],
  ['bh', 'ب'],
  ['dh', 'د'],
  ['th', 'ت'],
  ['jh', 'ج'],
  ['aa', 'ا'],
  ['ee', 'ي'],
  ['oo', 'و'],
  ['ai', 'اي'],
  ['au', 'او'],
  ['a', 'ا'],
  ['b', 'ب'],
  ['c', 'ك'],
  ['d', 'د'],
  ['e', 'ي'],
  ['f', 'ف'],
  ['g', 'غ'],
  ['h', 'ه'],
  ['i', 'ي'],
  ['j', 'ج'],
  ['k', 'ك'],
  ['l', 'ل'],
  ['m', 'م'],
  ['n', 'ن'],
  ['o', 'و'],
  ['p', 'ب'],
  ['q', 'ق'],
  ['r', 'ر'],
  ['s', 'س'],
  ['t', 'ت'],
  ['u', 'و'],
  ['v', 'ف'],
  ['w', 'و'],
  ['x', 'كس'],
  ['y', 'ي'],
  ['z', 'ز'],
];

/** A word start: a/e/i/o/u take a hamza seat (أ / إ / أو), as Arabic spells foreign names. */
const INITIAL_VOWELS: readonly (readonly [string, string])[] = [
  ['aa', 'آ'],
  ['ea', 'إي'],
  ['ai', 'أي'],
  ['au', 'أو'],
  ['a', 'أ'],
  ['e', 'إي'],
  ['i', 'إي'],
  ['o', 'أو'],
  ['u', 'أو'],
];

/** Words of English in district names, said in Arabic (North Delhi → شمال دلهي). */
const WORDS: Readonly<Record<string, string>> = {
  north: 'شمال',
  south: 'جنوب',
  east: 'شرق',
  west: 'غرب',
  central: 'وسط',
  upper: 'أعالي',
  lower: 'أسافل',
  city: 'مدينة',
  islands: 'جزر',
  hills: 'تلال',
};

/** One-word exonyms, so a district named after its city reads as the city does (North Delhi). */
const WORD_EXONYMS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ARABIC_EXONYMS)
    .filter(([latin]) => !latin.includes(' '))
    .map(([latin, arabic]) => [latin.toLowerCase(), arabic]),
);

function transliterateWord(word: string): string {
  const known = WORDS[word] ?? WORD_EXONYMS[word];
  if (known !== undefined) return known;
  let out = '';
  let i = 0;
  const initial = INITIAL_VOWELS.find(([latin]) => word.startsWith(latin));
  if (initial) {
    out = initial[1];
    i = initial[0].length;
  }
  while (i < word.length) {
    // A doubled consonant is written once (Arabic would mark it with a shadda, left out here).
    if (word[i] === word[i - 1] && !'aeiou'.includes(word[i] ?? '')) {
      i += 1;
      continue;
    }
    const rest = word.slice(i);
    const found = LETTERS.find(([latin]) => rest.startsWith(latin));
    // A final "e" is silent-ish in these names (Pune, Bhandare): written as ه.
    if (rest === 'e' && i > 0) {
      out += 'ه';
      i += 1;
    } else if (found) {
      out += found[1];
      i += found[0].length;
    } else {
      i += 1;
    }
  }
  return out;
}

/** The rule: lower-case Latin letters to Arabic ones, word by word ("and" → و joined). */
export function transliterate(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[().,']/g, '')
    .split(/[\s\-–&]+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word === 'and' && i + 1 < words.length) {
      out.push(`و${transliterateWord(words[(i += 1)] ?? '')}`);
    } else out.push(transliterateWord(word));
  }
  return out.join(' ');
}

/** The Arabic name of a place: its exonym, or the rule's transliteration. */
export const arabicPlaceName = (name: string): string =>
  ARABIC_EXONYMS[name] ?? transliterate(name);
