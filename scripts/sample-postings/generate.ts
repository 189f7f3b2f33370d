import type { WorkplaceType, SalaryPeriod } from '../../src/domain/job-application';
import type { EmploymentType } from '../../src/domain/job-posting';
import { isIsoDate } from '../../src/domain/year-month';
import { sampleReferenceDate } from '../../src/server/job-search/sample-feed';
import { companies, companiesBySector, localCompaniesByCountry } from './companies';
import { say, type Localized, type SampleLanguage } from './language';
import { placeName, placesByLanguage, type Place } from './places';
import { SeededRandom } from './random';
import { skillName } from './skill-names';
import { roleFamilies, type RoleFamily } from './roles';
import { sectors } from './sectors';

/**
 * The sample job feed: fictional, realistic postings in the feed-file format (one JSON object a
 * line), generated from a seed and a reference date so the same arguments give the same bytes.
 * A record does not depend on how many follow it: the first 3,000 of a million are the sample.
 */
export interface SamplePosting {
  externalId: string;
  title: string;
  company: string;
  locations: string[];
  remote: WorkplaceType | null;
  employmentType: Exclude<EmploymentType, 'OTHER'> | null;
  salary: { min: number; max: number | null; currency: string; period: SalaryPeriod } | null;
  postedAt: string;
  closesAt: string | null;
  /** HTML, opening with the label that says the posting is fictional. */
  description: string;
  applyUrl: string;
  language: SampleLanguage;
}

/** The first paragraph of every description, in the posting's language. */
export const sampleLabel: Record<SampleLanguage, string> = {
  en: 'Sample posting — fictional, generated for demonstration.',
  es: 'Oferta de ejemplo — ficticia, generada para demostración.',
  fr: 'Offre d’exemple — fictive, générée à des fins de démonstration.',
};

type Level = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'director';

const levels: readonly { level: Level; weight: number; years: number; pay: number }[] = [
  { level: 'intern', weight: 5, years: 0, pay: 0.45 },
  { level: 'junior', weight: 18, years: 1, pay: 0.75 },
  { level: 'mid', weight: 37, years: 3, pay: 1 },
  { level: 'senior', weight: 25, years: 5, pay: 1.3 },
  { level: 'lead', weight: 10, years: 7, pay: 1.5 },
  { level: 'director', weight: 5, years: 10, pay: 1.9 },
];
/** Hourly roles are not offered as internships or directorships. */
const hourlyLevels = levels.filter(({ level }) => level !== 'intern' && level !== 'director');

const languages: readonly (readonly [SampleLanguage, number])[] = [
  ['en', 80],
  ['es', 10],
  ['fr', 10],
];

function titleOf(family: RoleFamily, level: Level, language: SampleLanguage): string {
  const title = say(family.title, language);
  const department = say(sectors[family.sector].department, language);
  const forms: Record<SampleLanguage, Record<Level, string>> = {
    en: {
      intern: `${title} Intern`,
      junior: `Junior ${title}`,
      mid: title,
      senior: `Senior ${title}`,
      lead: `Lead ${title}`,
      director: `Director of ${department}`,
    },
    es: {
      intern: `${title} en prácticas`,
      junior: `${title} junior`,
      mid: title,
      senior: `${title} sénior`,
      lead: `${title} líder de equipo`,
      director: `Director/a ${department}`,
    },
    fr: {
      intern: `${title} (stage)`,
      junior: `${title} junior`,
      mid: title,
      senior: `${title} senior`,
      lead: `${title} référent·e`,
      director: `Directeur·rice ${department}`,
    },
  };
  return forms[language][level];
}

const headings: Record<
  SampleLanguage,
  [duties: string, bring: string, nice: string, offer: string]
> = {
  en: ['What you will do', 'What you bring', 'Nice to have', 'What we offer'],
  es: ['Qué harás', 'Qué buscamos', 'Se valorará', 'Qué ofrecemos'],
  fr: ['Vos missions', 'Votre profil', 'Un plus', 'Ce que nous offrons'],
};

const levelDuty: Partial<Record<Level, Localized>> = {
  intern: [
    'Learn the job alongside an experienced mentor.',
    'Aprender el oficio junto a una persona mentora con experiencia.',
    'Apprendre le métier aux côtés d’un·e tuteur·rice expérimenté·e.',
  ],
  lead: [
    'Mentor teammates and lead the team by example.',
    'Acompañar al equipo y liderar con el ejemplo.',
    'Accompagner l’équipe et montrer l’exemple.',
  ],
  director: [
    "Set the department's strategy, budget and hiring plan.",
    'Definir la estrategia, el presupuesto y el plan de contratación del departamento.',
    'Définir la stratégie, le budget et le plan de recrutement du département.',
  ],
};

