import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';

// Whole-app journeys through the library pages, against the fake backend's events API.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

const path = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

/** The GraphQL calls of one operation the app made, by name. */
const calls = (view: ReturnType<typeof renderApp>, operation: string) =>
  view.backend.requests
    .filter((request) => request.path === '/graphql')
    .map((request) => request.body as { query: string; variables?: Record<string, unknown> })
    .filter((body) => new RegExp(`(query|mutation) ${operation}\\b`).test(body.query));

describe('work experience', () => {
  it('guides a new user to add a first job, then lists it with its dates', async () => {
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    const view = renderApp('/app/events/work', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Work experience' });
    await screen.findByRole('heading', { name: 'No work experience yet' });
    screen.getByText('Add your most recent job first — every resume you build picks from here.');
    expect(document.title).toBe('Work experience – My Resume (dev)');

    await user.click(screen.getByRole('link', { name: 'Add work experience' }));
    await screen.findByRole('heading', { level: 1, name: 'New work experience' });
    expect(document.title).toBe('New work experience – My Resume (dev)');
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Software Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    const start = screen.getByRole('group', { name: 'Start date' });
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), 'March');
    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '2021');
    await user.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    await user.click(screen.getByRole('button', { name: 'Add accomplishment' }));
    await user.keyboard('Cut build times by half');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Work experience' });
    const [saved] = backend.careerEvents.all('Work');
    expect(path(view.router)).toBe('/app/events/work');
    const item = await screen.findByRole('link', { name: 'Software Engineer · Acme' });
    expect(item.getAttribute('href')).toBe(`/app/events/work/edit/${saved?.id}`);
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Mar 2021 – Present',
    );
    expect(saved).toMatchObject({
      position: 'Software Engineer',
      company: 'Acme',
      startDate: '2021-03',
      endDate: null,
      accomplishments: [{ description: 'Cut build times by half' }],
    });
  });

  it('lists jobs in the order the server gives, with localized months', async () => {
    const { backend, accountId } = signedInBackend();
    backend.careerEvents.add('Work', accountId, {
      position: 'Intern',
      company: 'Initech',
      location: 'Austin',
      startDate: '2015-06',
      endDate: '2015-09',
    });
    backend.careerEvents.add('Work', accountId, {
      position: 'Engineer',
      company: 'Acme',
      startDate: '2021-03',
      endDate: null,
    });
    await changeLanguage('fr');
    renderApp('/app/events/work', { backend });
    await screen.findByRole('heading', { level: 1, name: 'Expérience professionnelle' });
    const list = await screen.findByRole('list', { name: 'Expérience professionnelle' });
    const links = within(list).getAllByRole('link');
    const text = (link: HTMLElement, attribute: string) =>
      document.getElementById(link.getAttribute(attribute) ?? '')?.textContent;
    expect(
      links.map((link) => [text(link, 'aria-labelledby'), text(link, 'aria-describedby')]),
    ).toEqual([
      ['Engineer · Acme', 'mars 2021 – Aujourd’hui'],
      ['Intern · Initech', 'juin 2015 – sept. 2015 · Austin'],
    ]);
  });

  it('edits a job, keeping its accomplishments’ ids in their new order', async () => {
    const user = userEvent.setup();
    const { backend, accountId } = signedInBackend();
    const job = backend.careerEvents.add('Work', accountId, {
      position: 'Engineer',
      company: 'Acme',
      startDate: '2019-01',
      endDate: '2020-12',
      accomplishments: [{ description: 'Led the team' }, { description: 'Shipped v2' }],
    });
    const [led, shipped] = job.accomplishments as Array<{ id: string }>;
    const view = renderApp('/app/events/work', { backend });
    await user.click(await screen.findByRole('link', { name: 'Engineer · Acme' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit work experience' });
    const second = await screen.findByRole('textbox', { name: 'Accomplishment 2' });
    await user.clear(second);
    await user.type(second, 'Shipped v3');
    await user.click(screen.getByRole('button', { name: 'Move Accomplishment 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Work experience' });

    expect(calls(view, 'UpdateWorkEvent')[0]?.variables).toMatchObject({
      id: job.id,
      input: {
        accomplishments: [
          { id: shipped?.id, description: 'Shipped v3' },
          { id: led?.id, description: 'Led the team' },
        ],
      },
    });
    expect(backend.careerEvents.all('Work')[0]?.accomplishments).toEqual([
      { __typename: 'Accomplishment', id: shipped?.id, uuid: null, description: 'Shipped v3' },
      { __typename: 'Accomplishment', id: led?.id, uuid: null, description: 'Led the team' },
    ]);
  });

  it('deletes with an undo that brings the job back', async () => {
    const user = userEvent.setup();
    const { backend, accountId } = signedInBackend();
    backend.careerEvents.add('Work', accountId, {
      position: 'Engineer',
      company: 'Acme',
      startDate: '2021-03',
    });
    const view = renderApp('/app/events/work', { backend });
    await user.click(await screen.findByRole('button', { name: 'Delete Engineer · Acme' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Deleted “Engineer · Acme”.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Engineer · Acme' })).toBeNull());
    // Focus is not lost with the deleted row: it goes to the Add action.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add work experience' }));
    await screen.findByRole('heading', { name: 'No work experience yet' });
    expect(backend.careerEvents.all('Work')[0]?.deleted).toBe(true);

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    await screen.findByRole('link', { name: 'Engineer · Acme' });
    expect(backend.careerEvents.all('Work')[0]?.deleted).toBe(false);
    expect(calls(view, 'RestoreWorkEvent')).toHaveLength(1);
  });

  it('sends an unknown event to the data-not-found page', async () => {
    const { backend } = signedInBackend();
    const view = renderApp('/app/events/work/edit/no-such-event', { backend });
    // The server renders /oops (the public site): the app loads it in place of the current page.
    await waitFor(() => expect(view.loadedPages).toEqual(['/oops']));
    expect(path(view.router)).toBe('/oops');
    expect(view.reporter.messages).toEqual([]);
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    const view = renderApp('/app/events/work/new', { backend });
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), 'Acme');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme');
    expect(path(view.router)).toBe('/app/events/work/new');

    await user.click(within(nav).getByRole('link', { name: 'Education' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard and leave' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Education' });
    expect(backend.careerEvents.all('Work')).toEqual([]);
  });
});

describe('education, skills and paragraphs', () => {
  it('adds a school being attended, with coursework', async () => {
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    renderApp('/app/events/edu/new', { backend });
    await screen.findByRole('heading', { level: 1, name: 'New education' });
    await user.type(screen.getByRole('textbox', { name: 'School or university' }), 'MIT');
    await user.type(screen.getByRole('textbox', { name: 'Degree' }), 'BSc');
    await user.type(screen.getByRole('textbox', { name: 'Major' }), 'Physics');
    const start = screen.getByRole('group', { name: 'Start date' });
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), 'September');
    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '2022');
    await user.click(screen.getByRole('checkbox', { name: 'I currently attend' }));
    await user.click(screen.getByRole('button', { name: 'Add course' }));
    await user.keyboard('Quantum mechanics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const item = await screen.findByRole('link', { name: 'MIT' });
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'BSc, Physics · Sep 2022 – Present',
    );
    expect(backend.careerEvents.all('Edu')[0]).toMatchObject({
      attending: true,
      endDate: null,
      coursework: [{ description: 'Quantum mechanics' }],
    });
  });

  it('lists skills under their category, with level and keywords', async () => {
    const { backend, accountId } = signedInBackend();
    backend.careerEvents.add('Skill', accountId, {
      name: 'TypeScript',
      category: 'Languages',
      level: 'EXPERT',
      keywords: ['React', 'Node'],
    });
    renderApp('/app/events/skills', { backend });
    const languages = await screen.findByRole('list', { name: 'Languages' });
    const item = within(languages).getByRole('link', { name: 'TypeScript' });
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Expert · React, Node',
    );
    screen.getByRole('heading', { level: 2, name: 'Languages' });
    screen.getByRole('link', { name: 'Add skill' });
  });

  it('adds a paragraph and lists it with its kind', async () => {
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    renderApp('/app/events/cover-letter', { backend });
    await screen.findByRole('heading', { name: 'No paragraphs yet' });
    await user.click(screen.getByRole('link', { name: 'Add paragraph' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Dear ');
    await user.click(screen.getByRole('button', { name: 'Insert {hiringManager}' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const item = await screen.findByRole('link', { name: 'Hello' });
    expect(document.getElementById(item.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Body · Dear {hiringManager}',
    );
  });

  it('keeps the form when the server refuses it or cannot be reached', async () => {
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    const view = renderApp('/app/events/skills/new', { backend });
    await user.type(await screen.findByRole('textbox', { name: 'Skill' }), 'Go');
    await user.type(screen.getByRole('textbox', { name: 'Category' }), 'Languages');
    backend.answerGraphql('CreateSkillEvent', () => ({
      data: null,
      errors: [
        {
          message: 'category must be at most 200 characters',
          path: ['event', 'createSkillEvent'],
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'category',
            reason: 'tooLong',
            maximum: 200,
          },
        },
      ],
    }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'My Resume could not save this: correct the field marked in red.',
    );
    const category = screen.getByRole('textbox', { name: 'Category' });
    expect(category.getAttribute('aria-invalid')).toBe('true');
    // Worded by the reason the server gives, not by its English message.
    expect(
      document.getElementById(category.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('This is too long. Shorten it.');
    expect(category).toHaveProperty('value', 'Languages');

    backend.failWith('network');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/We couldn't reach My Resume, so nothing was saved\./);
    expect(screen.getByRole('textbox', { name: 'Skill' })).toHaveProperty('value', 'Go');
    expect(path(view.router)).toBe('/app/events/skills/new');
    expect(view.reporter.messages).toEqual(['Network error']);
  });

  it('works on a 375 px wide phone', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const { backend } = signedInBackend();
    renderApp('/app/events/skills/new', { backend });
    await user.type(await screen.findByRole('textbox', { name: 'Skill' }), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'Spanish' });
    screen.getByRole('button', { name: 'Open navigation' });
  });
});
