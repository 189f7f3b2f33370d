import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/job-application';
import { changeLanguage } from '../../../lib/i18n';
import { prepareDocumentPages } from '../../../test-support/document-list';
import { signedInBackend, type FakeBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp } from '../../../test-support/render-app';

// The detail drawer of an application (?application=id), against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

const files = prepareDocumentPages();

function setup() {
  const { backend } = signedInBackend();
  const fake = withFakeJobApplications(backend);
  const application = fake.add({
    company: 'Initech',
    position: 'Engineer',
    location: 'Austin',
    history: [{ stage: 'SAVED', at: '2024-03-04' }],
  });
  return { fake, application };
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

async function open(fake: { backend: FakeBackend }, id: string) {
  const view = renderApp(`/app/jobs/track?application=${id}`, { backend: fake.backend });
  const drawer = await screen.findByRole('dialog', { name: /^Initech/ });
  return { view, drawer };
}

const updates = (fake: {
  calls: Array<{ operation: string; variables: Record<string, unknown> }>;
}) => fake.calls.filter((call) => call.operation === 'UpdateJobApplication');

const saved = (drawer: HTMLElement) => within(drawer).findByText('All changes saved');

describe('the application drawer', () => {
  it('opens from the address with every field, and closes', async () => {
    const { fake, application } = setup();
    Object.assign(application, {
      postingUrl: 'https://initech.example/jobs/1',
      remote: 'HYBRID',
      salary: { min: 50000, max: 70000, currency: 'EUR', period: 'YEAR' },
      source: 'Referral',
      deadline: '2024-04-01',
      excitement: 4,
      notes: 'Ask about <b>TPS</b> reports',
    });
    const user = userEvent.setup();
    const { view, drawer } = await open(fake, application.id);
    within(drawer).getByRole('heading', { level: 2, name: 'Initech — Engineer' });
    expect(within(drawer).getByRole('textbox', { name: 'Company' })).toHaveProperty(
      'value',
      'Initech',
    );
    expect(within(drawer).getByRole('textbox', { name: 'Position' })).toHaveProperty(
      'value',
      'Engineer',
    );
    expect(within(drawer).getByRole('combobox', { name: 'Workplace' })).toHaveProperty(
      'value',
      'HYBRID',
    );
    expect(within(drawer).getByRole('spinbutton', { name: 'Minimum' })).toHaveProperty(
      'value',
      '50000',
    );
    expect(within(drawer).getByRole('textbox', { name: 'Currency' })).toHaveProperty(
      'value',
      'EUR',
    );
    expect(within(drawer).getByLabelText('Deadline')).toHaveProperty('value', '2024-04-01');
    expect(within(drawer).getByRole('radio', { name: '4 stars of 5' })).toHaveProperty(
      'checked',
      true,
    );
    // Notes are plain text, never HTML.
    expect(within(drawer).getByRole('textbox', { name: 'Notes' })).toHaveProperty(
      'value',
      'Ask about <b>TPS</b> reports',
    );
    expect(drawer.querySelector('b')).toBeNull();
    const posting = within(drawer).getByRole('link', { name: 'Open the posting' });
    expect(posting.getAttribute('href')).toBe('https://initech.example/jobs/1');
    expect(posting.getAttribute('rel')).toBe('noopener noreferrer');

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(path(view.router)).toBe('/app/jobs/track'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates(fake)).toEqual([]);
  });

  it('offers no posting link for an address that is not http(s)', async () => {
    const { fake, application } = setup();
    application.postingUrl = 'javascript:alert(1)';
    const { drawer } = await open(fake, application.id);
    expect(within(drawer).queryByRole('link', { name: 'Open the posting' })).toBeNull();
  });

  it('saves once after a pause in the typing, only the fields that changed', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    const position = within(drawer).getByRole('textbox', { name: 'Position' });
    await user.type(position, ' II');
    within(drawer).getByText('Saving…');
    await waitFor(() => expect(updates(fake)).toHaveLength(1));
    expect(updates(fake)[0]?.variables).toEqual({
      id: application.id,
      input: { position: 'Engineer II' },
    });
    await saved(drawer);
    expect(application.position).toBe('Engineer II');
    within(drawer).getByRole('heading', { name: 'Initech — Engineer II' });
    expect(updates(fake)).toHaveLength(1);

    // Leaving a field saves at once; a choice is saved like typing.
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Workplace' }), 'REMOTE');
    await waitFor(() => expect(updates(fake)).toHaveLength(2));
    expect(updates(fake)[1]?.variables.input).toEqual({ remote: 'REMOTE' });
  });

  it('keeps what was typed when a save fails, and tries again', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    fake.failNext('UpdateJobApplication');
    const notes = within(drawer).getByRole('textbox', { name: 'Notes' });
    await user.type(notes, 'Call Bill');
    const alert = await within(drawer).findByRole('alert');
    expect(alert.textContent).toContain('Couldn’t save');
    expect(notes).toHaveProperty('value', 'Call Bill');
    expect(application.notes).toBe('');
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    await saved(drawer);
    expect(application.notes).toBe('Call Bill');
    expect(notes).toHaveProperty('value', 'Call Bill');
  });

  it('shows a field the server refuses on that field', async () => {
    const { fake, application } = setup();
    const fetch = fake.backend.fetch;
    const refusing = {
      ...fake.backend,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (typeof init?.body === 'string' && init.body.includes('UpdateJobApplication')) {
          return new Response(
            JSON.stringify({
              data: null,
              errors: [
                {
                  message: 'location must not contain NUL or unpaired surrogate characters',
                  extensions: {
                    code: 'BAD_USER_INPUT',
                    field: 'location',
                    reason: 'forbiddenCharacter',
                  },
                },
              ],
            }),
            { headers: { 'content-type': 'application/json' } },
          );
        }
        return fetch(input, init);
      },
    };
    const user = userEvent.setup();
    const { drawer } = await open({ backend: refusing }, application.id);
    const location = within(drawer).getByRole('textbox', { name: 'Location' });
    await user.type(location, ' TX');
    await within(drawer).findByRole('alert');
    await waitFor(() => expect(location.getAttribute('aria-invalid')).toBe('true'));
    expect(location).toHaveProperty('value', 'Austin TX');
    const description = document.getElementById(location.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^Remove the invisible control character/);
  });

  it('checks the fields before sending: a company is required', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    const company = within(drawer).getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await within(drawer).findByRole('alert');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    within(drawer).getByText('Fill this in.');
    expect(updates(fake)).toEqual([]);
    await user.type(company, 'Initrode');
    await saved(drawer);
    expect(updates(fake).map((call) => call.variables.input)).toEqual([{ company: 'Initrode' }]);
  });

  it('moves to another stage at the end of its column, and the timeline shows it', async () => {
    const { fake, application } = setup();
    fake.add({ company: 'Globex', stage: 'APPLIED' });
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    const timeline = within(drawer).getByRole('list', { name: 'History' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Stage' }), 'APPLIED');
    await waitFor(() =>
      expect(fake.calls.find((call) => call.operation === 'MoveJobApplication')?.variables).toEqual(
        { id: application.id, stage: 'APPLIED', position: 1, at: localDay() },
      ),
    );
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(2));
    const [, moved] = within(timeline).getAllByRole('listitem');
    expect(moved?.textContent).toContain('Applied');
    expect(moved?.querySelector('time')?.getAttribute('datetime')).toBe(localDay());
    expect(within(drawer).getByRole('combobox', { name: 'Stage' })).toHaveProperty(
      'value',
      'APPLIED',
    );
    await screen.findByText('Moved to Applied.');
    // The server's own history is not sent back.
    expect(updates(fake)).toEqual([]);
  });

  it('edits a date of the history, shown in the user’s language, and saves the history', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    const timeline = within(drawer).getByRole('list', { name: 'History' });
    within(timeline).getByText('Mar 4, 2024');
    await user.click(
      within(timeline).getByRole('button', { name: 'Edit the date of Saved (Mar 4, 2024)' }),
    );
    const date = within(timeline).getByLabelText('Date of Saved');
    expect(document.activeElement).toBe(date);
    await user.clear(date);
    await user.type(date, '2024-02-28');
    await user.click(within(timeline).getByRole('button', { name: 'Done' }));
    within(timeline).getByText('Feb 28, 2024');
    await saved(drawer);
    expect(updates(fake).at(-1)?.variables.input).toEqual({
      history: [{ stage: 'SAVED', at: '2024-02-28' }],
    });
    expect(application.history).toEqual([{ stage: 'SAVED', at: '2024-02-28' }]);
  });

  it('shows history dates in Spanish', async () => {
    const { fake, application } = setup();
    await changeLanguage('es');
    renderApp(`/app/jobs/track?application=${application.id}`, { backend: fake.backend });
    const drawer = await screen.findByRole('dialog', { name: /^Initech/ });
    const timeline = within(drawer).getByRole('list', { name: 'Historial' });
    within(timeline).getByText('4 mar 2024');
  });

  it('adds, edits and removes contacts, saved with the rest', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    await user.click(within(drawer).getByRole('button', { name: 'Add a contact' }));
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Bill');
    await user.type(within(drawer).getByRole('textbox', { name: 'Role' }), 'Boss');
    await user.type(within(drawer).getByRole('textbox', { name: 'Email' }), 'b@i.co');
    await waitFor(() => expect(application.contacts).toHaveLength(1));
    await saved(drawer);
    const [contact] = application.contacts;
    expect(contact).toMatchObject({
      name: 'Bill',
      role: 'Boss',
      email: 'b@i.co',
    });
    expect(contact?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      updates(fake).every(
        (call) => Object.keys(call.variables.input as object).join() === 'contacts',
      ),
    ).toBe(true);

    await user.click(within(drawer).getByRole('button', { name: 'Remove Bill' }));
    await waitFor(() => expect(application.contacts).toEqual([]));
    within(drawer).getByText('No contacts yet.');
  });

  it('downloads the sent version, links the current one and removes a sent document', async () => {
    const { fake, application } = setup();
    application.sentDocuments.push({
      id: 'sent-1',
      kind: 'RESUME',
      name: 'Resume for Initech',
      sentAt: '2024-03-05T09:00:00.000Z',
      sourceId: 'resume-1',
      band: 'GOOD',
    });
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    within(drawer).getByText('Resume, sent Mar 5, 2024');
    // How the resume, as sent, matches the posting: the band in words.
    const band = await within(drawer).findByText('Good match');
    expect(band.closest('div.MuiTypography-root')?.textContent).toBe(
      'Against the posting: Good match',
    );
    expect(
      within(drawer)
        .getByRole('link', { name: 'Open current version of Resume for Initech' })
        .getAttribute('href'),
    ).toBe('/app/resumes/edit/resume-1');

    await user.click(
      within(drawer).getByRole('button', { name: 'Download sent version of Resume for Initech' }),
    );
    await waitFor(() => expect(files().savedFiles).toHaveLength(1));
    expect(fake.calls.map((call) => call.operation)).toContain(
      `GET /api/job-applications/${application.id}/documents/sent-1/pdf`,
    );
    expect(files().savedFiles[0]?.download).toBe('sent.pdf');

    await user.click(within(drawer).getByRole('button', { name: 'Remove Resume for Initech' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(confirm).getByText(/The copy kept as sent will be gone/);
    await user.click(within(confirm).getByRole('button', { name: 'Go on' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.operation === 'DetachDocument')?.variables).toEqual({
        id: application.id,
        sentDocumentId: 'sent-1',
      }),
    );
    await within(drawer).findByText('Nothing attached yet.');
  });

  it('offers no link to the current version of a document since deleted', async () => {
    const { fake, application } = setup();
    application.sentDocuments.push({
      id: 'sent-1',
      kind: 'COVER_LETTER',
      name: 'Letter',
      sentAt: '2024-03-05T09:00:00.000Z',
      sourceId: null,
    });
    const { drawer } = await open(fake, application.id);
    within(drawer).getByText('Cover letter, sent Mar 5, 2024');
    expect(within(drawer).queryByRole('link', { name: /Open current version/ })).toBeNull();
  });

  it('downloads the calendar file when there is a date to hold', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    expect(within(drawer).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    await user.type(within(drawer).getByLabelText('Deadline'), '2030-05-01');
    await waitFor(() => expect(application.deadline).toBe('2030-05-01'));
    await user.click(await within(drawer).findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(1));
    expect(files().savedFiles[0]?.download).toBe('application.ics');
    expect(fake.calls.map((call) => call.operation)).toContain(
      `GET /api/job-applications/${application.id}/calendar.ics`,
    );
  });

  it('archives for a reason and unarchives', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { drawer } = await open(fake, application.id);
    await user.click(within(drawer).getByRole('button', { name: 'Archive' }));
    await user.click(await screen.findByRole('menuitem', { name: 'No answer' }));
    await within(drawer).findByText(/^Archived: No answer\. It is off the board/);
    expect(application.archivedReason).toBe('NO_ANSWER');
    await user.click(within(drawer).getByRole('button', { name: 'Unarchive' }));
    await screen.findByText('The application is back on the board.');
    expect(application.archivedReason).toBeNull();
    within(drawer).getByRole('button', { name: 'Archive' });
  });

  it('deletes with undo', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { view, drawer } = await open(fake, application.id);
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path(view.router)).toBe('/app/jobs/track'));
    await screen.findByText('Deleted “Initech”.');
    expect(application.deleted).toBe(true);
    // Undo is reachable once the drawer has slid away.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The drawer's exit hides the page from the accessibility tree until it is gone.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByText('“Initech” is back.');
    expect(application.deleted).toBe(false);
    expect(fake.calls.map((call) => call.operation)).toEqual(
      expect.arrayContaining(['DeleteJobApplication', 'RestoreJobApplication']),
    );
  });

  it('saves unsaved edits first when closed', async () => {
    const { fake, application } = setup();
    const user = userEvent.setup();
    const { view, drawer } = await open(fake, application.id);
    await user.type(within(drawer).getByRole('textbox', { name: 'Source' }), 'LinkedIn');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(path(view.router)).toBe('/app/jobs/track'));
    expect(updates(fake).map((call) => call.variables.input)).toEqual([{ source: 'LinkedIn' }]);
    expect(application.source).toBe('LinkedIn');
  });

  it('says when the application is not there, and closes', async () => {
    const { fake } = setup();
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/track?application=gone', { backend: fake.backend });
    const drawer = await screen.findByRole('dialog', { name: 'Application not found' });
    await user.click(within(drawer).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    await waitFor(() => expect(path(view.router)).toBe('/app/jobs/track'));
  });
});
