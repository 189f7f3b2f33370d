import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n } from '../../../test-support/render-app';

// CSV export and import on /app/jobs/track, against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

// The page's module (and the grid's) loads on demand, slowly the first time: load it up front.
beforeAll(() => import('../job-tracker-page'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(setupI18n);

function setup() {
  const { backend } = signedInBackend();
  return withFakeJobApplications(backend);
}

/** What the page saved through `<a download>`: the blob's text and the file name. */
function catchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

async function openImport(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import applications from a CSV file' });
  await user.upload(
    within(dialog).getByLabelText('Choose a CSV file'),
    new File([text], 'applications.csv', { type: 'text/csv' }),
  );
  return dialog;
}

const huntr = [
  'Company,Job Title,URL,List,Date Added,Color',
  'Globex,Engineer,https://globex.example/jobs/1,Interview,2024-01-15,#ff0000',
  'Acme,Designer,,Wishlist,2024-01-16,',
  ',Nobody,,Applied,2024-01-17,',
  'acme , designer,,Applied,2024-01-18,',
  'Initech,QA,,Rejected,15/01/2024,',
].join('\r\n');

describe('CSV import and export', () => {
  it('previews the file, recognises its columns, lists bad rows and imports the rest in order', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track', { backend: fake.backend });
    const dialog = await openImport(user, huntr);

    const preview = await within(dialog).findByRole('region', { name: 'First rows of the file' });
    within(preview).getByRole('columnheader', { name: 'Job Title' });
    within(preview).getByRole('cell', { name: 'Globex' });
    expect(within(dialog).getByRole('combobox', { name: 'Column “Job Title”' })).toHaveProperty(
      'value',
      'position',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Column “Color”' })).toHaveProperty(
      'value',
      '',
    );
    within(dialog).getByText('2 to import, 1 duplicate, 2 not imported');
    const problems = within(dialog).getByRole('list', { name: 'Rows that will not be imported' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 4: Company is required.',
      'Row 6: Date added is not a date written YYYY-MM-DD.',
    ]);

    // The date column left out: Initech's row is good now.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Column “Date Added”' }),
      'Ignore',
    );
    within(dialog).getByText('3 to import, 1 duplicate, 1 not imported');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Column “Date Added”' }),
      'Date added',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 applications' }));
    await within(dialog).findByText('2 imported, 1 duplicate, 2 not imported');
    expect(
      fake.calls
        .filter((call) => call.operation === 'CreateJobApplication')
        .map((call) => call.variables.input),
    ).toEqual([
      expect.objectContaining({
        company: 'Globex',
        position: 'Engineer',
        postingUrl: 'https://globex.example/jobs/1',
        stage: 'INTERVIEWING',
        history: [{ stage: 'INTERVIEWING', at: '2024-01-15' }],
      }),
      expect.objectContaining({
        company: 'Acme',
        stage: 'SAVED',
        history: [{ stage: 'SAVED', at: '2024-01-16' }],
      }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports every application, and that file imports into another account as it was', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const first = setup();
    first.add({
      company: 'Zoë & Co, “Ltd”',
      position: '=cmd',
      stage: 'INTERVIEWING',
      history: [
        { stage: 'SAVED', at: '2026-01-03' },
        { stage: 'INTERVIEWING', at: '2026-01-10' },
      ],
      notes: 'Line one\nLine two, 🚀 עברית',
      salary: { min: 50, max: 60, currency: 'EUR', period: 'HOUR' },
      contacts: [
        {
          id: 'x',
          name: 'Ana',
          role: 'Recruiter',
          email: 'ana@example.com',
          phone: '',
          link: '',
          notes: '',
        },
      ],
    });
    const archived = first.add({ company: 'Hooli', stage: 'APPLIED' });
    archived.archivedReason = 'CLOSED';
    const view = renderApp('/app/jobs/track', { backend: first.backend });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await screen.findByText('2 applications exported.');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]!.blob.text();
    expect(text).toContain("'=cmd");
    view.unmount();

    const second = setup();
    renderApp('/app/jobs/track', { backend: second.backend });
    const dialog = await openImport(user, text.replace(/^\uFEFF/, ''));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 applications' }));
    await within(dialog).findByText('2 imported');
    const fields = (application: (typeof first.applications)[number]) => ({
      ...application,
      id: undefined,
      order: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      contacts: application.contacts.map((contact) => ({ ...contact, id: undefined })),
    });
    const byCompany = (applications: typeof first.applications) =>
      applications.map(fields).sort((a, b) => a.company.localeCompare(b.company));
    expect(byCompany(second.applications)).toEqual(byCompany(first.applications));
    expect(second.calls.map((call) => call.operation)).toEqual(
      expect.arrayContaining(['CreateJobApplication', 'ArchiveJobApplication']),
    );

    // The same file again: everything is already there.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openImport(user, text);
    await within(again).findByText('0 to import, 2 duplicates');
    expect(within(again).getByRole('button', { name: 'Import 0 applications' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when a file cannot be read', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track', { backend: fake.backend });
    const dialog = await openImport(user, 'Company,Title\n"Acme,unclosed\n');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file could not be read as CSV.',
    );
  });
});
