import type { LibraryEdu, LibrarySkill, LibraryWork, ResumeLibrary } from '../resume';

/** Libraries for the matching engine's tests: small builders and a senior backend engineer's. */

export const today = '2026-11-27';

/** The n-th event id (a UUID, as resumes require). */
export const eventId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function work(
  id: string,
  position: string,
  company: string,
  startDate: string,
  endDate: string | null,
  bullets: string[] = [],
): LibraryWork {
  return {
    id,
    company,
    position,
    location: '',
    link: '',
    startDate,
    startDatePrecision: 'MONTH',
    endDate,
    endDatePrecision: 'MONTH',
    accomplishments: bullets.map((description, index) => ({
      id: `${(index + 1).toString(16)}${id.slice(1)}`,
      uuid: null,
      description,
    })),
  };
}

export function edu(id: string, degree: string, major: string, endDate: string): LibraryEdu {
  return {
    id,
    university: 'State University',
    degree,
    major,
    minor: '',
    location: '',
    link: '',
    startDate: null,
    startDatePrecision: 'MONTH',
    endDate,
    endDatePrecision: 'MONTH',
    attending: false,
    accomplishments: [],
    coursework: [],
  };
}

export const skill = (id: string, name: string, keywords: string[] = []): LibrarySkill => ({
  id,
  name,
  category: '',
  level: null,
  keywords,
});

export const backend: ResumeLibrary = {
  work: [
    work(eventId(1), 'Senior Software Engineer', 'Acme', '2021-03', null, [
      'Cut p95 latency of the Golang billing service by 40% with PostgreSQL index tuning',
      'Moved 30 services to Kubernetes on AWS',
    ]),
    work(eventId(2), 'Software Engineer', 'Globex', '2016-01', '2021-02', [
      'Built the Python data pipeline that bills 2M customers',
      'Wrote the REST API in Django',
    ]),
  ],
  edu: [edu(eventId(3), 'Bachelor of Science', 'Computer Science', '2015-06')],
  skills: [skill(eventId(4), 'Terraform'), skill(eventId(5), 'Docker', ['Docker Compose'])],
};
