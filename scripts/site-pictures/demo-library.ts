/**
 * The demo user the site's pictures show: Alex Morgan, a software engineer, signed up through the
 * identity service and given a believable library, resumes, a cover letter and job applications
 * through the same GraphQL and REST API the web app calls. Names and dates are fixed, except the
 * tracker's, which are relative to today because its Due and Statistics views count from today.
 * The user's text is English whatever language the pictures are taken in: it is the user's content.
 */

export const demoAccount = {
  email: 'alex.morgan@example.com',
  password: 'a sturdy passphrase 42',
  firstName: 'Alex',
  lastName: 'Morgan',
};

/** What the pictures open: the ids of the seeded records they show. */
export interface DemoLibrary {
  educationId: string;
  resumeId: string;
  designedResumeId: string;
  /** The public link of the designed resume (`/r/{shareId}`). */
  shareId: string;
  coverLetterId: string;
  sentApplicationId: string;
}

interface Api {
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
}

/** A session cookie, an ID token, and the calls made with it. */
async function signUp(origin: string): Promise<Api> {
  const send = async (url: string, init: RequestInit) => {
    const response = await fetch(`${origin}${url}`, init);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response;
  };
  const json = { 'content-type': 'application/json', origin };
  await send('/api/auth/sign-up/email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      ...demoAccount,
      name: `${demoAccount.firstName} ${demoAccount.lastName}`,
    }),
  });
  const signIn = await send('/api/auth/sign-in/email', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: demoAccount.email, password: demoAccount.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { token } = (await (await send('/api/auth/token', { headers: { cookie } })).json()) as {
    token: string;
  };
  const authorised = { ...json, authorization: `Bearer ${token}` };
  return {
    async graphql<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await send('/graphql', {
        method: 'POST',
        headers: authorised,
        body: JSON.stringify({ query, variables }),
      });
      const answer = (await response.json()) as { data?: T; errors?: unknown[] };
      if (answer.errors || !answer.data) {
        throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}\n${query}`);
      }
      return answer.data;
    },
    async post<T>(path: string, body: unknown) {
      const response = await send(path, {
        method: 'POST',
        headers: authorised,
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
  };
}

const jobs = [
  {
    position: 'Senior Software Engineer',
    company: 'Northwind Labs',
    location: 'Berlin, Germany',
    startDate: '2021-04',
    bullets: [
      'Cut checkout load time from 4.2 s to 1.3 s by rendering at the edge, lifting conversion by 6 %',
      'Led 5 engineers to ship the subscriptions platform, now billing €18M a year',
      'Reduced cloud spend by 31 % ($420K a year) by right-sizing 140 services and adding autoscaling',
      'Mentored 6 engineers; 4 were promoted within 18 months',
    ],
  },
  {
    position: 'Software Engineer',
    company: 'Contoso Health',
    location: 'London, UK',
    startDate: '2018-02',
    endDate: '2021-03',
    bullets: [
      'Built the appointment booking API serving 2.5M requests a day at 99.98 % uptime',
      'Took releases from every 2 weeks to daily by automating tests and deploys (CI from 45 to 12 min)',
      'Migrated 38M patient records to PostgreSQL with zero downtime and no data loss',
      'Cut support tickets about bookings by 40 % by redesigning the reschedule flow with nurses',
    ],
  },
  {
    position: 'Web Developer',
    company: 'Fabrikam Studio',
    location: 'Manchester, UK',
    startDate: '2016-09',
    endDate: '2018-01',
    bullets: [
      'Shipped 14 client websites on time, averaging a Lighthouse performance score of 95',
      'Wrote an image pipeline that cut page weight by 60 % across 40 sites',
      'Brought first response to support requests from 2 days to 4 hours for 30 clients',
    ],
  },
];

const education = [
  {
    university: 'University of Edinburgh',
    degree: 'MSc',
    major: 'Computer Science',
    location: 'Edinburgh, UK',
    startDate: '2015-09',
    endDate: '2016-08',
    coursework: [
      'Distributed Systems',
      'Machine Learning',
      'Human–Computer Interaction',
      'Algorithms and Data Structures',
      'Software Testing',
    ],
    accomplishments: [
      'Dissertation on offline-first data sync graded Distinction (78 %)',
      'Teaching assistant for 120 first-year students in Informatics 1',
    ],
  },
  {
    university: 'University of Leeds',
    degree: 'BSc',
    major: 'Mathematics',
    location: 'Leeds, UK',
    startDate: '2012-09',
    endDate: '2015-06',
    coursework: [],
    accomplishments: ['First-class honours; final-year project on graph colouring algorithms'],
  },
];

const skills = [
  { name: 'TypeScript', category: 'Languages', level: 'EXPERT' },
  { name: 'Go', category: 'Languages', level: 'ADVANCED' },
  { name: 'SQL', category: 'Languages', level: 'EXPERT' },
  { name: 'React', category: 'Frontend', level: 'EXPERT' },
  { name: 'Accessibility (WCAG 2.2)', category: 'Frontend', level: 'ADVANCED' },
  { name: 'PostgreSQL', category: 'Infrastructure', level: 'EXPERT' },
  { name: 'Kubernetes', category: 'Infrastructure', level: 'ADVANCED' },
  { name: 'AWS', category: 'Infrastructure', level: 'ADVANCED' },
];

const paragraphs = [
  {
    kind: 'OPENING',
    title: 'Opening: product engineering',
    tags: ['engineering'],
    text: 'I am writing to apply for the {position} role at {company}. I build fast, accessible products end to end, and your focus on tools people use every day is exactly the work I want to do next.',
  },
  {
    kind: 'BODY',
    title: 'Performance and revenue',
    tags: ['engineering', 'impact'],
    text: 'At Northwind Labs I cut checkout load time from 4.2 s to 1.3 s, which lifted conversion by 6 %, and led five engineers to ship a subscriptions platform that now bills €18M a year.',
  },
  {
    kind: 'BODY',
    title: 'Reliability at scale',
    tags: ['engineering', 'reliability'],
    text: 'Before that, at Contoso Health, I built a booking API serving 2.5M requests a day at 99.98 % uptime and moved 38M records to PostgreSQL without downtime.',
  },
  {
    kind: 'CLOSING',
    title: 'Closing: conversation',
    tags: ['closing'],
    text: 'I would welcome the chance to talk about how I could help {company} ship with confidence. Thank you for your time and consideration.',
  },
];

/** A day `offset` days from today, YYYY-MM-DD (the tracker's views count from today). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
}

type Stage = 'SAVED' | 'APPLIED' | 'INTERVIEWING' | 'OFFER' | 'REJECTED';

/** Applications: company, position, stages with their days before today, and the rest. */
const applications: Array<{
  company: string;
  position: string;
  location: string;
  remote: 'ON_SITE' | 'HYBRID' | 'REMOTE';
  steps: Array<[Stage, number]>;
  excitement?: number;
  followUp?: number;
  deadline?: number;
  source?: string;
  salary?: [number, number];
  notes?: string;
  contact?: { name: string; role: string; email: string };
}> = [
  {
    company: 'Tailwind Traders',
    position: 'Product Engineer',
    location: 'Amsterdam',
    remote: 'HYBRID',
    steps: [
      ['SAVED', 40],
      ['APPLIED', 37],
      ['INTERVIEWING', 24],
    ],
    excitement: 5,
    followUp: -2,
    source: 'Referral',
    salary: [85_000, 100_000],
    notes:
      'Second interview went well: system design on a booking flow. Ask Jordan about the team’s on-call rota.',
    contact: { name: 'Jordan Lee', role: 'Engineering manager', email: 'jordan.lee@example.com' },
  },
  {
    company: 'Fourth Coffee',
    position: 'Senior Frontend Engineer',
    location: 'Remote (EU)',
    remote: 'REMOTE',
    steps: [
      ['APPLIED', 30],
      ['INTERVIEWING', 21],
      ['OFFER', 6],
    ],
    excitement: 4,
    deadline: 5,
    salary: [80_000, 92_000],
    source: 'Company site',
  },
  {
    company: 'Wide World Importers',
    position: 'Staff Engineer',
    location: 'London',
    remote: 'HYBRID',
    steps: [
      ['SAVED', 26],
      ['APPLIED', 25],
    ],
    excitement: 3,
    followUp: 0,
    source: 'LinkedIn',
  },
  {
    company: 'Adventure Works',
    position: 'Senior Software Engineer',
    location: 'Berlin',
    remote: 'ON_SITE',
    steps: [
      ['APPLIED', 33],
      ['INTERVIEWING', 19],
    ],
    excitement: 4,
    followUp: 3,
    source: 'Recruiter',
  },
  {
    company: 'Proseware',
    position: 'Platform Engineer',
    location: 'Remote',
    remote: 'REMOTE',
    steps: [
      ['APPLIED', 45],
      ['REJECTED', 31],
    ],
    source: 'LinkedIn',
  },
  {
    company: 'Litware',
    position: 'Backend Engineer',
    location: 'Munich',
    remote: 'HYBRID',
    steps: [
      ['APPLIED', 18],
      ['INTERVIEWING', 9],
    ],
    excitement: 3,
    followUp: 6,
    source: 'Company site',
  },
  {
    company: 'Lucerne Publishing',
    position: 'Full-stack Engineer',
    location: 'Zurich',
    remote: 'HYBRID',
    steps: [['APPLIED', 12]],
    excitement: 3,
    source: 'Referral',
  },
  {
    company: 'Woodgrove Bank',
    position: 'Senior Engineer, Payments',
    location: 'Dublin',
    remote: 'HYBRID',
    steps: [
      ['APPLIED', 52],
      ['INTERVIEWING', 41],
      ['REJECTED', 28],
    ],
    source: 'Recruiter',
  },
  {
    company: 'Alpine Ski House',
    position: 'Software Engineer',
    location: 'Innsbruck',
    remote: 'ON_SITE',
    steps: [['SAVED', 8]],
    excitement: 2,
    deadline: 9,
  },
  {
    company: 'Coho Winery',
    position: 'Frontend Lead',
    location: 'Lisbon',
    remote: 'REMOTE',
    steps: [['SAVED', 4]],
    excitement: 4,
    deadline: 12,
  },
  {
    company: 'Margie’s Travel',
    position: 'Product Engineer',
    location: 'Barcelona',
    remote: 'HYBRID',
    steps: [
      ['SAVED', 16],
      ['APPLIED', 15],
    ],
    excitement: 3,
    source: 'LinkedIn',
  },
  {
    company: 'Blue Yonder Airlines',
    position: 'Senior Software Engineer',
    location: 'Paris',
    remote: 'HYBRID',
    steps: [
      ['APPLIED', 60],
      ['REJECTED', 50],
    ],
    source: 'Company site',
  },
];

const id = '{ id }';

/** Signs the demo user up on the server at `origin` and seeds everything the pictures show. */
export async function seedDemoLibrary(origin: string): Promise<DemoLibrary> {
  const api = await signUp(origin);
  await api.graphql(
    `mutation ($input: CreateUserInput!) { user { createUser(input: $input) ${id} } }`,
    {
      input: {
        firstName: demoAccount.firstName,
        lastName: demoAccount.lastName,
        email: demoAccount.email,
        isAnonymous: false,
      },
    },
  );

  for (const { bullets, ...job } of [...jobs].reverse()) {
    await api.graphql(
      `mutation ($input: WorkEventInput!) { event { createWorkEvent(input: $input) ${id} } }`,
      { input: { ...job, accomplishments: bullets.map((description) => ({ description })) } },
    );
  }
  const educationIds: string[] = [];
  for (const entry of [...education].reverse()) {
    const created = await api.graphql<{ event: { createEduEvent: { id: string } } }>(
      `mutation ($input: EduEventInput!) { event { createEduEvent(input: $input) ${id} } }`,
      {
        input: {
          ...entry,
          coursework: entry.coursework.map((description) => ({ description })),
          accomplishments: entry.accomplishments.map((description) => ({ description })),
        },
      },
    );
    educationIds.unshift(created.event.createEduEvent.id);
  }
  for (const skill of skills) {
    await api.graphql(
      `mutation ($input: SkillEventInput!) { event { createSkillEvent(input: $input) ${id} } }`,
      { input: skill },
    );
  }
  const paragraphIds: string[] = [];
  for (const paragraph of paragraphs) {
    const created = await api.graphql<{ event: { createCoverLetterEvent: { id: string } } }>(
      `mutation ($input: CoverLetterEventInput!) { event { createCoverLetterEvent(input: $input) ${id} } }`,
      { input: paragraph },
    );
    paragraphIds.push(created.event.createCoverLetterEvent.id);
  }

  const header = {
    name: 'Alex Morgan',
    headline: 'Senior Software Engineer',
    email: 'alex.morgan@example.com',
    phone: '+49 30 1234 5678',
    location: 'Berlin, Germany',
    links: [{ label: 'GitHub', url: 'https://github.com/alexmorgan' }],
  };
  const summary =
    'Software engineer with 9 years of building fast, accessible web products, from checkout flows to booking APIs at millions of requests a day.';
  const createResume = async (
    input: Record<string, unknown>,
    theme: Record<string, unknown> = {},
  ) => {
    const created = await api.graphql<{
      resume: { createResume: { id: string; content: Record<string, unknown> } };
    }>(
      `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content } } }`,
      { input },
    );
    const { id: resumeId, content } = created.resume.createResume;
    await api.graphql(
      `mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) ${id} } }`,
      {
        id: resumeId,
        input: {
          content: {
            ...content,
            header,
            summary,
            theme: { ...(content.theme as object), ...theme },
          },
        },
      },
    );
    return resumeId;
  };
  const resumeId = await createResume({
    name: 'Senior Software Engineer',
    targetJob: { title: 'Senior Software Engineer', company: 'Adventure Works' },
    paper: 'A4',
  });
  const designedResumeId = await createResume(
    {
      name: 'Product Engineer — Tailwind Traders',
      targetJob: { title: 'Product Engineer', company: 'Tailwind Traders' },
      template: 'MODERN',
      paper: 'A4',
    },
    { accentColor: '#0f766e', font: 'Inter' },
  );
  await createResume({ name: 'Backend Engineer, one page', template: 'COMPACT', paper: 'A4' });
  const shared = await api.graphql<{ resume: { setResumeSharing: { share: { id: string } } } }>(
    `mutation ($id: ID!, $input: DocumentSharingInput!) { resume { setResumeSharing(id: $id, input: $input) { share { id } } } }`,
    { id: designedResumeId, input: { enabled: true, indexable: false } },
  );

  const letter = await api.graphql<{
    coverLetter: { createCoverLetter: { id: string; content: Record<string, unknown> } };
  }>(
    `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { id content } } }`,
    {
      input: {
        name: 'Tailwind Traders — Product Engineer',
        resumeId: designedResumeId,
        targetJob: {
          position: 'Product Engineer',
          company: 'Tailwind Traders',
          hiringManager: 'Jordan Lee',
        },
      },
    },
  );
  const coverLetterId = letter.coverLetter.createCoverLetter.id;
  await api.graphql(
    `mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) ${id} } }`,
    {
      id: coverLetterId,
      input: {
        content: {
          ...letter.coverLetter.createCoverLetter.content,
          date: '2026-10-05',
          recipient: {
            name: 'Jordan Lee',
            company: 'Tailwind Traders',
            address: 'Herengracht 420\n1017 BZ Amsterdam',
          },
          greeting: 'Dear Jordan Lee,',
          paragraphs: paragraphIds.map((eventId, index) => ({
            id: `paragraph-${index + 1}`,
            eventId,
            text: null,
          })),
          closing: 'Kind regards,',
          signature: 'Alex Morgan',
          enclosure: true,
        },
      },
    },
  );

  let sentApplicationId = '';
  for (const application of applications) {
    const { steps, followUp, deadline, salary, contact, ...fields } = application;
    const created = await api.graphql<{ job: { createJobApplication: { id: string } } }>(
      `mutation ($input: CreateJobApplicationInput!) { job { createJobApplication(input: $input) ${id} } }`,
      {
        input: {
          ...fields,
          postingUrl: `https://jobs.example.com/${fields.company.toLowerCase().replace(/\W+/g, '-')}`,
          stage: steps.at(-1)![0],
          history: steps.map(([stage, daysAgo]) => ({ stage, at: day(-daysAgo) })),
          ...(followUp === undefined ? {} : { nextFollowUp: day(followUp) }),
          ...(deadline === undefined ? {} : { deadline: day(deadline) }),
          ...(salary
            ? { salary: { min: salary[0], max: salary[1], currency: 'EUR', period: 'YEAR' } }
            : {}),
          ...(contact ? { contacts: [{ id: 'contact-1', ...contact }] } : {}),
        },
      },
    );
    if (!sentApplicationId) sentApplicationId = created.job.createJobApplication.id;
  }
  for (const [kind, documentId] of [
    ['RESUME', designedResumeId],
    ['COVER_LETTER', coverLetterId],
  ] as const) {
    await api.post(`/api/job-applications/${sentApplicationId}/documents`, { kind, documentId });
  }

  return {
    educationId: educationIds[0]!,
    resumeId,
    designedResumeId,
    shareId: shared.resume.setResumeSharing.share.id,
    coverLetterId,
    sentApplicationId,
  };
}
