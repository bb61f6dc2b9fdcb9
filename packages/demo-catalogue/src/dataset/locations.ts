// Countries (India first), their states or emirates, and their cities. India's are its main
// cities below and every district (india-districts.data.ts, generated; docs/addresses.md).
import { INDIA_DISTRICTS } from './india-districts.data.ts';

export interface CountrySeed {
  name: string;
  nameAr: string;
  states: Record<string, readonly string[]>;
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    name: 'India',
    nameAr: 'الهند',
    // All 28 states and 8 union territories, each with its capital and a few large cities.
    states: withDistricts({
      'Andhra Pradesh': ['Amaravati', 'Visakhapatnam', 'Vijayawada', 'Tirupati'],
      'Arunachal Pradesh': ['Itanagar', 'Naharlagun', 'Pasighat'],
      Assam: ['Dispur', 'Guwahati', 'Silchar', 'Dibrugarh'],
      Bihar: ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur'],
      Chhattisgarh: ['Raipur', 'Bhilai', 'Bilaspur'],
      Goa: ['Panaji', 'Margao', 'Vasco da Gama'],
      Gujarat: ['Gandhinagar', 'Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'],
      Haryana: ['Chandigarh', 'Gurugram', 'Faridabad', 'Panipat'],
      'Himachal Pradesh': ['Shimla', 'Dharamshala', 'Manali'],
      Jharkhand: ['Ranchi', 'Jamshedpur', 'Dhanbad'],
      Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'],
      Kerala: ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur'],
      'Madhya Pradesh': ['Bhopal', 'Indore', 'Gwalior', 'Jabalpur'],
      Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
      Manipur: ['Imphal', 'Thoubal'],
      Meghalaya: ['Shillong', 'Tura'],
      Mizoram: ['Aizawl', 'Lunglei'],
      Nagaland: ['Kohima', 'Dimapur'],
      Odisha: ['Bhubaneswar', 'Cuttack', 'Puri', 'Rourkela'],
      Punjab: ['Chandigarh', 'Ludhiana', 'Amritsar', 'Jalandhar'],
      Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota'],
      Sikkim: ['Gangtok', 'Namchi'],
      'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli'],
      Telangana: ['Hyderabad', 'Warangal', 'Nizamabad'],
      Tripura: ['Agartala', 'Udaipur'],
      'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Varanasi', 'Noida', 'Agra'],
      Uttarakhand: ['Dehradun', 'Haridwar', 'Nainital'],
      'West Bengal': ['Kolkata', 'Siliguri', 'Durgapur', 'Howrah'],
      'Andaman and Nicobar Islands': ['Sri Vijaya Puram', 'Car Nicobar'],
      Chandigarh: ['Chandigarh'],
      'Dadra and Nagar Haveli and Daman and Diu': ['Daman', 'Diu', 'Silvassa'],
      Delhi: ['New Delhi', 'Dwarka', 'Rohini'],
      'Jammu and Kashmir': ['Srinagar', 'Jammu', 'Anantnag'],
      Ladakh: ['Leh', 'Kargil'],
      Lakshadweep: ['Kavaratti', 'Agatti'],
      Puducherry: ['Puducherry', 'Karaikal'],
    }),
  },
  {
    name: 'United Arab Emirates',
    nameAr: 'الإمارات العربية المتحدة',
    states: {
      Dubai: ['Dubai', 'Jebel Ali', 'Hatta'],
      'Abu Dhabi': ['Abu Dhabi', 'Al Ain', 'Ruwais'],
      Sharjah: ['Sharjah', 'Khor Fakkan', 'Kalba'],
      Ajman: ['Ajman', 'Masfout', 'Manama'],
    },
  },
  {
    name: 'United States',
    nameAr: 'الولايات المتحدة',
    states: {
      'New York': ['New York City', 'Buffalo', 'Albany'],
      California: ['Los Angeles', 'San Francisco', 'San Jose', 'San Diego'],
      Texas: ['Houston', 'Dallas', 'Austin'],
      'New Jersey': ['Jersey City', 'Newark', 'Edison'],
      Illinois: ['Chicago', 'Naperville', 'Springfield'],
    },
  },
];

/** The main cities of each state, then its districts' towns not among them, A to Z. */
function withDistricts(
  mainCities: Record<string, readonly string[]>,
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(mainCities).map(([state, cities]) => {
      const districts = INDIA_DISTRICTS[state] ?? [];
      const all = [...new Set([...cities, ...districts])];
      return [state, all.sort((a, b) => a.localeCompare(b, 'en'))];
    }),
  );
}
