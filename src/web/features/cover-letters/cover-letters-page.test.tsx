import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { card, chooseAction, prepareDocumentPages } from '../../test-support/document-list';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeCoverLetters } from '../../test-support/fake-cover-letters';
import { renderApp } from '../../test-support/render-app';

// Whole-app journeys through /app/cover-letters, against the fake backend and a fake letters API.
vi.setConfig({ testTimeout: 30_000 });

const files = prepareDocumentPages();

function setup() {
  const { backend } = signedInBackend();
  return withFakeCoverLetters(backend);
}

const job = { position: 'Staff Engineer', company: 'Initech', hiringManager: '', description: '' };

describe('the cover letters list', () => {
  it('tells a new user to write a paragraph or start from a resume', async () => {
    const fake = setup();
    renderApp('/app/cover-letters', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'My letters' });
    await screen.findByRole('heading', { name: 'No cover letters yet' });
    expect(document.title).toBe('My letters – My Resume (dev)');
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New cover letter', '/app/cover-letters/edit/new'],
      ['Write a paragraph', '/app/events/cover-letter/new'],
      ['Start from a resume', '/app/cover-letters/edit/new'],
    ]);
  });

  it('shows each letter with page 1, when it was edited and the job it is for', async () => {
    const fake = setup();
    fake.add({ name: 'Initech', targetJob: job, updatedAt: '2024-03-04T10:00:00.000Z' });
    renderApp('/app/cover-letters', { backend: fake.backend });
    const list = await screen.findByRole('list', { name: 'My letters' });
    const article = await card('Initech');
    expect(within(list).getAllByRole('article')).toEqual([article]);
    within(article).getByText('Edited on Mar 4, 2024');
    within(article).getByText('For: Staff Engineer · Initech');
    const image = await within(article).findByRole('img', { name: 'First page of Initech' });
    expect(image.getAttribute('src')).toMatch(/^blob:.*image\/svg\+xml$/);
    expect(fake.calls).toContainEqual({
      operation: 'GET thumbnail',
      variables: { id: fake.letters[0]?.id },
    });
    expect(within(article).getByRole('link', { name: 'Open Initech' }).getAttribute('href')).toBe(
      `/app/cover-letters/edit/${fake.letters[0]?.id}`,
    );
  });

  it('speaks the UI language', async () => {
    const fake = setup();
    await changeLanguage('es');
    renderApp('/app/cover-letters', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Mis cartas' });
    await screen.findByRole('heading', { name: 'Aún no tienes cartas de presentación' });
    screen.getByRole('link', { name: 'Escribir un párrafo' });
  });

  it('renames, duplicates as “… (copy)”, deletes and brings back a letter', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Draft', updatedAt: '2024-03-04T10:00:00.000Z' });
    renderApp('/app/cover-letters', { backend: fake.backend });
    await card('Draft');

    await chooseAction(user, 'Draft', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename cover letter' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await card('Initech');
    expect(fake.letters[0]?.name).toBe('Initech');

    await chooseAction(user, 'Initech', 'Duplicate');
    await card('Initech (copy)');
    expect(fake.calls.find((call) => call.operation === 'DuplicateCoverLetter')?.variables).toEqual(
      { id: fake.letters[0]?.id, name: 'Initech (copy)' },
    );

    await chooseAction(user, 'Initech (copy)', 'Delete');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Initech (copy)' })).toBeNull(),
    );
    // Focus is not lost with the deleted card: it goes to the next one's Open.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Open Initech' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Deleted “Initech (copy)”.');
    expect(fake.letters[1]?.deleted).toBe(true);
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await card('Initech (copy)');
    expect(fake.letters[1]?.deleted).toBe(false);
  });

  it('shares a letter at /c/{id}, and turns it off again', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const letter = fake.add({ name: 'Shared', targetJob: job });
    renderApp('/app/cover-letters', { backend: fake.backend });
    const article = await card('Shared');
    await user.click(within(article).getByRole('switch', { name: 'Share online' }));
    const link = await within(article).findByRole('textbox', { name: 'Public link' });
    expect(link).toHaveProperty('value', `${window.location.origin}/c/${letter.share.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.letters[0]?.share.enabled).toBe(true);

    await user.click(within(article).getByRole('switch', { name: 'Share online' }));
    await waitFor(() =>
      expect(within(article).queryByRole('textbox', { name: 'Public link' })).toBeNull(),
    );
    expect(fake.letters[0]?.share.enabled).toBe(false);
  });

  it('asks before sharing or downloading a letter with an unfilled placeholder', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Unfinished', missingPlaceholders: ['company'] });
    renderApp('/app/cover-letters', { backend: fake.backend });
    const article = await card('Unfinished');
    const question = /The placeholder \{company\} is not filled in: it prints as \[company\]/;

    // Sharing: Go back leaves it off; Go on shares it.
    await user.click(within(article).getByRole('switch', { name: 'Share online' }));
    let dialog = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(dialog).getByText(question);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(article).getByRole('switch', { name: 'Share online' })).toHaveProperty(
      'checked',
      false,
    );
    expect(fake.calls.map((call) => call.operation)).not.toContain('SetCoverLetterSharing');
    await user.click(within(article).getByRole('switch', { name: 'Share online' }));
    dialog = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go on' }));
    await within(article).findByRole('textbox', { name: 'Public link' });
    expect(fake.letters[0]?.share.enabled).toBe(true);

    // Downloading: Go back makes no file; Go on saves it.
    await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
    dialog = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(dialog).getByText(question);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.map((call) => call.operation)).not.toContain('GET pdf');
    expect(files().savedFiles).toEqual([]);
    await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
    dialog = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(1));
    expect(files().savedFiles[0]?.download).toBe('Ada-Lovelace.pdf');
  });

  it('downloads the PDF without asking when every placeholder is filled, and Word and text from a menu', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Ready', targetJob: job });
    renderApp('/app/cover-letters', { backend: fake.backend });
    const article = await card('Ready');
    await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(files().savedFiles[0]).toEqual({
      href: expect.stringMatching(/^blob:.*application\/pdf$/),
      download: 'Ada-Lovelace.pdf',
    });

    await user.click(within(article).getByRole('button', { name: 'Other formats for Ready' }));
    const menu = await screen.findByRole('menu', { name: 'Other formats for Ready' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Word (.docx)', 'Plain text (.txt)']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Plain text (.txt)' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(2));
    expect(files().savedFiles[1]?.download).toBe('Ada-Lovelace.txt');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Back again' });
    fake.failNext('CoverLetters');
    renderApp('/app/cover-letters', { backend: fake.backend });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your cover letters could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await card('Back again');
  });
});
