import { SeededRandom } from './random';
import { sectorKeys, sectors, type SectorKey } from './sectors';

/**
 * Fictional employers: invented words (two made-up syllables and an industry word, "Veltrix
 * Labs") so that no name reads as a real company, plus a few in their own script for the
 * countries they belong to. Built once from a fixed seed: the same names for every feed.
 */
export interface Company {
  name: string;
  sector: SectorKey;
  /** Only hires in this country (a name in the local script or language). */
  country?: string;
}

const starts = [
  'Vel',
  'Qua',
  'Zor',
  'Bri',
  'Tal',
  'Mer',
  'Ost',
  'Kin',
  'Lum',
  'Dra',
  'Fen',
  'Ari',
  'Cor',
  'Nex',
  'Pal',
  'Sol',
  'Tre',
  'Vio',
  'Wen',
  'Yar',
  'Bel',
  'Cal',
  'Dun',
  'Elo',
  'Fir',
  'Gal',
  'Hol',
  'Ith',
  'Jun',
  'Kel',
  'Lor',
  'Mav',
  'Nor',
  'Orb',
  'Pim',
  'Quil',
  'Rav',
  'Syl',
];
const ends = [
  'trix',
  'ora',
  'ando',
  'ell',
  'ith',
  'ova',
  'ex',
  'ara',
  'une',
  'ica',
  'ent',
  'ium',
  'wick',
  'mont',
  'vale',
  'stead',
];
const surnames = [
  'Marlowe',
  'Quist',
  'Halden',
  'Okafor',
  'Brannigan',
  'Ferreira',
  'Lindqvist',
  'Achterberg',
  'Devereaux',
  'Nakamura',
  'Oyelaran',
  'Castellanos',
  'Whitcombe',
  'Petrakis',
  'Sandoval',
  'Rasmussen',
  'Ellery',
  'Moravec',
  'Thistlewood',
  'Abernethy',
];

/** How many companies each industry has. */
const perSector = 25;

/** Employers named in their own language or script, hiring only in their country. */
const localCompanies: Company[] = [
  { name: '株式会社さくらデータ', sector: 'software', country: 'Japan' },
  { name: 'みなと物流株式会社', sector: 'logistics', country: 'Japan' },
  { name: '玉山雲端科技股份有限公司', sector: 'software', country: 'Taiwan' },
  { name: '새봄 클라우드', sector: 'software', country: 'South Korea' },
  { name: '푸른바다 물류', sector: 'logistics', country: 'South Korea' },
  { name: 'Αιγαίο Λογισμικό', sector: 'software', country: 'Greece' },
  { name: 'Grünfeld Bürotechnik GmbH', sector: 'operations', country: 'Germany' },
  { name: 'Züriberg Präzision AG', sector: 'engineering', country: 'Switzerland' },
  { name: 'Łąkowa Software sp. z o.o.', sector: 'software', country: 'Poland' },
  { name: 'כרמל מערכות', sector: 'software', country: 'Israel' },
  { name: 'واحة البيانات', sector: 'data', country: 'United Arab Emirates' },
  { name: 'नवदीप हेल्थकेयर', sector: 'health', country: 'India' },
  { name: 'Ipê Café & Cia', sector: 'hospitality', country: 'Brazil' },
  { name: 'Araçá Logística', sector: 'logistics', country: 'Brazil' },
  { name: 'Åkerö Bygg AB', sector: 'trades', country: 'Sweden' },
  { name: 'Søndervig Logistik ApS', sector: 'logistics', country: 'Denmark' },
  { name: 'Fjordøy Helse AS', sector: 'health', country: 'Norway' },
  { name: 'Ñandú Diseño S.L.', sector: 'design', country: 'España' },
  { name: 'Cocina Alborán S.L.', sector: 'hospitality', country: 'España' },
  { name: 'Cafetería Jacarandá', sector: 'hospitality', country: 'México' },
  { name: 'Boulangerie Les Écluses', sector: 'hospitality', country: 'France' },
  { name: "Cœur d'Ébène SAS", sector: 'design', country: 'France' },
  { name: 'Clinique Bellerive Sàrl', sector: 'health', country: 'Suisse' },
];

function buildCompanies(): Company[] {
  const random = new SeededRandom(2026);
  const used = new Set<string>();
  const companies: Company[] = [];
  for (const sector of sectorKeys) {
    let made = 0;
    while (made < perSector) {
      const name =
        sector === 'legal' && random.chance(0.5)
          ? `${random.pick(surnames)} & ${random.pick(surnames)}`
          : `${random.pick(starts)}${random.pick(ends)}`;
      if (used.has(name)) continue;
      used.add(name);
      companies.push({ name: `${name} ${random.pick(sectors[sector].companySuffixes)}`, sector });
      made += 1;
    }
  }
  return companies;
}

/** The employers everywhere, each belonging to one industry. */
export const companies: Company[] = buildCompanies();

export const companiesBySector = Object.fromEntries(
  sectorKeys.map((sector) => [sector, companies.filter((company) => company.sector === sector)]),
) as Record<SectorKey, Company[]>;

/** Local employers by the country they hire in. */
export const localCompaniesByCountry: ReadonlyMap<string, Company[]> = localCompanies.reduce(
  (byCountry, company) =>
    byCountry.set(company.country ?? '', [
      ...(byCountry.get(company.country ?? '') ?? []),
      company,
    ]),
  new Map<string, Company[]>(),
);
