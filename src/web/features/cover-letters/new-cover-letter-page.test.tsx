import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeCoverLetters } from '../../test-support/fake-cover-letters';
import { withFakeResumes } from '../../test-support/fake-resumes';
import { prepareDocumentPages } from '../../test-support/document-list';
import { renderApp } from '../../test-support/render-app';

// The new-letter form, in the whole app, against fake resumes and cover letters APIs.
vi.setConfig({ testTimeout: 30_000 });

prepareDocumentPages();

/** A signed-in user with two resumes (the last changed first). */
function setup() {
  const { backend } = signedInBackend();
  const resumes = withFakeResumes(backend);
  resumes.add({ name: 'Platform roles', updatedAt: '2024-05-01T10:00:00.000Z' });
  resumes.add({ name: 'Frontend roles', updatedAt: '2024-03-01T10:00:00.000Z' });
  const letters = withFakeCoverLetters(resumes.backend);
  return { ...letters, resumes: resumes.resumes };
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

const creations = (fake: ReturnType<typeof setup>) =>
  fake.calls.filter((call) => call.operation === 'CreateCoverLetter');

const path = (view: ReturnType<typeof renderApp>) => view.router.state.location.pathname;

describe('a new cover letter', () => {
  it('needs a name of more than spaces, and says so next to the field', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'New cover letter' });
    expect(document.title).toBe('New cover letter – My Resume (dev)');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));
    await waitFor(() => expect(errorOf(name)).toBe('Fill this in.'));
    expect([name.getAttribute('aria-invalid'), document.activeElement]).toEqual(['true', name]);
    expect(creations(fake)).toEqual([]);
  });

  it('matches a resume (which decides the design), then opens the editor', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Initech ');
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Staff Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: 'Hiring manager' }), 'Bill Lumbergh');
    await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Go{Enter}TS');

    const match = screen.getByRole('combobox', { name: 'Match a resume' });
    expect(errorOf(match)).toMatch(/takes the resume’s header/);
    await within(match).findByRole('option', { name: 'Frontend roles' });
    expect(
      within(match)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Platform roles', 'Frontend roles']);
    screen.getByRole('radiogroup', { name: 'Template' });
    await user.selectOptions(match, 'Frontend roles');
    // The resume decides the template, language and paper.
    expect(screen.queryByRole('radiogroup', { name: 'Template' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Document language' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));

    await waitFor(() => expect(path(view)).toBe(`/app/cover-letters/edit/${fake.letters[0]?.id}`));
    expect(creations(fake).map((call) => call.variables)).toEqual([
      {
        input: {
          name: 'Initech',
          targetJob: {
            position: 'Staff Engineer',
            company: 'Initech',
            hiringManager: 'Bill Lumbergh',
            description: 'Go\nTS',
          },
          resumeId: fake.resumes[1]?.id,
        },
      },
    ]);
  });

  it('without a resume, takes the template, language and paper chosen', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Open application');
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Document language' }),
      'Español',
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Paper size' })).getByRole('radio', {
        name: /^A4/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));
    await waitFor(() => expect(path(view)).toBe(`/app/cover-letters/edit/${fake.letters[0]?.id}`));
    expect(creations(fake)[0]?.variables).toEqual({
      input: {
        name: 'Open application',
        targetJob: { position: '', company: '', hiringManager: '', description: '' },
        template: 'COMPACT',
        language: 'ES',
        paper: 'A4',
      },
    });
  });

  it('starts from the resume in the address, when it is one of the user’s', async () => {
    const fake = setup();
    const resumeId = fake.resumes[0]?.id ?? '';
    renderApp(`/app/cover-letters/edit/new?resume=${resumeId}`, { backend: fake.backend });
    const match = await screen.findByRole('combobox', { name: 'Match a resume' });
    await waitFor(() => expect(match).toHaveProperty('value', resumeId));
    expect(screen.queryByRole('radiogroup', { name: 'Template' })).toBeNull();
  });

  it('matches none when the resume in the address is not the user’s', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/cover-letters/edit/new?resume=00000000-0000-4000-8000-00000000ffff', {
      backend: fake.backend,
    });
    const match = await screen.findByRole('combobox', { name: 'Match a resume' });
    await within(match).findByRole('option', { name: 'Platform roles' });
    await screen.findByRole('radiogroup', { name: 'Template' });
    expect(match).toHaveProperty('value', '');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));
    await waitFor(() => expect(creations(fake)).toHaveLength(1));
    expect(creations(fake)[0]?.variables.input).not.toHaveProperty('resumeId');
  });

  it('shows a refusal of the server on the field it names', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mine');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Initech');
    fake.failNext('CreateCoverLetter', {
      field: 'targetJob.company',
      reason: 'forbiddenCharacter',
    });
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));

    const company = screen.getByRole('textbox', { name: 'Company' });
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(company)).toMatch(/^Remove the invisible control character/);
    expect(document.activeElement).toBe(company);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(path(view)).toBe('/app/cover-letters/edit/new');
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mine');
    fake.failNext('CreateCoverLetter', 'network');
    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('nothing was created');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Mine');

    await user.click(screen.getByRole('button', { name: 'Create cover letter' }));
    await waitFor(() => expect(path(view)).toBe(`/app/cover-letters/edit/${fake.letters[0]?.id}`));
  });

  it('is reached from the list; Cancel asks first when something was typed', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/cover-letters', { backend: fake.backend });
    await user.click(await screen.findByRole('link', { name: 'New cover letter' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard and leave' }));
    await screen.findByRole('heading', { level: 1, name: 'My letters' });
    expect(path(view)).toBe('/app/cover-letters');
  });

  it('speaks the UI language', async () => {
    await changeLanguage('fr');
    const fake = setup();
    renderApp('/app/cover-letters/edit/new', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Nouvelle lettre de motivation' });
    screen.getByRole('combobox', { name: 'Associer un CV' });
    screen.getByRole('textbox', { name: 'Responsable du recrutement' });
    screen.getByRole('button', { name: 'Créer la lettre' });
  });
});
