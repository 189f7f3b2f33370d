import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PostingRequirements } from './job-posting';
import { postingRequirements } from './posting-requirements';
import { skillDictionary } from './skill-dictionary';

const posting = (file: string) =>
  readFileSync(new URL(`./test-data/postings/${file}`, import.meta.url), 'utf8');

describe('postingRequirements on real postings (test-data/postings/README.md)', () => {
  const cases: Array<{ file: string; title: string; expected: PostingRequirements }> = [
    {
      // "Desirable"/"Desired" lines are preferred, but Ruby on Rails is listed again under
      // "Technical skills" with no cue, so it is required; "6+ months" is not years.
      file: 'en-applaudo-fullstack-developer.txt',
      title: 'Fullstack Developer (React + Golang)',
      expected: {
        skillsRequired: [
          'React',
          'Go',
          'JavaScript',
          'Node.js',
          'AWS',
          'IAM',
          'EC2',
          'S3',
          'DynamoDB',
          'SQS',
          'CloudWatch',
          'AWS Lambda',
          'Kinesis',
          'Microservices',
          'English',
          'Code review',
          'Scrum',
          'Ruby on Rails',
        ],
        skillsPreferred: ['Serverless', 'CI/CD', 'GitHub Actions'],
        seniority: 'MID',
        yearsRequired: 4,
      },
    },
    {
      // The company's own product (Splunk) is named throughout the job's description, and
      // "product management" is a team it works with: both read as asks (a known limit).
      // The "nice to have" of its prose names no skill; "What We Offer You" is skipped.
      file: 'en-splunk-junior-software-engineer.txt',
      title: 'Junior Software Engineer',
      expected: {
        skillsRequired: [
          'Splunk',
          'Product management',
          'Code review',
          'SDLC',
          'Agile',
          'Python',
          'Go',
          'C++',
          'REST',
          'Test-driven development',
          'Test automation',
          'Unit testing',
          'Integration testing',
        ],
        skillsPreferred: [],
        seniority: 'ENTRY',
        yearsRequired: null,
      },
    },
    {
      // Under "Would be a plus:", English comes with "you must be able to communicate": the
      // sentence's own cue wins. The fewest years asked are Golang's and the cloud's two.
      file: 'en-mobalytics-senior-backend-engineer.txt',
      title: 'Senior Backend Engineer (Golang)',
      expected: {
        skillsRequired: [
          'Go',
          'Google Cloud',
          'Kubernetes',
          'GKE',
          'PostgreSQL',
          'Redis',
          'ScyllaDB',
          'RabbitMQ',
          'Pub/Sub',
          'gRPC',
          'GraphQL',
          'WebSocket',
          'SQL',
          'NoSQL',
          'Microservices',
          'Design patterns',
          'English',
        ],
        skillsPreferred: [],
        seniority: 'SENIOR',
        yearsRequired: 2,
      },
    },
    {
      // No title; "Mínimo de 3 años" under "Experiencia:" gives the years, and so mid-level.
      file: 'es-front-end-developer.txt',
      title: '',
      expected: {
        skillsRequired: [
          'HTML',
          'CSS',
          'JavaScript',
          'TypeScript',
          'Node.js',
          'jQuery',
          'React',
          'Bootstrap',
          'Babel',
          'Webpack',
          'Gatsby',
          'Responsive design',
          'Progressive web apps',
          'Single-page applications',
          'Git',
          'Unit testing',
          'Mocha',
          'Jest',
          'Code review',
          'SonarQube',
          'DevOps',
          'Agile',
        ],
        skillsPreferred: [],
        seniority: 'MID',
        yearsRequired: 3,
      },
    },
    {
      // "Adicionalmente, valoraremos…:" and "…idealmente también nos gustaría que te
      // defendieras en…:" (a lead-in wrapped over two lines) make their lists preferred; AWS is
      // required from the opening paragraph. "¿Qué ofrecemos?" (English lessons), "Nuestra
      // cultura" and "Nuestra visión" are skipped; "entre 5 y 10 años" gives five years.
      file: 'es-osoco-software-engineer.txt',
      title: '¿Buscas nuevos desafíos como desarrollador de software?',
      expected: {
        skillsRequired: [
          'Cloud computing',
          'AWS',
          'Agile',
          'Extreme Programming',
          'Scrum',
          'Pair programming',
          'Object-oriented programming',
          'Domain-driven design',
          'JUnit',
          'TestNG',
          'Spock',
        ],
        skillsPreferred: [
          'Groovy',
          'Grails',
          'Gradle',
          'Smalltalk',
          'DevOps',
          'Linux',
          'Bash',
          'Puppet',
          'Chef',
          'EC2',
          'ECS',
          'CloudFormation',
          'AWS Lambda',
          'Docker',
          'OWASP',
        ],
        seniority: 'SENIOR',
        yearsRequired: 5,
      },
    },
    {
      // "depuis 3 ans" is the agency's age, in its skipped "Rémunération et avantages".
      file: 'fr-assistant-approvisionnement.txt',
      title: 'ASSISTANT APPROVISIONNEMENT (H/F)',
      expected: {
        skillsRequired: [
          'Procurement',
          'Supply chain management',
          'Logistics',
          'ERP',
          'Microsoft Office',
          'Excel',
        ],
        skillsPreferred: [],
        seniority: 'MID',
        yearsRequired: 3,
      },
    },
    {
      // "Un plus :" makes its list preferred; "Personnalité :" ends it. The client's "20 ans
      // d'expérience" is more than the "2 à 5 ans" asked, so the fewest years stay two.
      file: 'fr-ingenieur-support-applicatif.txt',
      title: 'Ingenieur support applicatif  (H/F)',
      expected: {
        skillsRequired: [
          'Zendesk',
          'SQL',
          'Visual Studio',
          'Microsoft Office',
          'SharePoint',
          'Power BI',
          'English',
        ],
        skillsPreferred: ['C#', 'Java', 'Azure', 'DevOps'],
        seniority: 'MID',
        yearsRequired: 2,
      },
    },
  ];

  it.each(cases)('$file', ({ file, title, expected }) => {
    expect(postingRequirements(title, posting(file))).toEqual(expected);
  });
});

