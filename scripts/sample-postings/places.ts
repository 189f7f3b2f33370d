import type { SampleLanguage } from './language';

/**
 * Real cities, grouped by country, written as a posting in that language would name them (some
 * in their own script, so every character survives the pipeline). `pay` turns a US yearly salary
 * into a plausible local one; null where postings there rarely state a salary, or where local
 * amounts would read as a typo beside the feed's salary cap.
 */
export interface Country {
  name: string;
  currency: string;
  pay: number | null;
  /** Salaries there are usually quoted per month. */
  monthly?: boolean;
  cities: string[];
}

const english: Country[] = [
  {
    name: 'United States',
    currency: 'USD',
    pay: 1,
    cities: [
      'New York, NY',
      'San Francisco, CA',
      'Seattle, WA',
      'Austin, TX',
      'Boston, MA',
      'Chicago, IL',
      'Denver, CO',
      'Atlanta, GA',
      'Los Angeles, CA',
      'Portland, OR',
      'Miami, FL',
      'Minneapolis, MN',
      'Raleigh, NC',
      'Phoenix, AZ',
      'Pittsburgh, PA',
      'Salt Lake City, UT',
      'Nashville, TN',
      'Detroit, MI',
      'Philadelphia, PA',
      'San Diego, CA',
    ],
  },
  {
    name: 'Canada',
    currency: 'CAD',
    pay: 1.05,
    cities: [
      'Toronto, ON',
      'Vancouver, BC',
      'Calgary, AB',
      'Ottawa, ON',
      'Halifax, NS',
      'Winnipeg, MB',
    ],
  },
  {
    name: 'United Kingdom',
    currency: 'GBP',
    pay: 0.6,
    cities: [
      'London',
      'Manchester',
      'Edinburgh',
      'Bristol',
      'Leeds',
      'Birmingham',
      'Glasgow',
      'Cardiff',
      'Belfast',
      'Cambridge',
    ],
  },
  { name: 'Ireland', currency: 'EUR', pay: 0.72, cities: ['Dublin', 'Cork', 'Galway'] },
  {
    name: 'Germany',
    currency: 'EUR',
    pay: 0.68,
    cities: [
      'Berlin',
      'München',
      'Hamburg',
      'Köln',
      'Frankfurt am Main',
      'Stuttgart',
      'Düsseldorf',
      'Leipzig',
    ],
  },
  {
    name: 'Netherlands',
    currency: 'EUR',
    pay: 0.68,
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven'],
  },
  { name: 'Switzerland', currency: 'CHF', pay: 1.05, cities: ['Zürich', 'Basel', 'Bern'] },
  { name: 'Austria', currency: 'EUR', pay: 0.62, cities: ['Wien', 'Graz'] },
  { name: 'Sweden', currency: 'SEK', pay: 6.5, cities: ['Stockholm', 'Göteborg', 'Malmö'] },
  { name: 'Denmark', currency: 'DKK', pay: 5.5, cities: ['København', 'Aarhus'] },
  { name: 'Norway', currency: 'NOK', pay: 7.5, cities: ['Oslo', 'Bergen', 'Tromsø'] },
  { name: 'Finland', currency: 'EUR', pay: 0.6, cities: ['Helsinki', 'Tampere'] },
  {
    name: 'Poland',
    currency: 'PLN',
    pay: 1.6,
    cities: ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Łódź'],
  },
  { name: 'Czechia', currency: 'CZK', pay: 10, cities: ['Praha', 'Brno'] },
  { name: 'Portugal', currency: 'EUR', pay: 0.35, cities: ['Lisboa', 'Porto'] },
  { name: 'Italy', currency: 'EUR', pay: 0.45, cities: ['Milano', 'Roma', 'Torino', 'Bologna'] },
  { name: 'Greece', currency: 'EUR', pay: 0.3, cities: ['Αθήνα', 'Θεσσαλονίκη'] },
  { name: 'Estonia', currency: 'EUR', pay: 0.45, cities: ['Tallinn', 'Tartu'] },
  {
    name: 'India',
    currency: 'INR',
    pay: 22,
    cities: [
      'Bengaluru',
      'Hyderabad',
      'Pune',
      'Chennai',
      'New Delhi',
      'Gurugram',
      'Kolkata',
      'Ahmedabad',
    ],
  },
  { name: 'Japan', currency: 'JPY', pay: 90, cities: ['東京', '大阪', '福岡', '京都'] },
  { name: 'South Korea', currency: 'KRW', pay: null, cities: ['서울', '부산'] },
  { name: 'Taiwan', currency: 'TWD', pay: 18, cities: ['台北', '新竹'] },
  { name: 'Singapore', currency: 'SGD', pay: 1, cities: ['Singapore'] },
  {
    name: 'Australia',
    currency: 'AUD',
    pay: 1.1,
    cities: ['Sydney, NSW', 'Melbourne, VIC', 'Brisbane, QLD', 'Perth, WA', 'Adelaide, SA'],
  },
  { name: 'New Zealand', currency: 'NZD', pay: 1.1, cities: ['Auckland', 'Wellington'] },
  {
    name: 'Brazil',
    currency: 'BRL',
    pay: 1.5,
    monthly: true,
    cities: [
      'São Paulo',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Florianópolis',
      'Curitiba',
      'Porto Alegre',
    ],
  },
  {
    name: 'South Africa',
    currency: 'ZAR',
    pay: 8,
    cities: ['Cape Town', 'Johannesburg', 'Durban'],
  },
  { name: 'Nigeria', currency: 'NGN', pay: 150, cities: ['Lagos', 'Abuja'] },
  { name: 'Kenya', currency: 'KES', pay: 25, cities: ['Nairobi', 'Mombasa'] },
  { name: 'United Arab Emirates', currency: 'AED', pay: 2.8, cities: ['Dubai', 'أبوظبي'] },
  { name: 'Israel', currency: 'ILS', pay: 2.6, cities: ['Tel Aviv-Yafo', 'חיפה'] },
  { name: 'Philippines', currency: 'PHP', pay: 10, monthly: true, cities: ['Manila', 'Cebu'] },
];

