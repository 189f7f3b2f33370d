import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter } from './user-text';
import {
  jobPostingLimits,
  NoPostingFoundError,
  plainTextOf,
  readJobPostingPage,
} from './job-posting-page';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
/** As sites embed it: "</" written "<\\/" so the text cannot close the script element. */
const ldScript = (value: unknown) =>
  `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value).replaceAll('</', '<\\/')}</script>`;

describe('reading a job posting page', () => {
  it('reads a Greenhouse-style JobPosting: HTML description, PostalAddress, QuantitativeValue', () => {
    const draft = readJobPostingPage(
      page(
        ldScript({
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: '  Senior   Backend Engineer ',
          hiringOrganization: {
            '@type': 'Organization',
            name: 'Acme Corp',
            sameAs: 'https://acme.example',
          },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: 'Lyon',
              addressRegion: 'Auvergne-Rhône-Alpes',
              addressCountry: { '@type': 'Country', name: 'FR' },
            },
          },
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'eur',
            value: {
              '@type': 'QuantitativeValue',
              minValue: 55000,
              maxValue: '70,000',
              unitText: 'YEAR',
            },
          },
          description:
            '<p>You will <strong>build</strong> APIs.</p><ul><li>TypeScript</li><li>PostgreSQL</li></ul><script>alert(1)</script>',
          validThrough: '2026-12-31T23:59:59+01:00',
          datePosted: '2026-11-01',
        }),
      ),
      'https://boards.example/acme/jobs/123',
    );
    expect(draft).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Acme Corp',
      location: 'Lyon, Auvergne-Rhône-Alpes, FR',
      remote: null,
      salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
      description: 'You will build APIs.\n\n• TypeScript\n\n• PostgreSQL',
      closingDate: '2026-12-31',
      url: 'https://boards.example/acme/jobs/123',
    });
  });

  it('finds the posting in an @graph next to other entities, with the company as a string', () => {
    const draft = readJobPostingPage(
      page(
        ldScript({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Jobs board' }) +
          ldScript({
            '@context': 'https://schema.org',
            '@graph': [
              { '@type': 'BreadcrumbList', itemListElement: [] },
              {
                '@type': ['JobPosting'],
                name: 'Data Analyst',
                hiringOrganization: 'Globex',
                jobLocation: [
                  { '@type': 'Place', address: 'Berlin, Germany' },
                  {
                    '@type': 'Place',
                    address: { addressLocality: 'Munich', addressCountry: 'DE' },
                  },
                ],
                jobLocationType: 'TELECOMMUTE',
                baseSalary: {
                  '@type': 'MonetaryAmount',
                  currency: 'EUR',
                  value: 4200,
                  unitText: 'MONTH',
                },
                url: '/jobs/data-analyst',
              },
            ],
          }),
      ),
      null,
    );
    expect(draft).toMatchObject({
      title: 'Data Analyst',
      company: 'Globex',
      location: 'Berlin, Germany; Munich, DE',
      remote: 'REMOTE',
      salary: { min: 4200, max: 4200, currency: 'EUR', period: 'MONTH' },
      url: null,
    });
  });

  it('names where applicants of a remote posting may live when it has no place of work', () => {
    const draft = readJobPostingPage(
      page(
        ldScript({
          '@type': 'JobPosting',
          title: 'Support Agent',
          jobLocationType: ['TELECOMMUTE'],
          applicantLocationRequirements: [
            { '@type': 'Country', name: 'Canada' },
            { '@type': 'State', name: 'New York' },
          ],
        }),
      ),
      null,
    );
    expect(draft).toMatchObject({ location: 'Canada; New York', remote: 'REMOTE' });
  });

  it('reads an array of entities, escaped HTML in the description and a plain-number salary', () => {
    const draft = readJobPostingPage(
      page(
        ldScript([
          { '@type': 'Organization', name: 'Not this' },
          {
            '@type': 'http://schema.org/JobPosting',
            title: 'Nurse',
            hiringOrganization: [{ name: 'City Hospital' }],
            description: '&lt;p&gt;Night shifts &amp;amp; weekends&lt;/p&gt;',
            baseSalary: '31.50',
            salaryCurrency: 'GBP',
            validThrough: '2026-02-30',
            url: 'https://hospital.example/jobs/7',
          },
        ]),
      ),
      null,
    );
    expect(draft).toMatchObject({
      title: 'Nurse',
      company: 'City Hospital',
      description: 'Night shifts & weekends',
      salary: { min: 31.5, max: 31.5, currency: 'GBP', period: null },
      closingDate: null,
      url: 'https://hospital.example/jobs/7',
    });
  });

  it('repairs raw line breaks inside JSON strings and skips CDATA wrappers', () => {
    const draft = readJobPostingPage(
      page(
        `<script type="application/ld+json; charset=utf-8">//<![CDATA[
{"@type":"JobPosting","title":"Chef","description":"Line one
line two","hiringOrganization":{"name":"Bistro"}}
//]]></script>`,
      ),
      null,
    );
    expect(draft).toMatchObject({
      title: 'Chef',
      company: 'Bistro',
      description: 'Line one line two',
    });
  });

  it('skips malformed JSON-LD and falls back to Open Graph tags', () => {
    const draft = readJobPostingPage(
      page(
        `${ldScript('{"@type": "JobPosting", "title": ')}
        <meta property="og:title" content="Product Designer">
        <meta property="og:site_name" content="Initech">
        <meta property="og:description" content="Design &lt;b&gt;things&lt;/b&gt;">
        <meta property="og:url" content="/careers/designer">`,
      ),
      'https://initech.example/careers/designer?ref=x',
    );
    expect(draft).toEqual({
      title: 'Product Designer',
      company: 'Initech',
      location: '',
      remote: null,
      salary: null,
      description: 'Design things',
      closingDate: null,
      url: 'https://initech.example/careers/designer?ref=x',
    });
  });

  it('says when a page has neither a JobPosting nor an Open Graph title', () => {
    expect(() =>
      readJobPostingPage(page('<title>Just a page</title>', '<h1>Hello</h1>'), null),
    ).toThrow(NoPostingFoundError);
    expect(() => readJobPostingPage('', null)).toThrow(NoPostingFoundError);
  });

  it('keeps only text a store can keep, within the limits', () => {
    const draft = readJobPostingPage(
      page(
        ldScript({
          '@type': 'JobPosting',
          title: `A\u0000B\uD800C ${'x'.repeat(500)}`,
          hiringOrganization: { name: '👩‍💻'.repeat(100) },
          description: 'y'.repeat(jobPostingLimits.description + 100),
        }),
      ),
      null,
    );
    expect(draft.title.startsWith('ABC x')).toBe(true);
    expect(Array.from(draft.title)).toHaveLength(jobPostingLimits.text);
    expect(Array.from(draft.company).length).toBeLessThanOrEqual(jobPostingLimits.text);
    expect(draft.description).toHaveLength(jobPostingLimits.description);
    for (const text of [draft.title, draft.company, draft.description]) {
      expect(hasForbiddenCharacter(text)).toBe(false);
    }
  });

  it('never keeps markup or a script in a description', () => {
    expect(plainTextOf('<img src=x onerror=alert(1)>Hi<style>p{}</style><br>there')).toBe(
      'Hi\nthere',
    );
  });

  it('refuses non-web addresses as the posting address', () => {
    const draft = readJobPostingPage(
      page(ldScript({ '@type': 'JobPosting', title: 'T', url: 'javascript:alert(1)' })),
      null,
    );
    expect(draft.url).toBeNull();
  });
});