describe('required or preferred', () => {
  const extract = (text: string) => postingRequirements('', text);

  it('reads section headings in English, Spanish and French', () => {
    expect(
      extract('Requirements\nPython and SQL\n\nNice to have\nExperience with Kubernetes\nGo, Rust'),
    ).toMatchObject({
      skillsRequired: ['Python', 'SQL'],
      skillsPreferred: ['Kubernetes', 'Go', 'Rust'],
    });
    expect(
      extract('## Bonus points\n- Terraform\n## What you will do\n- Build on AWS'),
    ).toMatchObject({ skillsRequired: ['AWS'], skillsPreferred: ['Terraform'] });
    expect(
      extract('Requisitos:\n- Java\n- Spring Boot\nSe valorará:\n- Kafka\n- Docker'),
    ).toMatchObject({
      skillsRequired: ['Java', 'Spring Boot'],
      skillsPreferred: ['Apache Kafka', 'Docker'],
    });
    expect(extract('Profil recherché :\n- PHP, Symfony\nAtouts :\n- Vue.js')).toMatchObject({
      skillsRequired: ['PHP', 'Symfony'],
      skillsPreferred: ['Vue.js'],
    });
    expect(extract('Profil recherché :\n- PHP, Symfony\nUn atout :\n- Vue.js')).toMatchObject({
      skillsRequired: ['PHP', 'Symfony'],
      skillsPreferred: ['Vue.js'],
    });
  });

  it('lets a sentence’s own cue win over its section', () => {
    expect(
      extract(
        'Requirements:\n- Strong React. Experience with GraphQL is a plus.\n- TypeScript preferred; Jest required',
      ),
    ).toMatchObject({
      skillsRequired: ['React', 'Jest'],
      skillsPreferred: ['GraphQL', 'TypeScript'],
    });
    expect(
      extract('Nice to have:\n- Docker\n- You must know Linux\n- Se valorará experiencia en Go.'),
    ).toMatchObject({ skillsRequired: ['Linux'], skillsPreferred: ['Docker', 'Go'] });
    expect(extract('Excel est indispensable, Power BI serait un plus.')).toMatchObject({
      skillsRequired: [],
      skillsPreferred: ['Excel', 'Power BI'],
    });
    expect(extract('Excel est indispensable. Power BI serait un plus.')).toMatchObject({
      skillsRequired: ['Excel'],
      skillsPreferred: ['Power BI'],
    });
  });

  it('counts a skill with no cue, and one in the title, as required; both kinds as required only', () => {
    expect(postingRequirements('Senior Go Developer', 'We build with Kafka.')).toMatchObject({
      skillsRequired: ['Go', 'Apache Kafka'],
      skillsPreferred: [],
    });
    expect(extract('Nice to have: Docker.\nRequirements:\n- Docker, Helm')).toMatchObject({
      skillsRequired: ['Docker', 'Helm'],
      skillsPreferred: [],
    });
  });

  it('skips what the company is and offers', () => {
    expect(
      extract(
        'About us\nWe are the makers of Salesforce tools and love Kubernetes.\n\nRequirements\n- Python\n\nBenefits\n- Free Spanish lessons',
      ),
    ).toMatchObject({ skillsRequired: ['Python'], skillsPreferred: [] });
    expect(
      extract(
        '¿Qué ofrecemos?\n- Clases de inglés\nRequisitos:\n- SQL\nAvantages :\n- Cours d’anglais',
      ),
    ).toMatchObject({ skillsRequired: ['SQL'], skillsPreferred: [] });
  });

  it('reads no skill out of web or mail addresses', () => {
    expect(
      extract('Apply at https://jobs.example.com/react-golang-developer or react@golang.dev'),
    ).toMatchObject({ skillsRequired: [], skillsPreferred: [] });
  });
});

