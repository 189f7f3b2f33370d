/**
 * The tracker's table and CSV (issue 16): a user with three applications (one archived, one with
 * contacts and a stage history) sees them in the table, which passes axe, and exports them as CSV;
 * a second account imports that file through the dialog and then holds the same applications,
 * field for field; importing the same file again imports nothing.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const fields = `
  company position postingUrl location remote
  salary { min max currency period }
  source stage history { stage at } deadline nextFollowUp excitement notes
  contacts { id name role email phone link notes }
  archived archivedReason
`;

interface Application {
  id: string;
  company: string;
  contacts: Array<{ id: string } & Record<string, unknown>>;
  [field: string]: unknown;
}

async function create(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  input: Record<string, unknown>,
): Promise<string> {
  const result = await graphql<{ job: { createJobApplication: { id: string } } }>(
    request,
    baseURL,
    `
      mutation Create($input: CreateJobApplicationInput!) {
        job {
          createJobApplication(input: $input) {
            id
          }
        }
      }
    `,
    { input },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.job.createJobApplication.id;
}

/** Every application of the account, without ids (contacts' too), sorted by company. */
async function applicationsOf(request: APIRequestContext, baseURL: string, token: string) {
  const result = await graphql<{ jobApplications: Application[] }>(
    request,
    baseURL,
    `query { jobApplications { id ${fields} } }`,
    {},
    token,
  );
  expect(result.errors).toBeUndefined();
  return result
    .data!.jobApplications.map(({ id: _id, contacts, ...rest }) => ({
      ...rest,
      contacts: contacts.map(({ id: _contactId, ...contact }) => contact),
    }))
    .sort((a, b) => a.company.localeCompare(b.company));
}

async function importFile(page: Page, path: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import applications from a CSV file' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles(path);
  return dialog;
}

test('applications exported as CSV import into another account exactly, and only once', async ({
  page,
  accounts,
  baseURL,
  browser,
}) => {
  await accounts.createSignedIn({ label: 'table-export' });
  const token = await identityApi(page.request, baseURL!).idToken();

  await create(page.request, baseURL!, token, {
    company: 'Zoë & Co, “Ltd”',
    position: '=Staff Engineer',
    postingUrl: 'https://jobs.example.com/zoe?ref=a,b',
    location: 'תל אביב',
    remote: 'HYBRID',
    salary: { min: 85000, max: 120000, currency: 'EUR', period: 'YEAR' },
    source: 'Referral',
    stage: 'INTERVIEWING',
    history: [
      { stage: 'SAVED', at: '2026-01-03' },
      { stage: 'APPLIED', at: '2026-01-05' },
      { stage: 'INTERVIEWING', at: '2026-01-12' },
    ],
    nextFollowUp: '2026-01-20',
    deadline: '2026-02-01',
    excitement: 5,
    notes: 'First call went well.\nSecond line, "quoted" 🚀',
    contacts: [
      {
        id: 'c-1',
        name: 'Ana García',
        role: 'Recruiter',
        email: 'ana@example.com',
        phone: '+34 600 000 000',
        link: 'https://example.com/ana',
        notes: 'Met at a fair',
      },
      { id: 'c-2', name: 'Bob', role: 'Hiring manager' },
    ],
  });
  await create(page.request, baseURL!, token, { company: 'Globex', position: 'Engineer' });
  const hooli = await create(page.request, baseURL!, token, {
    company: 'Hooli',
    position: 'PM',
    stage: 'APPLIED',
  });
  const archived = await graphql(
    page.request,
    baseURL!,
    `
      mutation Archive($id: ID!) {
        job {
          archiveJobApplication(id: $id, reason: NO_ANSWER) {
            id
          }
        }
      }
    `,
    { id: hooli },
    token,
  );
  expect(archived.errors).toBeUndefined();
  const original = await applicationsOf(page.request, baseURL!, token);

  let csvPath = '';
  await test.step('the table lists the live applications, and archived ones when asked', async () => {
    await page.goto('/app/jobs/track?view=table');
    const grid = page.getByRole('grid', { name: 'All applications' });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(rows).toHaveCount(2);
    await expect(grid.getByText('Zoë & Co, “Ltd”')).toBeVisible();
    await expect(grid.getByText('€85,000 – €120,000 per year')).toBeVisible();
    await page.getByRole('switch', { name: 'Show archived' }).check();
    await expect(rows).toHaveCount(3);
    await expect(grid.getByText('Archived: No answer')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('on a 375 px phone the grid scrolls inside, the page does not', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('grid', { name: 'All applications' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('Export CSV downloads every application', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    csvPath = await file.path();
  });

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await accounts.create({ label: 'table-import' }).then(async (account) => {
    const response = await identityApi(other.request, baseURL!).signIn(account);
    expect(response.status()).toBe(200);
  });
  const otherToken = await identityApi(other.request, baseURL!).idToken();

  await test.step('a second account imports the file and holds the same applications', async () => {
    await other.goto('/app/jobs/track');
    const dialog = await importFile(other, csvPath);
    await expect(dialog.getByRole('status')).toHaveText('3 to import');
    await expectNoSeriousViolations(other);
    await dialog.getByRole('button', { name: 'Import 3 applications' }).click();
    await expect(dialog.getByRole('status')).toHaveText('3 imported');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await applicationsOf(other.request, baseURL!, otherToken)).toEqual(original);
  });

  await test.step('importing the same file again imports nothing', async () => {
    const dialog = await importFile(other, csvPath);
    await expect(dialog.getByRole('status')).toHaveText('0 to import, 3 duplicates');
    await expect(dialog.getByRole('button', { name: 'Import 0 applications' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await applicationsOf(other.request, baseURL!, otherToken)).toHaveLength(3);
  });

  await context.close();
});
