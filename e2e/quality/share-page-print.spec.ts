/**
 * A recruiter prints a shared resume (or saves it as PDF) and hands the copy to an applicant-tracking
 * system. Its parser reads the PDF's text runs line by line, so every field must stand alone: the
 * job title with its dates at the right, then the company with its location at the right (a degree,
 * then its school), one bold run per skill, `|` between contact items, `•` before bullets, and a
 * clear gap under the name (decision 081).
 */
import type { APIRequestContext } from '@playwright/test';
import {
  resolveResume,
  type LibraryEdu,
  type LibrarySkill,
  type LibraryWork,
  type ResumeContent,
} from '../../src/domain/resume';
import type { ResumeDocument, ResumeTheme } from '../../src/domain/resume-document';
import { resumeToJsonResume } from '../../src/domain/resume-exports/json-resume-export';
import { documentLabels } from '../../src/domain/document-labels';
import { atsResume } from '../../src/domain/test-support/ats-resume';
import { jsonResumeImport } from '../../src/server/test-support/json-resume';
import { layoutProblems, readPdfLines } from '../../src/server/test-support/pdf-layout';
import { createAccount, graphql, setResumeSharingMutation } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const importResume = /* GraphQL */ `
  mutation ($input: ImportResumeInput!) {
    resume {
      importResume(input: $input) {
        id
        share {
          id
        }
      }
    }
  }
`;
const updateResume = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateResumeInput!) {
    resume {
      updateResume(id: $id, input: $input) {
        id
      }
    }
  }
`;
const resumeAndLibrary = /* GraphQL */ `
  fragment Item on Accomplishment {
    id
    uuid
    description
  }
  query ($id: ID!) {
    resume(id: $id) {
      content
    }
    workEvents {
      id
      company
      position
      location
      link
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      accomplishments {
        ...Item
      }
    }
    eduEvents {
      id
      university
      degree
      major
      minor
      location
      link
      startDate
      startDatePrecision
      endDate
      endDatePrecision
      attending
      accomplishments {
        ...Item
      }
      coursework {
        id
        description
      }
    }
    skillEvents {
      id
      name
      category
      level
      keywords
    }
  }
`;

interface ResumeAndLibrary {
  resume: { content: ResumeContent };
  workEvents: LibraryWork[];
  eduEvents: Array<
    Omit<LibraryEdu, 'coursework'> & { coursework: { id: string; description: string }[] }
  >;
  skillEvents: LibrarySkill[];
}

/**
 * `doc` as a user would have it: imported as a JSON Resume into a new account's library and
 * resume, then shared. `shown(theme)` gives the resume that theme and answers the document the
 * share page then shows, resolved from the saved resume and library by the product's resolver.
 */
async function sharedCopyOf(request: APIRequestContext, baseURL: string, doc: ResumeDocument) {
  const { token } = await createAccount(request, baseURL, { label: 'share-print' });
  const call = async <T>(query: string, variables: Record<string, unknown>) => {
    const result = await graphql<T>(request, baseURL, query, variables, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const { events, ...file } = jsonResumeImport(resumeToJsonResume(doc), 'Printed');
  // JSON Resume has no place for a school's location (decision 061): it comes from `doc`.
  const schools = doc.sections
    .filter((section) => section.kind === 'EDUCATION')
    .flatMap((section) => section.entries);
  const edu = events.edu.map((event, index) => ({
    ...event,
    location: schools[index]?.location ?? '',
  }));
  const input = { ...file, events: { ...events, edu }, language: doc.language.toUpperCase() };
  const { id, share } = (
    await call<{ resume: { importResume: { id: string; share: { id: string } } } }>(importResume, {
      input,
    })
  ).resume.importResume;
  await call(setResumeSharingMutation, { id, input: { enabled: true } });
  const shown = async (theme: ResumeTheme): Promise<ResumeDocument> => {
    const saved = await call<ResumeAndLibrary>(resumeAndLibrary, { id });
    const content = { ...saved.resume.content, theme };
    await call(updateResume, { id, input: { content } });
    const library = {
      work: saved.workEvents,
      edu: saved.eduEvents.map((edu) => ({
        ...edu,
        coursework: edu.coursework.map((course) => ({ ...course, uuid: null })),
      })),
      skills: saved.skillEvents,
    };
    return resolveResume(content, library, documentLabels[content.language]);
  };
  return { shareId: share.id, shown };
}

/** What an entry's head says: the fields the printed page must keep apart. */
const heads = (doc: ResumeDocument) =>
  doc.sections
    .filter((section) => section.kind === 'WORK' || section.kind === 'EDUCATION')
    .flatMap((section) =>
      section.entries.map(({ title, organization, location, dates }) => ({
        title,
        organization,
        location,
        dates,
      })),
    );

// One theme per template, each with another font and paper.
const themes: Array<Pick<ResumeTheme, 'template' | 'font' | 'paper'>> = [
  { template: 'classic', font: 'Source Serif 4', paper: 'A4' },
  { template: 'modern', font: 'Inter', paper: 'LETTER' },
  { template: 'compact', font: 'Lato', paper: 'A4' },
];

test('a printed share page reads one field per line, as resume parsers read it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the project has no baseURL');
  const api = await playwright.request.newContext();
  const fixture = atsResume('en');
  const { shareId, shown } = await sharedCopyOf(api, baseURL, fixture);
  // A recruiter's browser, signed out.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();

  for (const theme of themes) {
    await test.step(`${theme.template}, ${theme.font}, ${theme.paper}`, async () => {
      const doc = await shown({ ...fixture.theme, ...theme });
      // The import kept every field the layout must keep apart.
      expect(heads(doc)).toEqual(heads(fixture));
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(`/r/${shareId}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('body')).toHaveClass(`template-${theme.template}`);

      // Printed as the browser prints it (the theme's paper and margins), then read back.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const pdf = await page.pdf({ preferCSSPageSize: true });
      expect(layoutProblems(await readPdfLines(pdf), doc)).toEqual([]);

      // On screen and on a phone: one heading per entry, its title; no serious violations.
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(
        heads(doc).map((head) => head.title),
      );
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoSeriousViolations(page);
    });
  }

  await context.close();
  await api.dispose();
});
