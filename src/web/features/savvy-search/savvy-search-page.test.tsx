import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../domain/paths';
import { routePatterns } from '../../app/route-patterns';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeJobApplications } from '../../test-support/fake-job-applications';
import { daysAgo, withFakeJobSearch } from '../../test-support/fake-job-search';
import { withFakeResumes } from '../../test-support/fake-resumes';
import { withFakeSavvySearch } from '../../test-support/fake-savvy-search';
import { loadPages } from '../../test-support/load-pages';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';

// /app/jobs/savvy against the fake savvy search: postings ranked by the library with their
// bands, parts and proof; hiding (with undo), saving and tailoring; the filters in the address;
// an empty library; and the UI language.
vi.setConfig({ testTimeout: 30_000 });

// Routes load their pages on demand; load this one and the resume editor (where a tailored
// resume opens) once here, so no test waits on a first import.
beforeAll(async () => {
  expect(await loadPages([paths.savvySearch(), routePatterns.editResume])).toHaveLength(2);
});
beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const { backend } = signedInBackend();
  const jobs = withFakeJobSearch(withFakeJobApplications(backend));
  return withFakeSavvySearch(jobs, withFakeResumes(jobs.backend));
}

type Fake = ReturnType<typeof setup>;

/** A library that proves React and TypeScript at work, and CSS as a skill. */
function withLibrary(fake: Fake) {
  fake.prove({
    eventId: 'work-1',
    eventKind: 'WORK',
    itemId: 'bullet-1',
    label: 'Frontend developer at Acme',
    text: 'Built the <b>React</b> front end in TypeScript',
    skills: ['React', 'TypeScript'],
  });
  fake.prove({
    eventId: 'skill-1',
    eventKind: 'SKILL',
    label: 'Styling',
    text: 'CSS',
    skills: ['CSS'],
  });
  return fake;
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + decodeURIComponent(router.state.location.search);

const searches = (fake: Fake) =>
  fake.calls.filter((call) => call.operation === 'SavvyPostings').map((call) => call.variables);

const results = () => screen.getByRole('region', { name: 'Ranked postings' });
const statusLine = () => within(results()).getByRole('status');
const resultTitles = () =>
  within(results())
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const listItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.textContent);

