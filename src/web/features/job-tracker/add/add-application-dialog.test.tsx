import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/job-application';
import type { JobPostingDraft } from '../../../../domain/job-posting-page';
import type { FakeBackend } from '../../../test-support/fake-backend';
import { signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n, setViewportWidth } from '../../../test-support/render-app';

// "Add application" on /app/jobs/track, against the fake backend and the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

// English, on a phone's width (the dialog takes the whole screen).
beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
  setViewportWidth(375);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const posting: JobPostingDraft = {
  title: 'Ingénieure plateforme',
  company: 'Société Générale',
  location: 'Paris, France',
  remote: 'HYBRID',
  salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
  description: 'Vous construirez la plateforme.\n• Kubernetes',
  closingDate: '2026-12-31',
  url: 'https://jobs.example.com/postings/42',
};

const readPath = 'POST /api/job-postings/read';

function setup() {
  const { backend } = signedInBackend();
  return withFakeJobApplications(backend);
}

/** The backend with the posting reads answered by `answer` instead. */
function answeringReads(backend: FakeBackend, answer: (init?: RequestInit) => Promise<Response>) {
  return {
    ...backend,
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/job-postings/read') ? answer(init) : backend.fetch(input, init),
  } as FakeBackend;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, backend: FakeBackend) {
  const view = renderApp('/app/jobs/track', { backend });
  await user.click(await screen.findByRole('button', { name: 'Add application' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
  return { ...view, dialog };
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const select = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
const dateField = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name) as HTMLInputElement;

async function readAddress(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  address: string,
) {
  await user.type(field(dialog, "Posting's address"), address);
  await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
}

describe('adding an application', () => {
  it('reads a posting by its address into the form, then saves it and opens it', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.answerPostingWith(posting);
    const { dialog, router } = await openDialog(user, fake.backend);

    await readAddress(user, dialog, 'jobs.example.com/postings/42');
    await within(dialog).findByText(
      'The form is filled in from the posting. Check the details, then save.',
    );
    expect(fake.calls).toContainEqual({
      operation: readPath,
      variables: { url: 'https://jobs.example.com/postings/42' },
    });
    expect(field(dialog, 'Company').value).toBe('Société Générale');
    expect(field(dialog, 'Position').value).toBe('Ingénieure plateforme');
    expect(field(dialog, 'Location').value).toBe('Paris, France');
    expect(field(dialog, 'Posting URL').value).toBe('https://jobs.example.com/postings/42');
    expect(select(dialog, 'Workplace').value).toBe('HYBRID');
    expect(field(dialog, 'From').value).toBe('55000');
    expect(field(dialog, 'To').value).toBe('70000');
    expect(field(dialog, 'Currency').value).toBe('EUR');
    expect(select(dialog, 'Period').value).toBe('YEAR');
    expect(dateField(dialog, 'Deadline').value).toBe('2026-12-31');
    expect(field(dialog, 'Notes').value).toBe(posting.description);
    expect(select(dialog, 'Stage').value).toBe('SAVED');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.applications).toHaveLength(1));
    const [added] = fake.applications;
    expect(added).toMatchObject({
      company: 'Société Générale',
      position: 'Ingénieure plateforme',
      location: 'Paris, France',
      postingUrl: 'https://jobs.example.com/postings/42',
      remote: 'HYBRID',
      salary: { min: 55000, max: 70000, currency: 'EUR', period: 'YEAR' },
      deadline: '2026-12-31',
      notes: posting.description,
      stage: 'SAVED',
      history: [{ stage: 'SAVED', at: localDay() }],
    });
    await screen.findByText('Application added: Société Générale.');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('application')).toBe(added!.id),
    );
    // The add dialog gives way to the new application's detail.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add an application' })).toBeNull(),
    );
    await screen.findByRole('dialog', { name: /^Société Générale/ });
  });

  it('leaves notes the user typed; a second read replaces the notes a read filled', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.answerPostingWith(posting);
    const { dialog } = await openDialog(user, fake.backend);
    await user.type(field(dialog, 'Notes'), 'Referred by Grace');
    await readAddress(user, dialog, 'https://jobs.example.com/postings/42');
    await waitFor(() => expect(field(dialog, 'Company').value).toBe('Société Générale'));
    expect(field(dialog, 'Notes').value).toBe('Referred by Grace');

    await user.clear(field(dialog, 'Notes'));
    await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
    await waitFor(() => expect(field(dialog, 'Notes').value).toBe(posting.description));
    fake.answerPostingWith({ ...posting, company: 'Initech', description: 'Build TPS reports.' });
    await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
    await waitFor(() => expect(field(dialog, 'Company').value).toBe('Initech'));
    expect(field(dialog, 'Notes').value).toBe('Build TPS reports.');
  });

  it.each([
    ['BLOCKED_ADDRESS', undefined, "We can't read pages at this address"],
    ['TOO_MANY_REDIRECTS', undefined, 'This address sends us on to too many other pages.'],
    ['TIMEOUT', undefined, 'The site took too long to answer.'],
    ['TOO_LARGE', undefined, 'This page is too large to read.'],
    ['NOT_HTML', undefined, "This address isn't a web page"],
    ['HTTP_STATUS', 404, 'The site answered with an error (HTTP 404).'],
    ['UNREACHABLE', undefined, "We couldn't reach this site. Check the address."],
    ['NO_POSTING_FOUND', undefined, 'We found no job posting on this page.'],
  ] as const)(
    'says why a posting could not be read (%s) and keeps the form',
    async (reason, status, message) => {
      const user = userEvent.setup();
      const fake = setup();
      fake.answerPostingWith(status === undefined ? { reason } : { reason, status });
      const { dialog } = await openDialog(user, fake.backend);
      await user.type(field(dialog, 'Company'), 'Initech');
      await readAddress(user, dialog, 'https://jobs.example.com/postings/42');
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(alert.textContent).toContain('You can fill in the form below by hand.');
      expect(field(dialog, 'Posting URL').value).toBe('https://jobs.example.com/postings/42');
      expect(field(dialog, 'Company').value).toBe('Initech');
      within(dialog).getByRole('button', { name: "Paste the page's HTML instead" });
    },
  );

  it.each([
    [
      'too many reads',
      () => Promise.resolve(Response.json({ message: 'Too many pages read' }, { status: 429 })),
      'Too many postings read in a short time. Wait a minute, then try again.',
    ],
    [
      'an address the server refuses',
      () =>
        Promise.resolve(
          Response.json({ message: 'url is too long', field: 'url' }, { status: 400 }),
        ),
      "This address can't be read. Check it.",
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      "We couldn't reach the server. Check your connection and try again.",
    ],
  ])('says so when a read fails for %s', async (_case, answer, message) => {
    const user = userEvent.setup();
    const fake = setup();
    const { dialog } = await openDialog(user, answeringReads(fake.backend, answer));
    await readAddress(user, dialog, 'https://jobs.example.com/postings/42');
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(field(dialog, 'Posting URL').value).toBe('https://jobs.example.com/postings/42');
  });

  it('stops a read the user cancels, and says nothing failed', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const reads: Array<AbortSignal | null | undefined> = [];
    const backend = answeringReads(fake.backend, (init) => {
      reads.push(init?.signal);
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The read was stopped', 'AbortError')),
        ),
      );
    });
    const { dialog } = await openDialog(user, backend);
    await readAddress(user, dialog, 'https://jobs.example.com/postings/42');
    await within(dialog).findByRole('progressbar', { name: 'Reading the posting…' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    await within(dialog).findByText('Stopped reading the posting.');
    expect(reads[0]?.aborted).toBe(true);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("reads the page's HTML the user pasted", async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.answerPostingWith({ ...posting, url: null });
    const { dialog } = await openDialog(user, fake.backend);
    await user.click(within(dialog).getByRole('button', { name: "Paste the page's HTML instead" }));
    const html = field(dialog, "The page's HTML");
    await waitFor(() => expect(document.activeElement).toBe(html));
    const page = '<html><script type="application/ld+json">{}</script></html>';
    await user.paste(page);
    await user.type(field(dialog, "Posting's address"), 'https://jobs.example.com/42');
    await user.click(within(dialog).getByRole('button', { name: 'Read pasted HTML' }));
    await waitFor(() => expect(field(dialog, 'Company').value).toBe('Société Générale'));
    expect(fake.calls).toContainEqual({
      operation: readPath,
      variables: { html: page, url: 'https://jobs.example.com/42' },
    });
    // The draft has no address of its own: the one typed is the posting's.
    expect(field(dialog, 'Posting URL').value).toBe('https://jobs.example.com/42');
  });

  it('asks for the address or the HTML before reading', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const { dialog } = await openDialog(user, fake.backend);
    await user.click(within(dialog).getByRole('button', { name: 'Read posting' }));
    await within(dialog).findByText("Enter the posting's address first.");
    expect(document.activeElement).toBe(field(dialog, "Posting's address"));
    expect(fake.calls.filter((call) => call.operation === readPath)).toEqual([]);
  });

  it('saves an application typed by hand and opens it', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const { dialog, router } = await openDialog(user, fake.backend);
    await user.type(field(dialog, 'Company'), 'Initech');
    await user.type(field(dialog, 'Position'), 'Staff Engineer');
    await user.selectOptions(select(dialog, 'Stage'), 'Applied');
    await user.selectOptions(select(dialog, 'Excitement'), '4 stars');
    await user.selectOptions(select(dialog, 'Workplace'), 'Remote');
    await user.type(field(dialog, 'From'), '90 000');
    await user.type(field(dialog, 'Currency'), 'usd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fake.applications).toHaveLength(1));
    expect(fake.calls.find((call) => call.operation === 'CreateJobApplication')?.variables).toEqual(
      {
        input: {
          company: 'Initech',
          position: 'Staff Engineer',
          postingUrl: '',
          location: '',
          remote: 'REMOTE',
          salary: { min: 90000, max: null, currency: 'USD', period: 'YEAR' },
          stage: 'APPLIED',
          history: [{ stage: 'APPLIED', at: localDay() }],
          deadline: null,
          nextFollowUp: null,
          excitement: 4,
          notes: '',
        },
      },
    );
    const [added] = fake.applications;
    expect(added).toMatchObject({ company: 'Initech', stage: 'APPLIED', excitement: 4 });
    await screen.findByText('Application added: Initech.');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('application')).toBe(added!.id),
    );
  });

  it('requires the company and checks the salary before saving', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const { dialog } = await openDialog(user, fake.backend);
    await user.type(field(dialog, 'From'), '80000');
    await user.type(field(dialog, 'To'), '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const company = field(dialog, 'Company');
    await within(dialog).findByText('Fill this in.');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(company);
    within(dialog).getByText('Enter a three-letter currency code, such as USD or EUR.');
    within(dialog).getByText('This must not be below the lower amount.');
    expect(fake.calls.filter((call) => call.operation === 'CreateJobApplication')).toEqual([]);
    expect(fake.applications).toEqual([]);
  });

  it("shows the server's refusal on the field it names and keeps the form", async () => {
    const user = userEvent.setup();
    const fake = setup();
    const refusing = {
      ...fake.backend,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/graphql') && String(init?.body).includes('CreateJob')) {
          return Response.json({
            data: null,
            errors: [
              {
                message: 'postingUrl must be a web address',
                path: ['job', 'createJobApplication'],
                extensions: { code: 'BAD_USER_INPUT', field: 'postingUrl', reason: 'invalidLink' },
              },
            ],
          });
        }
        return fake.backend.fetch(input, init);
      },
    } as FakeBackend;
    const { dialog } = await openDialog(user, refusing);
    await user.type(field(dialog, 'Company'), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Enter a web address starting with http:// or https://.');
    expect(document.activeElement).toBe(field(dialog, 'Posting URL'));
    expect(field(dialog, 'Company').value).toBe('Initech');
    expect(screen.getByRole('dialog', { name: 'Add an application' })).toBe(dialog);
  });

  it('keeps the form when saving fails, saying so', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const failing = {
      ...fake.backend,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/graphql') && String(init?.body).includes('CreateJob')) {
          throw new TypeError('Failed to fetch');
        }
        return fake.backend.fetch(input, init);
      },
    } as FakeBackend;
    const { dialog } = await openDialog(user, failing);
    await user.type(field(dialog, 'Company'), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "We couldn't reach the server. Your entries are kept: try again.",
    );
    expect(field(dialog, 'Company').value).toBe('Initech');
  });

  it('asks before closing with something typed, and starts empty when opened again', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const { dialog } = await openDialog(user, fake.backend);
    await user.type(field(dialog, 'Company'), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(confirm).getByText('Discard this application? What you entered will be lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Add application' }));
    const again = await screen.findByRole('dialog', { name: 'Add an application' });
    expect(field(again, 'Company').value).toBe('');
    expect(fake.applications).toEqual([]);
  });
});
