/**
 * The partner platform's customers and their history, in memory: the seeded users, the users
 * tests create through the control API, and the record shapes of the partner REST API (docs/product/data.md).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** One accomplishment bullet on a partner record. */
export type PartnerAccomplishment = { uuid: string; description: string };

/** `GET /api/work-experiences` record. Dates are `YYYY-MM-DD`; `finish_date` null = current job. */
export type PartnerWorkExperience = {
  uuid: string;
  company_name: string;
  job_title: string;
  start_date: string;
  finish_date: string | null;
  accomplishments: PartnerAccomplishment[];
};

/** `GET /api/educational-experiences` record. `finish_date` may lie in the future (attending). */
export type PartnerEducationalExperience = {
  uuid: string;
  school: string;
  education_level: string;
  field_of_study: string;
  finish_date: string | null;
  accomplishments: PartnerAccomplishment[];
};

export type PartnerUser = {
  /** The partner customer id: the OIDC `sub` and the REST API's `customer_id`. */
  customerId: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  workExperiences: PartnerWorkExperience[];
  educationalExperiences: PartnerEducationalExperience[];
};

/** The password of every seeded user, and the default for created ones. */
export const devPassword = 'partner-dev-password';

export const seededCustomerIds = {
  rich: '00000000-0000-4000-8000-000000000001',
  empty: '00000000-0000-4000-8000-000000000002',
} as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');

const accomplishmentInput = z.union([
  z.string().min(1),
  z.object({ uuid: z.string().min(1).optional(), description: z.string().min(1) }),
]);

const workInput = z.object({
  uuid: z.string().min(1).optional(),
  company_name: z.string(),
  job_title: z.string(),
  start_date: date,
  finish_date: date.nullable().optional(),
  accomplishments: z.array(accomplishmentInput).default([]),
});

const educationInput = z.object({
  uuid: z.string().min(1).optional(),
  school: z.string(),
  education_level: z.string(),
  field_of_study: z.string(),
  finish_date: date.nullable().optional(),
  accomplishments: z.array(accomplishmentInput).default([]),
});

/** The body of `POST /__control/users`. */
export const createUserInputSchema = z.object({
  customerId: z.string().min(1).max(200).optional(),
  email: z.email().optional(),
  password: z.string().min(1).optional(),
  givenName: z.string().default('Test'),
  familyName: z.string().default('Customer'),
  workExperiences: z.array(workInput).default([]),
  educationalExperiences: z.array(educationInput).default([]),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

const toAccomplishments = (items: z.infer<typeof accomplishmentInput>[]) =>
  items.map((item) =>
    typeof item === 'string'
      ? { uuid: randomUUID(), description: item }
      : { uuid: item.uuid ?? randomUUID(), description: item.description },
  );

/** An education that finishes in the future, relative to today (so "attending" applies). */
function nextYear(monthDay: string) {
  return `${new Date().getUTCFullYear() + 1}-${monthDay}`;
}

function seedUsers(): PartnerUser[] {
  return [
    {
      customerId: seededCustomerIds.rich,
      email: 'rich@partner.example',
      password: devPassword,
      givenName: 'Renée',
      familyName: 'Núñez-Åkesson',
      workExperiences: [
        {
          uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000000101',
          company_name: 'Société Générale',
          job_title: 'Senior Software Engineer',
          start_date: '2021-03-01',
          finish_date: null,
          accomplishments: [
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001011',
              description:
                'Cut payment-processing latency by 38% by redesigning the ledger service',
            },
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001012',
              description: 'Mentored four engineers; two were promoted within a year',
            },
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001013',
              description: 'Led the migration of 120 services to Kubernetes with zero downtime',
            },
          ],
        },
        {
          uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000000102',
          company_name: 'Café Müller GmbH',
          job_title: 'Full-stack Developer',
          start_date: '2017-09-15',
          finish_date: '2021-02-26',
          accomplishments: [
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001021',
              description: 'Built the online ordering platform used by 35 cafés (React, Node.js)',
            },
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001022',
              description: 'Introduced automated tests, raising coverage from 12% to 81%',
            },
          ],
        },
        {
          uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000000103',
          company_name: 'Ñandú Logística',
          job_title: 'Junior Developer',
          start_date: '2015-06-01',
          finish_date: '2017-08-31',
          accomplishments: [
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000001031',
              description: 'Automated route planning reports, saving 10 hours a week',
            },
          ],
        },
      ],
      educationalExperiences: [
        {
          uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000000201',
          school: 'Université de Montréal',
          education_level: "Master's degree",
          field_of_study: 'Informatique',
          finish_date: nextYear('06-15'),
          accomplishments: [
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000002011',
              description: 'Thesis on privacy-preserving résumé matching',
            },
          ],
        },
        {
          uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000000202',
          school: 'Universidad Politécnica de Madrid',
          education_level: "Bachelor's degree",
          field_of_study: 'Ingeniería Informática',
          finish_date: '2015-05-31',
          accomplishments: [
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000002021',
              description: 'Graduated with honours (matrícula de honor)',
            },
            {
              uuid: '5f0c2a8e-1b7d-4e39-9c1a-000000002022',
              description: 'President of the programming club',
            },
          ],
        },
      ],
    },
    {
      customerId: seededCustomerIds.empty,
      email: 'empty@partner.example',
      password: devPassword,
      givenName: 'Eddie',
      familyName: 'Empty',
      workExperiences: [],
      educationalExperiences: [],
    },
  ];
}

export class UserStore {
  #users = new Map<string, PartnerUser>();

  constructor() {
    this.reset();
  }

  /** Back to the seeded users only. */
  reset() {
    this.#users = new Map(seedUsers().map((user) => [user.customerId, user]));
  }

  list() {
    return [...this.#users.values()];
  }

  seeded() {
    return Object.values(seededCustomerIds).flatMap((id) => this.#users.get(id) ?? []);
  }

  find(customerId: string) {
    return this.#users.get(customerId);
  }

  findByEmail(email: string) {
    const wanted = email.trim().toLowerCase();
    return this.list().find((user) => user.email.toLowerCase() === wanted);
  }

  /** Adds a user; throws a message for the caller when the email or id is taken. */
  create(input: z.output<typeof createUserInputSchema>): PartnerUser {
    const customerId = input.customerId ?? randomUUID();
    const email = input.email ?? `customer-${customerId.slice(0, 8)}@partner.example`;
    if (this.#users.has(customerId)) throw new Error(`customer id ${customerId} is taken`);
    if (this.findByEmail(email)) throw new Error(`email ${email} is taken`);
    const user: PartnerUser = {
      customerId,
      email,
      password: input.password ?? devPassword,
      givenName: input.givenName,
      familyName: input.familyName,
      workExperiences: input.workExperiences.map((work) => ({
        uuid: work.uuid ?? randomUUID(),
        company_name: work.company_name,
        job_title: work.job_title,
        start_date: work.start_date,
        finish_date: work.finish_date ?? null,
        accomplishments: toAccomplishments(work.accomplishments),
      })),
      educationalExperiences: input.educationalExperiences.map((education) => ({
        uuid: education.uuid ?? randomUUID(),
        school: education.school,
        education_level: education.education_level,
        field_of_study: education.field_of_study,
        finish_date: education.finish_date ?? null,
        accomplishments: toAccomplishments(education.accomplishments),
      })),
    };
    this.#users.set(customerId, user);
    return user;
  }
}
