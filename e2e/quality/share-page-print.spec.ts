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
import type { ResumeDocument } from '../../src/domain/resume-document';
import { resumeToJsonResume } from '../../src/domain/resume-exports/json-resume-export';
import { fixtureDocument } from '../../src/domain/test-support/export-fixtures';
import { documentLabels } from '../../src/server/modules/resume/document-labels';
import { jsonResumeImport } from '../../src/server/test-support/json-resume';
import { createAccount, graphql } from '../support/api';
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
const setSharing = /* GraphQL */ `
  mutation ($id: ID!, $input: ResumeSharingInput!) {
    resume {
      setResumeSharing(id: $id, input: $input) {
        id
      }
    }
  }
`;
const resumeAndLibrary = /* GraphQL */ `
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
        id
        uuid
        description
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
        id
        uuid
        description
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
 * resume, then shared. Answers the share id and the document the share page shows, resolved from
 * the saved resume and library by the product's own resolver.
 */
async function sharedCopyOf(request: APIRequestContext, baseURL: string, doc: ResumeDocument) {
  const { token } = await createAccount(request, baseURL, { label: 'share-print' });
  const input = {
    ...jsonResumeImport(resumeToJsonResume(doc), 'Printed'),
    language: doc.language.toUpperCase(),
    template: doc.theme.template.toUpperCase(),
    paper: doc.theme.paper,
  };
  const imported = await graphql<{
    resume: { importResume: { id: string; share: { id: string } } };
  }>(request, baseURL, importResume, { input }, token);
  if (!imported.data) throw new Error(JSON.stringify(imported.errors));
  const { id, share } = imported.data.resume.importResume;
  const shared = await graphql(
    request,
    baseURL,
    setSharing,
    { id, input: { enabled: true } },
    token,
  );
  expect(shared.errors).toBeUndefined();
  const saved = await graphql<ResumeAndLibrary>(request, baseURL, resumeAndLibrary, { id }, token);
  if (!saved.data) throw new Error(JSON.stringify(saved.errors));
  const { resume, workEvents, eduEvents, skillEvents } = saved.data;
  const library = {
    work: workEvents,
    edu: eduEvents.map((edu) => ({
      ...edu,
      coursework: edu.coursework.map((course) => ({ ...course, uuid: null })),
    })),
    skills: skillEvents,
  };
  const labels = documentLabels[resume.content.language];
  return { shareId: share.id, shown: resolveResume(resume.content, library, labels) };
}

test('a printed share page reads one field per line, as resume parsers read it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the project has no baseURL');
  const api = await playwright.request.newContext();
  const { shareId, shown } = await sharedCopyOf(api, baseURL, fixtureDocument);
  const entries = shown.sections.filter((section) => section.kind !== 'SKILLS');

  // A recruiter's browser, signed out.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto(`/r/${shareId}`);
  expect(response?.status()).toBe(200);

  await test.step('on screen and on a phone: one heading per entry, no serious violations', async () => {
    const titles = entries.flatMap((section) => section.entries.map((entry) => entry.title));
    expect(titles.length).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(titles);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousViolations(page);
  });

  await test.step('printed, every field stands alone where a parser looks for it', async () => {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await context.close();
  await api.dispose();
});