describe('years of experience', () => {
  const years = (text: string) => postingRequirements('', text).yearsRequired;

  it('reads the fewest years asked, however they are written', () => {
    expect(years('3+ years of experience with Python')).toBe(3);
    expect(years('At least 5 years in backend development')).toBe(5);
    expect(years('5-7 years of experience')).toBe(5);
    expect(years('5 to 7 years experience')).toBe(5);
    expect(years('A minimum of two years of experience')).toBe(2);
    expect(years('Twelve years of experience, or fifteen years')).toBe(12);
    expect(years('Five (5) years of professional experience')).toBe(5);
    expect(years('1.5 years of experience')).toBe(1.5);
    expect(years('Senior: 8+ yrs. Lead: 10+ yrs.')).toBe(8);
    expect(years('3 años de experiencia en ventas')).toBe(3);
    expect(years('Experiencia durante 3 años en ventas')).toBe(3);
    expect(years('Mínimo dos años como contable')).toBe(2);
    expect(years('Experiencia de entre 4 y 6 años')).toBe(4);
    expect(years("5 ans d'expérience en comptabilité")).toBe(5);
    expect(years('Une expérience de deux années minimum')).toBe(2);
    expect(years('Vous avez 2 à 5 ans d’expérience')).toBe(2);
    expect(years('Experience:\n- 6 years building APIs\n- 4 years with Go')).toBe(4);
  });

  it('ignores years that are not experience', () => {
    expect(years('Founded 20 years ago, we sell laptops with a 2 years warranty.')).toBeNull();
    expect(years('We have been in business for 30 years.')).toBeNull();
    expect(years('Fundada hace 15 años. Somos 200 personas.')).toBeNull();
    expect(years("L'acteur de l'emploi depuis 3 ans, avec 10 ans de garantie.")).toBeNull();
    expect(years('Salary $120,000 a year; 401(k); 2 weeks of vacation')).toBeNull();
    expect(years('6+ months of experience with Golang')).toBeNull();
    expect(years('Our experienced team was founded 20 years ago.')).toBeNull();
    expect(years('Experience matters: our laptops carry a 2 years warranty.')).toBeNull();
  });
});