const spanish: Country[] = [
  {
    name: 'España',
    currency: 'EUR',
    pay: 0.45,
    cities: [
      'Madrid',
      'Barcelona',
      'Valencia',
      'Sevilla',
      'Bilbao',
      'Málaga',
      'Zaragoza',
      'A Coruña',
    ],
  },
  {
    name: 'México',
    currency: 'MXN',
    pay: 6,
    monthly: true,
    cities: ['Ciudad de México', 'Guadalajara', 'Monterrey', 'Querétaro', 'Mérida'],
  },
  { name: 'Argentina', currency: 'ARS', pay: null, cities: ['Buenos Aires', 'Córdoba', 'Rosario'] },
  { name: 'Colombia', currency: 'COP', pay: null, cities: ['Bogotá', 'Medellín', 'Cali'] },
  { name: 'Chile', currency: 'CLP', pay: 300, monthly: true, cities: ['Santiago', 'Valparaíso'] },
  { name: 'Perú', currency: 'PEN', pay: 1.2, monthly: true, cities: ['Lima', 'Arequipa'] },
  { name: 'Uruguay', currency: 'UYU', pay: null, cities: ['Montevideo'] },
  { name: 'Costa Rica', currency: 'CRC', pay: null, cities: ['San José'] },
];

const french: Country[] = [
  {
    name: 'France',
    currency: 'EUR',
    pay: 0.55,
    cities: [
      'Paris',
      'Lyon',
      'Marseille',
      'Toulouse',
      'Bordeaux',
      'Lille',
      'Nantes',
      'Strasbourg',
      'Montpellier',
      'Rennes',
      'Nice',
      'Grenoble',
    ],
  },
  { name: 'Belgique', currency: 'EUR', pay: 0.6, cities: ['Bruxelles', 'Liège', 'Namur'] },
  { name: 'Suisse', currency: 'CHF', pay: 1.05, cities: ['Genève', 'Lausanne', 'Neuchâtel'] },
  {
    name: 'Canada',
    currency: 'CAD',
    pay: 1,
    cities: ['Montréal (QC)', 'Québec (QC)', 'Gatineau (QC)'],
  },
  { name: 'Luxembourg', currency: 'EUR', pay: 0.75, cities: ['Luxembourg'] },
  { name: 'Maroc', currency: 'MAD', pay: 2.4, cities: ['Casablanca', 'Rabat'] },
  { name: 'Sénégal', currency: 'XOF', pay: null, cities: ['Dakar'] },
  { name: "Côte d'Ivoire", currency: 'XOF', pay: null, cities: ['Abidjan'] },
];

export const countriesByLanguage: Record<SampleLanguage, Country[]> = {
  en: english,
  es: spanish,
  fr: french,
};

/** One city where a posting is placed, with the country it belongs to. */
export interface Place {
  city: string;
  country: Country;
}

/** Every city of a language's countries, each equally likely to be picked. */
export const placesByLanguage: Record<SampleLanguage, Place[]> = {
  en: english.flatMap((country) => country.cities.map((city) => ({ city, country }))),
  es: spanish.flatMap((country) => country.cities.map((city) => ({ city, country }))),
  fr: french.flatMap((country) => country.cities.map((city) => ({ city, country }))),
};

/** How a location is written: "Zürich, Switzerland". */
export const placeName = (place: Place) => `${place.city}, ${place.country.name}`;