const hybridNote: Localized = [
  'This role is hybrid: two or three days a week in the office.',
  'El puesto es híbrido: dos o tres días por semana en la oficina.',
  'Le poste est hybride : deux ou trois jours par semaine au bureau.',
];

const remoteWord: Localized = ['Remote', 'Remoto', 'Télétravail'];

const skillForms: Record<SampleLanguage, string[]> = {
  en: ['Experience with {skill}', 'Solid knowledge of {skill}', 'Comfortable with {skill}'],
  es: ['Experiencia con {skill}', 'Buen conocimiento de {skill}', 'Soltura con {skill}'],
  fr: ['Expérience avec {skill}', 'Bonne connaissance de {skill}', 'Maîtrise de {skill}'],
};

const benefits: Record<SampleLanguage, string[]> = {
  en: [
    '25 days of paid holiday',
    'Private health insurance',
    'A yearly learning budget',
    'Flexible working hours',
    'Pension contributions matched up to 5%',
    'Bike-to-work scheme 🚲',
    'Paid parental leave',
    'Free lunch on Fridays',
    'A new laptop or the tools of your trade',
    'Four-day week in the summer',
  ],
  es: [
    '23 días laborables de vacaciones',
    'Seguro médico privado',
    'Presupuesto anual de formación',
    'Horario flexible',
    'Retribución flexible (comida y transporte)',
    'Jornada intensiva en verano ☀️',
    'Permiso parental retribuido',
    'Fruta y café en la oficina',
  ],
  fr: [
    '25 jours de congés payés et des RTT',
    'Mutuelle prise en charge à 100 %',
    'Tickets-restaurant',
    'Budget formation annuel',
    'Horaires flexibles',
    'Forfait mobilités durables 🚲',
    'Congé parental rémunéré',
    'Comité d’entreprise',
  ],
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A common noun inside a sentence starts lower case; an acronym ("CACES 1") keeps its case. */
function inSentence(skill: Localized, language: SampleLanguage): string {
  const { text, common } = skillName(skill);
  const said = say(text, language);
  if (!common || /^.[A-Z]/u.test(said)) return said;
  return said.charAt(0).toLocaleLowerCase(language) + said.slice(1);
}

function yearsLine(years: number, language: SampleLanguage): string {
  if (years === 0) {
    return say(
      [
        'No prior experience needed — we will train you.',
        'No se requiere experiencia previa: te formamos.',
        'Aucune expérience requise : nous vous formons.',
      ],
      language,
    );
  }
  if (language === 'es') return `${years}+ años de experiencia en un puesto similar`;
  if (language === 'fr') {
    return `Au moins ${years} ${years === 1 ? 'an' : 'ans'} d’expérience sur un poste similaire`;
  }
  return `${years}+ ${years === 1 ? 'year' : 'years'} of experience in a similar role`;
}

/** A salary amount rounded as an employer would write it (123,000; 45.5; 2,350,000). */
function roundAmount(value: number): number {
  if (value < 100) return Math.round(value * 2) / 2;
  if (value < 1000) return Math.round(value / 5) * 5;
  const step = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / step) * step;
}

