import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';
import { withFakeResumes } from '../../test-support/fake-resumes';

// The new-resume form, in the whole app, against a fake resumes API.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
  setViewportWidth(375);
  Object.assign(URL, { createObjectURL: () => 'blob:thumbnail', revokeObjectURL: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const { backend } = signedInBackend();
  return withFakeResumes(backend);
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

const radioGroup = (name: string) => screen.getByRole('radiogroup', { name });

describe('a new resume', () => {
  it('needs a name, and says so next to the field', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/resumes/edit/new', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'New resume' });
    expect(document.title).toBe('New resume – My Resume (dev)');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Create resume' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('Fill this in.');
    expect(document.activeElement).toBe(name);
    expect(fake.calls).toEqual([]);
  });

  it('creates the resume with the choices made, then opens the editor', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/resumes/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' Frontend roles ');
    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Frontend Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'React{Enter}TS');

    const templates = radioGroup('Template');
    expect(within(templates).getByRole('radio', { name: 'Classic' })).toHaveProperty(
      'checked',
      true,
    );
    const modern = within(templates).getByRole('radio', { name: 'Modern' });
    expect(errorOf(modern)).toMatch(/accent colour/);
    await user.click(modern);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Document language' }),
      'Français',
    );
    await user.click(within(radioGroup('Paper size')).getByRole('radio', { name: /^A4/ }));
    await user.click(screen.getByRole('button', { name: 'Create resume' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/app/resumes/edit/${fake.resumes[0]?.id}`),
    );
    expect(fake.calls.find((call) => call.operation === 'CreateResume')?.variables).toEqual({
      input: {
        name: 'Frontend roles',
        targetJob: { title: 'Frontend Engineer', company: 'Acme', description: 'React\nTS' },
        template: 'MODERN',
        language: 'FR',
        paper: 'A4',
      },
    });
  });

  it('starts in the UI language, on the paper of the browser’s country', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'fr-CA' });
    await changeLanguage('es');
    const fake = setup();
    renderApp('/app/resumes/edit/new', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Nuevo currículum' });
    expect(screen.getByRole('combobox', { name: 'Idioma del documento' })).toHaveProperty(
      'value',
      'es',
    );
    expect(
      within(radioGroup('Tamaño del papel')).getByRole('radio', { name: /^Carta/ }),
    ).toHaveProperty('checked', true);
    within(radioGroup('Plantilla')).getByRole('radio', { name: 'Compacta' });
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/resumes/edit/new', { backend: fake.backend });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Mine');
    fake.failNext('CreateResume', 'network');
    await user.click(screen.getByRole('button', { name: 'Create resume' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('nothing was created');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Mine');
    expect(view.router.state.location.pathname).toBe('/app/resumes/edit/new');

    await user.click(screen.getByRole('button', { name: 'Create resume' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(`/app/resumes/edit/${fake.resumes[0]?.id}`),
    );
  });

  it('is reached from the list; Cancel goes back, asking first when something was typed', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const view = renderApp('/app/resumes', { backend: fake.backend });
    await user.click(await screen.findByRole('link', { name: 'New resume' }));
    await screen.findByRole('heading', { level: 1, name: 'New resume' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'My resumes' });
    expect(view.router.state.location.pathname).toBe('/app/resumes');

    // With something typed, leaving asks first.
    await user.click(screen.getByRole('link', { name: 'New resume' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Half done');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard and leave' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'My resumes' });
  });
});