describe('the savvy search page', () => {
  it('ranks postings by the library, each with its band, parts, proof, missing skills and biggest gap', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Data engineer', skillsRequired: ['Python', 'SQL'] });
    fake.jobs.add({
      title: 'Frontend developer',
      company: 'Globex',
      skillsRequired: ['React', 'TypeScript'],
      skillsPreferred: ['CSS', 'GraphQL'],
    });
    const user = userEvent.setup();
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Savvy search' });
    await waitFor(() => expect(resultTitles()).toEqual(['Frontend developer', 'Data engineer']));
    expect(statusLine().textContent).toBe('2 postings, best match first');
    expect(searches(fake)).toEqual([
      {
        search: {
          query: '',
          location: '',
          company: '',
          remote: [],
          employmentTypes: [],
          postedWithinDays: null,
          salaryFloor: null,
          sort: 'RELEVANCE',
        },
        first: 20,
      },
    ]);

    const best = within(screen.getByRole('article', { name: 'Frontend developer' }));
    best.getByText('Great match');
    expect(listItems(best.getByRole('list', { name: 'How it matches' }))).toEqual([
      'Skills: 2 of 2 required, 1 of 2 nice to have',
      'Job title: strong',
    ]);
    best.getByText(
      "Why not higher: the posting would like GraphQL, which your library doesn't show.",
    );
    // The proof waits for a click.
    expect(best.queryByRole('list', { name: 'What your library proves' })).toBeNull();
    const proofButton = best.getByRole('button', { name: 'Show the proof' });
    expect(proofButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(proofButton);
    expect(proofButton.getAttribute('aria-expanded')).toBe('true');
    const proven = best.getByRole('list', { name: 'What your library proves' });
    expect(listItems(proven)).toEqual([
      'React (required)Frontend developer at Acme “Built the <b>React</b> front end in TypeScript”',
      'TypeScript (required)Frontend developer at Acme “Built the <b>React</b> front end in TypeScript”',
      'CSS (nice to have)Styling “CSS”',
    ]);
    // The bullet is text, never HTML.
    expect(proven.querySelector('b')).toBeNull();
    const proofLinks = within(proven).getAllByRole('link');
    expect(proofLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Frontend developer at Acme', '/app/events/work/edit/work-1'],
      ['Frontend developer at Acme', '/app/events/work/edit/work-1'],
      ['Styling', '/app/events/skills/edit/skill-1'],
    ]);
    expect(listItems(best.getByRole('list', { name: "What your library doesn't show" }))).toEqual([
      'GraphQL (nice to have)',
    ]);

    const weakest = within(screen.getByRole('article', { name: 'Data engineer' }));
    weakest.getByText('Weak match');
    expect(listItems(weakest.getByRole('list', { name: 'How it matches' }))).toEqual([
      'Skills: 0 of 2 required',
      'Job title: weak',
    ]);
    weakest.getByText(
      "Why not higher: the posting asks for Python, which your library doesn't show.",
    );
    await user.click(weakest.getByRole('button', { name: 'Show the proof' }));
    weakest.getByText('No requirement of this posting is proven by your library yet.');
    expect(
      listItems(weakest.getByRole('list', { name: "What your library doesn't show" })),
    ).toEqual(['Python (required)', 'SQL (required)']);
  });

  it('opens the event that proves a requirement', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Frontend developer', skillsRequired: ['CSS'] });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
    await user.click(card.getByRole('button', { name: 'Show the proof' }));
    await user.click(card.getByRole('link', { name: 'Styling' }));
    await waitFor(() => expect(path(view.router)).toBe('/app/events/skills/edit/skill-1'));
  });

  it('hides a posting for a reason, takes it out of the list, and brings it back on undo', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Senior React developer', company: 'Hooli', skillsRequired: ['React'] });
    fake.jobs.add({ title: 'Staff engineer', company: 'Hooli', skillsRequired: ['Rust'] });
    fake.jobs.add({ title: 'Frontend developer', company: 'Globex', skillsRequired: ['CSS'] });
    const user = userEvent.setup();
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        'Frontend developer',
        'Senior React developer',
        'Staff engineer',
      ]),
    );
    const card = within(screen.getByRole('article', { name: 'Senior React developer' }));
    await user.click(card.getByRole('button', { name: 'Hide' }));
    const menu = screen.getByRole('menu', { name: 'Why hide it?' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Not my field',
      'Too senior for me',
      'Too junior for me',
      'The location',
      'The company',
      'Another reason',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Too senior for me' }));
    await screen.findByText('“Senior React developer” is hidden; postings like it rank lower.');
    expect(resultTitles()).toEqual(['Frontend developer', 'Staff engineer']);
    expect(statusLine().textContent).toBe('2 postings, best match first');
    expect([...fake.hidden]).toEqual([['posting-1', 'TOO_SENIOR']]);
    // The focus goes to the result that took the hidden one's place.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Staff engineer' })),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('“Senior React developer” is back in the list.');
    expect(resultTitles()).toEqual([
      'Frontend developer',
      'Senior React developer',
      'Staff engineer',
    ]);
    expect(statusLine().textContent).toBe('3 postings, best match first');
    expect(fake.hidden.size).toBe(0);
    expect(fake.calls.map((call) => call.operation)).toEqual([
      'SavvyPostings',
      'HideJobPosting',
      'UnhideJobPosting',
    ]);
  });

  it('says the list has ended, not that nothing matches, once every result is hidden', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Frontend developer', skillsRequired: ['React'] });
    const user = userEvent.setup();
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
    await user.click(card.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('menuitem', { name: 'Another reason' }));
    await screen.findByText('“Frontend developer” is hidden; postings like it rank lower.');
    expect(resultTitles()).toEqual([]);
    screen.getByText("That's every posting that passes your filters.");
    expect(screen.queryByText(/^There are no postings/)).toBeNull();
    // The focus, whose result left, waits on the list.
    expect(document.activeElement).toBe(results());
    expect([...fake.hidden]).toEqual([['posting-1', 'OTHER']]);
  });

  it('says why a posting moved: like one the user hid, or like one the user saved', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Senior React developer', company: 'Hooli', skillsRequired: ['React'] });
    fake.jobs.add({
      title: 'Senior React developer',
      company: 'Initech',
      skillsRequired: ['React'],
    });
    fake.jobs.add({ title: 'Designer', company: 'Globex', skillsRequired: ['CSS'] });
    fake.jobs.add({
      title: 'Go developer',
      company: 'Globex',
      skillsRequired: ['Go'],
      skillsPreferred: ['CSS'],
    });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const hooli = within(
      (await screen.findAllByRole('article', { name: 'Senior React developer' }))[0]!,
    );
    expect(screen.queryByText(/^Ranked (higher|lower)/)).toBeNull();
    await user.click(hooli.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('menuitem', { name: 'Too senior for me' }));
    const designer = within(screen.getByRole('article', { name: 'Designer' }));
    await user.click(designer.getByRole('button', { name: 'Save to tracker' }));
    await designer.findByText('In your tracker');

    // The next search ranks by them, and says so.
    expect(resultTitles()).toEqual(['Senior React developer', 'Designer', 'Go developer']);
    await view.router.navigate('/app/jobs/savvy?within=30');
    await screen.findByText('Ranked higher: like “Designer” at Globex, which you saved');
    expect(resultTitles()).toEqual(['Go developer', 'Designer', 'Senior React developer']);
    within(screen.getByRole('article', { name: 'Go developer' })).getByText(
      'Ranked higher: like “Designer” at Globex, which you saved',
    );
    within(screen.getByRole('article', { name: 'Senior React developer' })).getByText(
      'Ranked lower: like “Senior React developer”, which you hid as too senior',
    );
  });

  it('saves a posting to the tracker and marks it', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Frontend developer', company: 'Globex', skillsRequired: ['React'] });
    const user = userEvent.setup();
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
    expect(card.queryByText('In your tracker')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Save to tracker' }));
    await card.findByText('In your tracker');
    await screen.findByText('“Frontend developer” is in your tracker, under Saved.');
    expect(fake.jobs.tracker.applications).toMatchObject([
      { company: 'Globex', position: 'Frontend developer', stage: 'SAVED' },
    ]);
    card.getByRole('button', { name: 'Open in tracker' });
  });

  it('tailors a resume for a posting and opens it in the resume editor', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({
      title: 'Frontend developer',
      company: 'Globex',
      description: 'React all day.',
      skillsRequired: ['React'],
    });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
    await user.click(card.getByRole('button', { name: 'Tailor a resume for this job' }));
    await waitFor(() => expect(fake.resumes.resumes).toHaveLength(1));
    const [resume] = fake.resumes.resumes;
    expect(resume!.targetJob).toEqual({
      title: 'Frontend developer',
      company: 'Globex',
      description: 'React all day.',
    });
    await waitFor(() => expect(path(view.router)).toBe(paths.editResume(resume!.id)));
    expect(fake.calls.at(-1)).toEqual({
      operation: 'TailorResume',
      variables: { postingId: 'posting-1' },
    });
  });

  it('says when a resume could not be tailored, and stays', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Frontend developer', skillsRequired: ['React'] });
    fake.failNext('TailorResume');
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
    await user.click(card.getByRole('button', { name: 'Tailor a resume for this job' }));
    await screen.findByText("The resume couldn't be made. Please try again.");
    expect(path(view.router)).toBe('/app/jobs/savvy');
    expect(fake.resumes.resumes).toHaveLength(0);
  });

  it('keeps its filters in the address, without an order, and the back button brings the last ones back', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({
      title: 'Remote contract',
      remote: 'REMOTE',
      employmentType: 'CONTRACT',
      postedAt: daysAgo(2),
    });
    fake.jobs.add({ title: 'Remote full-time', remote: 'REMOTE', postedAt: daysAgo(3) });
    fake.jobs.add({ title: 'Office contract', remote: 'ON_SITE', employmentType: 'CONTRACT' });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy?workplace=REMOTE&sort=DATE', {
      backend: fake.backend,
    });
    await waitFor(() => expect(resultTitles()).toEqual(['Remote contract', 'Remote full-time']));
    const form = screen.getByRole('search', { name: 'Filter the ranked postings' });
    expect(within(form).getByRole('checkbox', { name: 'Remote' })).toHaveProperty('checked', true);
    expect(within(form).queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    within(form).getByText('Optional: only postings with these words are ranked.');
    expect(searches(fake).at(-1)?.search).toMatchObject({ remote: ['REMOTE'], sort: 'RELEVANCE' });

    await user.click(within(form).getByRole('checkbox', { name: 'Contract' }));
    // The order the address named is not the savvy search's: it is dropped.
    expect(path(view.router)).toBe('/app/jobs/savvy?workplace=REMOTE&type=CONTRACT');
    await waitFor(() => expect(resultTitles()).toEqual(['Remote contract']));
    expect(searches(fake).at(-1)?.search).toMatchObject({
      remote: ['REMOTE'],
      employmentTypes: ['CONTRACT'],
    });

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Posted within' }), '1');
    expect(path(view.router)).toBe('/app/jobs/savvy?workplace=REMOTE&type=CONTRACT&within=1');
    const advice = within(
      (await screen.findByText('No postings match')).closest('[role="alert"]') as HTMLElement,
    );
    await user.click(advice.getByRole('button', { name: 'Without “Posted within”' }));
    expect(path(view.router)).toBe('/app/jobs/savvy?workplace=REMOTE&type=CONTRACT');
    await waitFor(() => expect(resultTitles()).toEqual(['Remote contract']));

    await view.router.navigate(-1);
    await screen.findByText('No postings match');
    await view.router.navigate(-1);
    await view.router.navigate(-1);
    await waitFor(() => expect(resultTitles()).toEqual(['Remote contract', 'Remote full-time']));
    expect(
      within(screen.getByRole('search')).getByRole('checkbox', { name: 'Contract' }),
    ).toHaveProperty('checked', false);
  });

  it(
    'shows more results a page at a time, counting the ones hidden meanwhile',
    { timeout: 120_000 },
    async () => {
      // Three pages of cards take a while to render on a busy machine.
      const slow = { timeout: 20_000 };
      const fake = withLibrary(setup());
      for (let number = 1; number <= 43; number++) {
        fake.jobs.add({
          title: `Posting ${number}`,
          company: `Company ${number}`,
          skillsRequired: number <= 12 ? ['React'] : ['Rust'],
          postedAt: daysAgo(number),
        });
      }
      const user = userEvent.setup();
      renderApp('/app/jobs/savvy', { backend: fake.backend });
      await waitFor(() => expect(resultTitles()).toHaveLength(20), slow);
      expect(statusLine().textContent).toBe(
        '20 postings shown, best match first, and there are more',
      );
      const hide = async (title: string) => {
        const card = within(screen.getByRole('article', { name: title }));
        await user.click(card.getByRole('button', { name: 'Hide' }));
        await user.click(screen.getByRole('menuitem', { name: 'Not my field' }));
        await waitFor(() => expect(screen.queryByRole('article', { name: title })).toBeNull());
      };
      await hide('Posting 1');
      expect(statusLine().textContent).toBe(
        '19 postings shown, best match first, and there are more',
      );

      await user.click(screen.getByRole('button', { name: 'Show more postings' }));
      // One was hidden: the ranking moved up by one, and the next page starts one place earlier.
      expect(searches(fake).at(-1)).toMatchObject({ first: 20, offset: 19 });
      await waitFor(() => expect(resultTitles()).toHaveLength(39), slow);
      expect(resultTitles().at(-1)).toBe('Posting 40');
      await waitFor(
        () => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Posting 21' })),
        slow,
      );

      // The server's next offset already counts the first; only the one hidden since moves it.
      await hide('Posting 21');
      await user.click(screen.getByRole('button', { name: 'Show more postings' }));
      expect(searches(fake).at(-1)).toMatchObject({ first: 20, offset: 38 });
      await waitFor(() => expect(resultTitles()).toHaveLength(41), slow);
      expect(resultTitles().slice(-3)).toEqual(['Posting 41', 'Posting 42', 'Posting 43']);
      expect(new Set(resultTitles()).size).toBe(41);
      expect(statusLine().textContent).toBe('41 postings, best match first');
      screen.getByText("That's every posting that passes your filters.");
    },
  );

  it('says when only the newest candidates were ranked', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Older', postedAt: daysAgo(9) });
    fake.jobs.add({ title: 'Newer', postedAt: daysAgo(1) });
    fake.limitCandidates(1);
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    await screen.findByText(
      'Only the newest posting that passes your filters was ranked. Narrow the filters to rank others.',
    );
    expect(resultTitles()).toEqual(['Newer']);
  });

  it('points to the library when it holds nothing to rank by', async () => {
    const fake = setup();
    fake.jobs.add({ title: 'Frontend developer', skillsRequired: ['React'] });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const alert = within(
      (await screen.findByText('Nothing to rank by yet')).closest('[role="alert"]') as HTMLElement,
    );
    alert.getByText(
      'The savvy search ranks postings by what your library proves. Add your work experience and your skills, then come back.',
    );
    expect(alert.getByRole('link', { name: 'Add skills' }).getAttribute('href')).toBe(
      '/app/events/skills',
    );
    expect(resultTitles()).toEqual([]);
    await user.click(alert.getByRole('link', { name: 'Add work experience' }));
    await waitFor(() => expect(path(view.router)).toBe('/app/events/work'));
  });

  it('says when the ranking could not be loaded, and tries again', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({ title: 'Frontend developer', skillsRequired: ['React'] });
    fake.failNext('SavvyPostings');
    const user = userEvent.setup();
    renderApp('/app/jobs/savvy', { backend: fake.backend });
    const alert = await screen.findByRole('alert');
    within(alert).getByText("The ranked postings couldn't be loaded.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultTitles()).toEqual(['Frontend developer']));
  });

  it('speaks the UI language', async () => {
    const fake = withLibrary(setup());
    fake.jobs.add({
      title: 'Frontend developer',
      skillsRequired: ['React', 'TypeScript'],
      skillsPreferred: ['CSS'],
    });
    await changeLanguage('fr');
    try {
      renderApp('/app/jobs/savvy', { backend: fake.backend });
      await screen.findByRole('heading', { level: 1, name: 'Recherche avisée' });
      const card = within(await screen.findByRole('article', { name: 'Frontend developer' }));
      card.getByText('Excellente correspondance');
      expect(listItems(card.getByRole('list', { name: 'Comment elle correspond' }))).toEqual([
        'Compétences\u00A0: 2 sur 2 requises, 1 sur 1 souhaitée',
        'Intitulé du poste\u00A0: forte',
      ]);
      card.getByRole('button', { name: 'Adapter un CV à cette offre' });
      card.getByRole('button', { name: 'Masquer' });
    } finally {
      await changeLanguage('en');
    }
  });
});