const dayMs = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** Postings 1 … count, generated one at a time (a million never sit in memory together). */
export function* samplePostings(
  count: number,
  seed = 1,
  referenceDate = sampleReferenceDate,
): Generator<SamplePosting> {
  if (!isIsoDate(referenceDate)) throw new Error(`the reference date must be YYYY-MM-DD`);
  const reference = Date.parse(`${referenceDate}T00:00:00Z`);
  const random = new SeededRandom(seed);

  for (let n = 1; n <= count; n += 1) {
    const language = random.weighted(languages);
    const family = random.pick(roleFamilies);
    const sector = sectors[family.sector];
    const { level, years, pay } = random.weighted(
      (family.hourly ? hourlyLevels : levels).map((entry) => [entry, entry.weight] as const),
    );
    const place: Place = random.pick(placesByLanguage[language]);
    const country = place.country;

    const locals = (localCompaniesByCountry.get(country.name) ?? []).filter(
      (company) => sector.anyCompany || company.sector === family.sector,
    );
    const company =
      locals.length > 0 && random.chance(0.3)
        ? random.pick(locals)
        : random.pick(
            sector.anyCompany && random.chance(0.4) ? companies : companiesBySector[family.sector],
          );

    const remote = random.weighted<WorkplaceType | null>(
      sector.remoteFriendly
        ? [
            ['ON_SITE', 25],
            ['HYBRID', 35],
            ['REMOTE', 33],
            [null, 7],
          ]
        : [
            ['ON_SITE', 90],
            [null, 10],
          ],
    );

    let locations: string[];
    if (remote === 'REMOTE') {
      const remoteText = say(remoteWord, language);
      locations = random.weighted<string[]>([
        [[remoteText], 45],
        [[`${remoteText} (${country.name})`], 40],
        [[placeName(place), remoteText], 15],
      ]);
    } else {
      const others = country.cities.filter((city) => city !== place.city);
      const extra = others.length > 0 && random.chance(0.12) ? random.int(1, 2) : 0;
      locations = [place, ...random.sample(others, extra).map((city) => ({ city, country }))].map(
        placeName,
      );
      if (random.chance(0.03)) locations = [];
    }

    const employmentType: SamplePosting['employmentType'] =
      level === 'intern'
        ? 'INTERNSHIP'
        : random.weighted<SamplePosting['employmentType']>([
            ['FULL_TIME', 74],
            ['PART_TIME', family.hourly ? 14 : 4],
            ['CONTRACT', 10],
            ['TEMPORARY', 4],
            [null, 4],
          ]);

    let salary: SamplePosting['salary'] = null;
    if (country.pay !== null && random.chance(0.7)) {
      const period: SalaryPeriod = country.monthly ? 'MONTH' : family.hourly ? 'HOUR' : 'YEAR';
      const perPeriod = period === 'HOUR' ? 2080 : period === 'MONTH' ? 12 : 1;
      const base = (family.pay * pay * country.pay * (0.9 + random.next() * 0.2)) / perPeriod;
      const spread = 1.15 + random.next() * 0.25;
      salary = {
        min: roundAmount(base),
        max: random.chance(0.1) ? null : roundAmount(base * spread),
        currency: country.currency,
        period,
      };
    }

    const posted = reference - random.int(0, 59) * dayMs;
    const closesAt = random.chance(0.35) ? dayOf(posted + random.int(21, 60) * dayMs) : null;

    const title = titleOf(family, level, language);
    const where =
      remote === 'REMOTE'
        ? say(['to work remotely', 'para trabajar en remoto', 'en télétravail'], language)
        : say(['in {city}', 'en {city}', 'à {city}'], language).replace('{city}', place.city);
    const intro = fill(
      say(
        [
          '{company} is hiring {article} {title} {where}.',
          '{company} busca {title} {where}.',
          '{company} recrute un·e {title} {where}.',
        ],
        language,
      ),
      {
        company: company.name,
        article: /^[AEIO]/.test(title) ? 'an' : 'a',
        title,
        where,
      },
    );
    // The company is introduced by its own industry: an accounting firm can hire a designer.
    const about = fill(say(random.pick(sectors[company.sector].about), language), {
      company: company.name,
    });
    const intro2 = remote === 'HYBRID' ? `${about} ${say(hybridNote, language)}` : about;

    const focus = say(family.focus, language);
    const duties = random
      .sample(sector.duties, 3)
      .map((duty) => fill(say(duty, language), { focus }));
    const extraDuty = levelDuty[level];
    if (extraDuty) duties.push(say(extraDuty, language));

    const skillLine = (skill: Localized) =>
      random.chance(0.5)
        ? say(skillName(skill).text, language)
        : fill(random.pick(skillForms[language]), { skill: inSentence(skill, language) });
    const required = random
      .sample(family.required, random.int(3, Math.min(5, family.required.length)))
      .map(skillLine);
    const niceToHave = random
      .sample(family.niceToHave, random.int(1, Math.min(2, family.niceToHave.length)))
      .map(skillLine);
    const offer = random.sample(benefits[language], random.int(3, 4));

    const [dutiesHeading, bringHeading, niceHeading, offerHeading] = headings[language];
    const description = [
      `<p>${escapeHtml(sampleLabel[language])}</p>`,
      `<p>${escapeHtml(`${intro} ${intro2}`)}</p>`,
      `<p><strong>${dutiesHeading}</strong></p>`,
      list(duties),
      `<p><strong>${bringHeading}</strong></p>`,
      list([yearsLine(years, language), ...required]),
      `<p><strong>${niceHeading}</strong></p>`,
      list(niceToHave),
      `<p><strong>${offerHeading}</strong></p>`,
      list(offer),
    ].join('');

    yield {
      externalId: `sample-${n}`,
      title,
      company: company.name,
      locations,
      remote,
      employmentType,
      salary,
      postedAt: dayOf(posted),
      closesAt,
      description,
      applyUrl: `https://example.com/jobs/sample-${n}`,
      language,
    };
  }
}

/** One line of the feed file. */
export const sampleFeedLine = (posting: SamplePosting) => `${JSON.stringify(posting)}\n`;
