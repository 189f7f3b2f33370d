import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { renderApp } from '../../test-support/render-app';
import { withFakeResumes } from '../../test-support/fake-resumes';
import { card, chooseAction, prepareDocumentPages } from '../../test-support/document-list';

// Whole-app journeys through /app/resumes, against the fake backend and a fake resumes API.
vi.setConfig({ testTimeout: 30_000 });

const files = prepareDocumentPages();

function setup() {
  const { backend } = signedInBackend();
  return withFakeResumes(backend);
}

const path = (view: ReturnType<typeof renderApp>) => view.router.state.location.pathname;

describe('the resumes list', () => {
  it('tells a new user to fill the library first, and offers a new resume', async () => {
    const fake = setup();
    renderApp('/app/resumes', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'My resumes' });
    await screen.findByRole('heading', { name: 'No resumes yet' });
    expect(document.title).toBe('My resumes – My Resume (dev)');
    expect(screen.getByRole('link', { name: 'Add work experience' }).getAttribute('href')).toBe(
      '/app/events/work',
    );
    expect(screen.getByRole('link', { name: 'New resume' }).getAttribute('href')).toBe(
      '/app/resumes/edit/new',
    );
  });

  it('shows each resume with page 1 as an image, when it was edited and what it is for', async () => {
    const fake = setup();
    const hour = 3_600_000;
    fake.add({
      name: 'Backend roles',
      updatedAt: new Date(Date.now() - 3 * hour).toISOString(),
      targetJob: { title: 'Staff Engineer', company: 'Initech', description: '' },
    });
    fake.add({ name: 'Old one', updatedAt: '2024-03-04T10:00:00.000Z' });
    const view = renderApp('/app/resumes', { backend: fake.backend });

    const list = await screen.findByRole('list', { name: 'My resumes' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const first = await card('Backend roles');
    within(first).getByText('Edited 3 hours ago');
    within(first).getByText('For: Staff Engineer · Initech');
    const image = await within(first).findByRole('img', { name: 'First page of Backend roles' });
    expect(image.getAttribute('src')).toMatch(/^blob:.*image\/svg\+xml$/);
    within(await card('Old one')).getByText('Edited on Mar 4, 2024');
    expect(
      within(first).getByRole('link', { name: 'Open Backend roles' }).getAttribute('href'),
    ).toBe(`/app/resumes/edit/${fake.resumes[0]?.id}`);

    // Leaving the page lets go of the images (in the unmount's effects, which React may run
    // after the next page is on screen).
    await view.router.navigate('/app/events/work');
    await screen.findByRole('heading', { level: 1, name: 'Work experience' });
    await waitFor(() =>
      expect(files().objectUrls.revoked.sort()).toEqual(
        files()
          .objectUrls.created.filter((url) => url.includes('svg'))
          .sort(),
      ),
    );
  });

  it('speaks the UI language', async () => {
    const fake = setup();
    fake.add({ name: 'CV', updatedAt: '2024-03-04T10:00:00.000Z' });
    await changeLanguage('fr');
    renderApp('/app/resumes', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Mes CV' });
    const article = await card('CV');
    within(article).getByText('Modifié le 4 mars 2024');
    within(article).getByRole('switch', { name: 'Partager en ligne' });
    within(article).getByRole('button', { name: 'Télécharger le PDF' });
  });

  it('renames a resume, checking the name first', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Draft' });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('Draft');
    await chooseAction(user, 'Draft', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename resume' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    within(dialog).getByText('Fill this in.');
    expect(fake.calls.filter((call) => call.operation === 'UpdateResume')).toEqual([]);

    await user.type(field, '  Frontend roles ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await card('Frontend roles');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.resumes[0]?.name).toBe('Frontend roles');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Renamed to “Frontend roles”.',
    );
  });

  it('duplicates a resume as “… (copy)”', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Frontend roles', updatedAt: '2024-03-04T10:00:00.000Z' });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('Frontend roles');
    await chooseAction(user, 'Frontend roles', 'Duplicate');
    await card('Frontend roles (copy)');
    expect(fake.calls.find((call) => call.operation === 'DuplicateResume')?.variables).toEqual({
      id: fake.resumes[0]?.id,
      name: 'Frontend roles (copy)',
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Made a copy: “Frontend roles (copy)”.',
    );
  });

  it('deletes with an undo that brings the resume back', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Only one' });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('Only one');
    await chooseAction(user, 'Only one', 'Delete');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Only one' })).toBeNull());
    // Focus is not lost with the deleted card: it goes to New resume.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'New resume' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Deleted “Only one”.');
    expect(fake.resumes[0]?.deleted).toBe(true);

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await card('Only one');
    expect(fake.resumes[0]?.deleted).toBe(false);
  });

  it('shares a resume: the link, copying it, search engines, a new link, and off again', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const resume = fake.add({ name: 'Shared' });
    renderApp('/app/resumes', { backend: fake.backend });
    const article = await card('Shared');
    const toggle = within(article).getByRole('switch', { name: 'Share online' });
    expect(within(article).queryByRole('textbox', { name: 'Public link' })).toBeNull();

    await user.click(toggle);
    const link = await within(article).findByRole('textbox', { name: 'Public link' });
    const firstUrl = `${window.location.origin}/r/${resume.share.id}`;
    expect(link).toHaveProperty('value', firstUrl);
    expect(fake.resumes[0]?.share.enabled).toBe(true);
    within(article).getByText('Not viewed yet');
    expect(
      within(article)
        .getByRole('link', { name: 'View online (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe(firstUrl);

    await user.click(within(article).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(firstUrl);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Link copied.'));

    await user.click(within(article).getByRole('checkbox', { name: 'Allow search engines' }));
    await waitFor(() => expect(fake.resumes[0]?.share.indexable).toBe(true));

    await user.click(within(article).getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    within(dialog).getByText(/The current link stops working at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(within(article).getByRole('textbox', { name: 'Public link' })).not.toHaveProperty(
        'value',
        firstUrl,
      ),
    );
    expect(within(article).getByRole('textbox', { name: 'Public link' })).toHaveProperty(
      'value',
      `${window.location.origin}/r/${fake.resumes[0]?.share.id}`,
    );

    await user.click(within(article).getByRole('switch', { name: 'Share online' }));
    await waitFor(() =>
      expect(within(article).queryByRole('textbox', { name: 'Public link' })).toBeNull(),
    );
    expect(fake.resumes[0]?.share).toMatchObject({ enabled: false, indexable: true });
    expect(
      fake.calls
        .filter((call) => call.operation === 'SetResumeSharing')
        .map((call) => call.variables.input),
    ).toEqual([
      { enabled: true, indexable: false },
      { enabled: true, indexable: true },
      { enabled: false, indexable: true },
    ]);
  });

  it('keeps a card in its place when it changes; a copy comes first', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Newer', updatedAt: '2024-05-01T10:00:00.000Z' });
    fake.add({ name: 'Older', updatedAt: '2024-03-01T10:00:00.000Z' });
    renderApp('/app/resumes', { backend: fake.backend });
    const names = () =>
      within(screen.getByRole('list', { name: 'My resumes' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    await card('Older');
    expect(names()).toEqual(['Newer', 'Older']);

    // The server now lists "Older" first (sharing counts as a change); the page keeps its order.
    const toggle = within(await card('Older')).getByRole('switch', { name: 'Share online' });
    await user.click(toggle);
    await within(await card('Older')).findByRole('textbox', { name: 'Public link' });
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.operation === 'Resumes')).toHaveLength(2),
    );
    expect(names()).toEqual(['Newer', 'Older']);
    expect(document.activeElement).toBe(toggle);

    await chooseAction(user, 'Older', 'Duplicate');
    await card('Older (copy)');
    expect(names()).toEqual(['Older (copy)', 'Newer', 'Older']);
  });

  it('shows the view count once the resume was seen', async () => {
    const fake = setup();
    fake.add({
      name: 'Popular',
      share: { id: 'x'.repeat(22), enabled: true, indexable: false, viewCount: 12 },
    });
    renderApp('/app/resumes', { backend: fake.backend });
    within(await card('Popular')).getByText('Viewed 12 times');
  });

  it('downloads the PDF, and other formats from a menu', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Mine' });
    renderApp('/app/resumes', { backend: fake.backend });
    const article = await card('Mine');
    await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(1));
    expect(files().savedFiles[0]).toEqual({
      href: expect.stringMatching(/^blob:.*application\/pdf$/),
      download: 'Ada-Lovelace.pdf',
    });

    await user.click(within(article).getByRole('button', { name: 'Other formats for Mine' }));
    const menu = await screen.findByRole('menu', { name: 'Other formats for Mine' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Word (.docx)', 'JSON Resume (.json)', 'Plain text (.txt)']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Word (.docx)' }));
    await waitFor(() => expect(files().savedFiles).toHaveLength(2));
    expect(files().savedFiles[1]?.download).toBe('Ada-Lovelace.docx');

    fake.failNext('GET pdf');
    await user.click(within(article).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The file could not be made. Try again.',
      ),
    );
    expect(files().savedFiles).toHaveLength(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const fake = setup();
    fake.add({ name: 'Back again' });
    fake.failNext('Resumes');
    const view = renderApp('/app/resumes', { backend: fake.backend });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your resumes could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await card('Back again');
    expect(path(view)).toBe('/app/resumes');
  });
});