describe('seniority', () => {
  const seniority = (title: string, text = '') => postingRequirements(title, text).seniority;

  it('comes from the title first', () => {
    expect(seniority('Software Engineering Intern')).toBe('INTERN');
    expect(seniority('Becario de marketing')).toBe('INTERN');
    expect(seniority('Stagiaire développeur')).toBe('INTERN');
    expect(seniority('Jr. Accountant', '10+ years of experience')).toBe('ENTRY');
    expect(seniority('Graduate Nurse')).toBe('ENTRY');
    expect(seniority('Entry-Level Sales Associate')).toBe('ENTRY');
    expect(seniority('Sr. Product Designer')).toBe('SENIOR');
    expect(seniority('Développeur Sénior', '1 year of experience')).toBe('SENIOR');
    expect(seniority('Desarrollador Java Semi Senior')).toBe('MID');
    expect(seniority('Mid-Level Go Developer')).toBe('MID');
    expect(seniority('Lead Data Engineer')).toBe('LEAD');
    expect(seniority('Staff Software Engineer')).toBe('LEAD');
    expect(seniority('Principal Designer')).toBe('LEAD');
    expect(seniority('Head of Growth')).toBe('EXECUTIVE');
    expect(seniority('Senior Director, Finance')).toBe('EXECUTIVE');
    expect(seniority('VP of Engineering')).toBe('EXECUTIVE');
    expect(seniority('Chief Nursing Officer')).toBe('EXECUTIVE');
    expect(seniority('Directrice commerciale')).toBe('EXECUTIVE');
  });

  it('comes from the years when the title names none, and is unknown without either', () => {
    expect(seniority('Accountant', '1 year of experience')).toBe('ENTRY');
    expect(seniority('Accountant', '0-1 years of experience')).toBe('ENTRY');
    expect(seniority('Accountant', '2+ years of experience')).toBe('MID');
    expect(seniority('Accountant', '4 years of experience')).toBe('MID');
    expect(seniority('Accountant', '5 years of experience')).toBe('SENIOR');
    expect(seniority('Accountant', 'Excel and SAP.')).toBeNull();
    expect(seniority('Lead Generation Specialist')).toBeNull();
    expect(seniority('Internal Auditor')).toBeNull();
  });
});

describe('robustness', () => {
  it('keeps linear work on long and hostile descriptions', () => {
    const hostile = [
      '9'.repeat(10_000),
      ' '.repeat(10_000) + 'years',
      '5 '.repeat(5_000) + 'years of experience',
      'Requirements:\n'.repeat(700),
      '- '.repeat(5_000) + 'Go',
      'C+'.repeat(5_000),
      'a@'.repeat(5_000),
      'x.'.repeat(5_000) + '@example.com',
    ];
    for (const text of hostile) {
      const result = postingRequirements('Senior '.repeat(1_000), text);
      expect(result.seniority).toBe('SENIOR');
    }
    expect(postingRequirements('', '5 '.repeat(5_000) + 'years of experience').yearsRequired).toBe(
      5,
    );
  });

  it('uses the dictionary it is given, as configuration extends it', () => {
    const dictionary = skillDictionary([
      { name: 'Knitting', category: 'trades', aliases: ['tricot'] },
    ]);
    expect(postingRequirements('', 'Tricot : un plus.', dictionary).skillsPreferred).toEqual([
      'Knitting',
    ]);
  });
});
