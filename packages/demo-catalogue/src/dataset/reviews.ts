// Review writers and phrases, combined by the product generator into believable reviews.

export const REVIEWER_NAMES = [
  'Aarav Sharma',
  'Priya Nair',
  'Rohan Mehta',
  'Ananya Iyer',
  'Vikram Singh',
  'Sneha Kulkarni',
  'Arjun Reddy',
  'Kavya Menon',
  'Rahul Gupta',
  'Meera Joshi',
  'Aditya Rao',
  'Ishita Banerjee',
  'Karan Malhotra',
  'Pooja Desai',
  'Siddharth Chatterjee',
  'Neha Kapoor',
  'Farhan Qureshi',
  'Ayesha Khan',
  'Devika Pillai',
  'Manish Agarwal',
  'Tanvi Shah',
  'Nikhil Verma',
  'Ritu Bhatia',
  'Harpreet Kaur',
  'Suresh Krishnan',
  'Lakshmi Subramanian',
  'Zoya Siddiqui',
  'Omar Al Mansoori',
  'Fatima Al Hashimi',
  'Emily Carter',
  'Daniel Brooks',
  'Vivek Chauhan',
  'Divya Saxena',
  'Gaurav Mishra',
  'Shreya Ghosh',
  'Aman Jain',
  'Nandini Hegde',
  'Rajesh Pandey',
  'Simran Gill',
  'Anjali Bose',
] as const;

export const TITLES = {
  positive: [
    'Absolutely love it',
    'Worth every rupee',
    'Exceeded my expectations',
    'Beautiful quality',
    'Perfect festive pick',
    'Just as pictured',
    'Will buy again',
    'Lovely gift',
    'Superb finish',
    'My new favourite',
  ],
  mixed: [
    'Good, with a small catch',
    'Nice but delivery was slow',
    'Decent for the price',
    'Pretty, with minor flaws',
    'Okay overall',
  ],
  negative: ['Not as expected', 'Disappointed with the quality', 'Colour differs from photos'],
} as const;

/** Opening sentences of positive reviews, by parent category name. */
export const PRAISE: Record<string, readonly string[]> = {
  Apparel: [
    'The fabric is soft and breathable, perfect for Mumbai summers.',
    'Fits true to size; I ordered my usual size and it is spot on.',
    'The print is even more beautiful in person.',
    "Got so many compliments at my cousin's mehendi.",
    'The colour did not bleed even after three washes.',
    'The stitching is neat and the finishing feels premium.',
  ],
  Fragrance: [
    'It lasts the whole working day on my skin.',
    'The dry-down is warm and cosy, my favourite part.',
    'Got compliments within an hour of wearing it.',
    'Smells far more expensive than it is.',
    'Projection is moderate, perfect for the office.',
    'Reminds me of my grandmother’s attar box in Lucknow.',
  ],
  Accessories: [
    'The leather smells wonderful and feels sturdy.',
    'Stitching is neat and the hardware feels solid.',
    'Looks elegant and goes with everything I own.',
    'Bought it as an anniversary gift and my wife loved it.',
    'Lightweight and comfortable to wear all day.',
  ],
  Cosmetics: [
    'The shade suits my wheatish skin perfectly.',
    'Does not dry out my lips even after hours.',
    'Survived a humid Chennai afternoon without budging.',
    'Blends easily and feels light on the skin.',
    'No breakouts, which is rare for my sensitive skin.',
  ],
  Footwear: [
    'Comfortable from the very first wear, no shoe bite at all.',
    'Sizing is accurate; my usual UK size fits perfectly.',
    'The cushioning makes long walks easy.',
    'Wore them all night at the sangeet without sore feet.',
    'The sole has good grip even on wet roads.',
  ],
  'Home Decor': [
    'Looks stunning on my console table.',
    'Packed very carefully and arrived without a scratch.',
    'The craftsmanship is lovely up close.',
    'Adds so much warmth to our living room.',
    'Great size, and the colours are rich.',
  ],
  Digital: [
    'Clear, well organised and easy to follow.',
    'Downloaded instantly and printed beautifully.',
    'Full of practical tips I have already used.',
  ],
};

export const MIXED = [
  'Delivery took a couple of days longer than promised.',
  'Slightly smaller than I expected from the photos.',
  'Good quality, though the packaging could be better.',
  'The colour is a shade darker than on my screen.',
  'Nice, but I wish there were more options.',
] as const;

export const COMPLAINTS = [
  'The colour looks quite different from the pictures.',
  'The quality did not match the price for me.',
  'I had to return it because of a fit issue; the refund was quick, though.',
] as const;

export const CLOSERS = [
  'Would definitely recommend.',
  'Will be ordering again.',
  'Happy with the purchase.',
  'Good value for money.',
  'Customer care was very helpful too.',
  '',
] as const;
