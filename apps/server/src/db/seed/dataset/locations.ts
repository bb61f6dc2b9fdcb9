// Countries (India first), their states or emirates, and a few cities each.
export interface CountrySeed {
  name: string;
  nameAr: string;
  states: Record<string, readonly string[]>;
}

export const COUNTRIES: readonly CountrySeed[] = [
  {
    name: 'India',
    nameAr: 'الهند',
    states: {
      Maharashtra: ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
      Karnataka: ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi'],
      Delhi: ['New Delhi', 'Dwarka', 'Rohini'],
      'Tamil Nadu': ['Chennai', 'Coimbatore', 'Madurai'],
      Rajasthan: ['Jaipur', 'Jodhpur', 'Udaipur'],
      'West Bengal': ['Kolkata', 'Siliguri', 'Durgapur'],
      'Uttar Pradesh': ['Lucknow', 'Kanpur', 'Varanasi', 'Noida'],
      Gujarat: ['Ahmedabad', 'Surat', 'Vadodara'],
      Kerala: ['Kochi', 'Thiruvananthapuram', 'Kozhikode'],
      Telangana: ['Hyderabad', 'Warangal', 'Nizamabad'],
    },
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
