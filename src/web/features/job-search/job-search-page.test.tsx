import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../domain/paths';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeJobApplications } from '../../test-support/fake-job-applications';
import { daysAgo, withFakeJobSearch } from '../../test-support/fake-job-search';
import { loadPages } from '../../test-support/load-pages';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';

// /app/jobs/find against the fake job search: the search held in the address, pages of results,
// what to change when nothing matches, a posting's detail, and saving postings to the tracker.
vi.setConfig({ testTimeout: 30_000 });

// Routes load their pages on demand; load this one and the tracker (opened from a saved posting)
// once here, so no test waits on a first import.
beforeAll(async () => {
  expect(await loadPages([paths.jobSearch(), paths.jobTracker()])).toHaveLength(2);
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
  return withFakeJobSearch(withFakeJobApplications(backend));
}

type Fake = ReturnType<typeof setup>;

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + decodeURIComponent(router.state.location.search);

const searches = (fake: Fake) =>
  fake.calls.filter((call) => call.operation === 'JobPostings').map((call) => call.variables);

const statusLine = () =>
  within(screen.getByRole('region', { name: 'Results' })).getByRole('status');

const resultTitles = () =>
  within(screen.getByRole('region', { name: 'Results' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the job search page', () => {
  it('searches what the address says, with the form showing it, and writes a sent search there', async () => {
    const fake = setup();
    fake.add({ title: 'React developer', company: 'Acme', remote: 'REMOTE', postedAt: daysAgo(2) });
    fake.add({ title: 'React lead', company: 'Acme', remote: 'ON_SITE' });
    fake.add({ title: 'Go developer', company: 'Acme', remote: 'REMOTE' });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/find?q=react&company=Acme&workplace=REMOTE&sort=DATE', {
      backend: fake.backend,
    });
    await screen.findByRole('heading', { level: 1, name: 'Job search' });
    await waitFor(() => expect(resultTitles()).toEqual(['React developer']));
    expect(searches(fake)).toEqual([
      {
        search: {
          query: 'react',
          location: '',
          company: 'Acme',
          remote: ['REMOTE'],
          employmentTypes: [],
          postedWithinDays: null,
          salaryFloor: null,
          sort: 'DATE',
        },
        first: 20,
      },
    ]);
    const form = screen.getByRole('search', { name: 'Search job postings' });
    expect(within(form).getByRole('searchbox', { name: 'Keywords' })).toHaveProperty(
      'value',
      'react',
    );
    expect(within(form).getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme');
    expect(within(form).getByRole('checkbox', { name: 'Remote' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Hybrid' })).toHaveProperty('checked', false);
    expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'DATE');
    expect(statusLine().textContent).toBe('1 posting');
    const found = screen.getByRole('article', { name: 'React developer' });
    expect([...found.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['React']);

    const words = within(form).getByRole('searchbox', { name: 'Keywords' });
    await user.clear(words);
    await user.type(words, 'developer');
    // Typing alone does not search; sending the form does.
    expect(searches(fake)).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(path(view.router)).toBe(
      '/app/jobs/find?q=developer&company=Acme&workplace=REMOTE&sort=DATE',
    );
    // Newest first, as the address asks.
    await waitFor(() => expect(resultTitles()).toEqual(['Go developer', 'React developer']));
    expect(searches(fake).at(-1)?.search).toMatchObject({ query: 'developer' });
  });

  it('applies a checkbox or a select at once, and the back button brings the last search back', async () => {
    const fake = setup();
    fake.add({ title: 'Full-time role', employmentType: 'FULL_TIME' });
    fake.add({ title: 'Contract role', employmentType: 'CONTRACT', postedAt: daysAgo(40) });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/find', { backend: fake.backend });
    await waitFor(() => expect(resultTitles()).toEqual(['Full-time role', 'Contract role']));
    const form = screen.getByRole('search', { name: 'Search job postings' });

    const contract = within(form).getByRole('checkbox', { name: 'Contract' });
    await user.click(contract);
    expect(path(view.router)).toBe('/app/jobs/find?type=CONTRACT');
    await waitFor(() => expect(resultTitles()).toEqual(['Contract role']));
    // The form stays the same form: the box just ticked keeps the focus.
    expect(screen.getByRole('search')).toBe(form);
    expect(document.activeElement).toBe(contract);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Posted within' }), '30');
    expect(path(view.router)).toBe('/app/jobs/find?type=CONTRACT&within=30');
    await screen.findByText('No postings match');
    expect(searches(fake).at(-1)?.search).toMatchObject({
      employmentTypes: ['CONTRACT'],
      postedWithinDays: 30,
    });

    await view.router.navigate(-1);
    await waitFor(() => expect(resultTitles()).toEqual(['Contract role']));
    const restored = screen.getByRole('search', { name: 'Search job postings' });
    expect(within(restored).getByRole('combobox', { name: 'Posted within' })).toHaveProperty(
      'value',
      '',
    );
    expect(within(restored).getByRole('checkbox', { name: 'Contract' })).toHaveProperty(
      'checked',
      true,
    );
    await view.router.navigate(-1);
    await waitFor(() => expect(resultTitles()).toHaveLength(2));
    expect(
      within(screen.getByRole('search')).getByRole('checkbox', { name: 'Contract' }),
    ).toHaveProperty('checked', false);
  });

  it('shows more postings a page at a time, taking the focus to the first new one, and says when the list ends', async () => {
    const fake = setup();
    for (let number = 1; number <= 23; number++) fake.add({ title: `Posting ${number}` });
    const user = userEvent.setup();
    renderApp('/app/jobs/find', { backend: fake.backend });
    await waitFor(() => expect(resultTitles()).toHaveLength(20));
    expect(statusLine().textContent).toBe('20 postings shown, and there are more');
    expect(screen.queryByText("That's every posting that matches.")).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show more postings' }));
    await waitFor(() => expect(resultTitles()).toHaveLength(23));
    expect(resultTitles().at(-1)).toBe('Posting 23');
    expect(searches(fake).at(-1)).toMatchObject({ first: 20, after: 'posting-20' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Posting 21' })),
    );
    expect(statusLine().textContent).toBe('23 postings');
    screen.getByText("That's every posting that matches.");
    expect(screen.queryByRole('button', { name: 'Show more postings' })).toBeNull();
  });

  it('offers to take away each filter when nothing matches, and takes it out of the address', async () => {
    const fake = setup();
    fake.add({ title: 'Designer', locations: ['Lyon'], employmentType: 'FULL_TIME' });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/find?q=designer&where=Paris&type=CONTRACT', {
      backend: fake.backend,
    });
    const alert = (await screen.findByText('No postings match')).closest('[role="alert"]');
    const advice = within(alert as HTMLElement);
    advice.getByText('Check the spelling, use fewer words, or try a broader word.');
    expect(advice.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Without “Where”',
      'Without “Employment type”',
      'Without any filter',
    ]);
    await user.click(advice.getByRole('button', { name: 'Without “Where”' }));
    expect(path(view.router)).toBe('/app/jobs/find?q=designer&type=CONTRACT');
    await screen.findByText('No postings match');
    await user.click(screen.getByRole('button', { name: 'Without “Employment type”' }));
    expect(path(view.router)).toBe('/app/jobs/find?q=designer');
    await waitFor(() => expect(resultTitles()).toEqual(['Designer']));
  });

  it('says there are no postings yet when a blank search finds none', async () => {
    const fake = setup();
    renderApp('/app/jobs/find', { backend: fake.backend });
    await screen.findByText(
      'There are no postings to search yet. They appear once the site has read its job boards.',
    );
    expect(screen.queryByText('No postings match')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Without/ })).toBeNull();
  });

  it('says when the postings could not be loaded, and tries again', async () => {
    const fake = setup();
    fake.add({ title: 'Backend engineer' });
    fake.failNext('JobPostings');
    const user = userEvent.setup();
    renderApp('/app/jobs/find', { backend: fake.backend });
    const alert = await screen.findByRole('alert');
    within(alert).getByText("The postings couldn't be loaded.");
    expect(statusLine().textContent).toBe('');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultTitles()).toEqual(['Backend engineer']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searches(fake)).toHaveLength(2);
  });

  it('saves a posting to the tracker, marks it, and then opens its application there', async () => {
    const fake = setup();
    fake.add({ title: 'Backend engineer', company: 'Globex' });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/find', { backend: fake.backend });
    const card = await screen.findByRole('article', { name: 'Backend engineer' });
    expect(within(card).queryByText('In your tracker')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Save to tracker' }));
    await within(card).findByText('In your tracker');
    await screen.findByText('“Backend engineer” is in your tracker, under Saved.');
    expect(fake.tracker.applications).toHaveLength(1);
    const [application] = fake.tracker.applications;
    expect(application).toMatchObject({
      company: 'Globex',
      position: 'Backend engineer',
      stage: 'SAVED',
    });

    await user.click(within(card).getByRole('button', { name: 'Open in tracker' }));
    await waitFor(() =>
      expect(path(view.router)).toBe(`/app/jobs/track?application=${application!.id}`),
    );
    // Saving again answered the application already there.
    expect(fake.tracker.applications).toHaveLength(1);
  });

  it('opens the posting the address names, whole, its description as text', async () => {
    const fake = setup();
    const posting = fake.add({
      title: 'Data analyst',
      company: 'Hooli',
      source: 'sample',
      description: 'You will <b>analyse</b> data.\n• SQL daily',
      skillsRequired: ['SQL', 'Python'],
      skillsPreferred: ['dbt'],
      applyUrl: 'https://jobs.example.com/analyst',
    });
    const user = userEvent.setup();
    const view = renderApp(`/app/jobs/find?q=data&posting=${posting.id}`, {
      backend: fake.backend,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Data analyst' });
    const detail = within(dialog);
    const description = detail.getByText(/You will <b>analyse<\/b> data\./);
    expect(description.querySelector('b')).toBeNull();
    expect(description.textContent).toBe('You will <b>analyse</b> data.\n• SQL daily');
    detail.getByText('This is a fictional posting from the sample feed that comes with My Resume.');
    expect(
      within(detail.getByRole('list', { name: 'Skills asked for' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SQL', 'Python']);
    expect(
      within(detail.getByRole('list', { name: 'Nice to have' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dbt']);
    const apply = detail.getByRole('link', {
      name: "Apply on the employer's site (opens a new tab)",
    });
    expect(apply.getAttribute('href')).toBe('https://jobs.example.com/analyst');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(apply.getAttribute('rel')).toContain('noopener');

    expect(detail.queryByText('In your tracker')).toBeNull();
    await user.click(detail.getByRole('button', { name: 'Save to tracker' }));
    await detail.findByText('In your tracker');
    detail.getByRole('button', { name: 'Open in tracker' });

    await user.click(detail.getByRole('button', { name: 'Close the posting' }));
    expect(path(view.router)).toBe('/app/jobs/find?q=data');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening and closing the posting did not search again.
    expect(searches(fake)).toHaveLength(1);
  });

  it('says a salary floor must be a whole amount, and does not search with one that is not', async () => {
    const fake = setup();
    fake.add({ title: 'Backend engineer' });
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/find', { backend: fake.backend });
    await waitFor(() => expect(resultTitles()).toEqual(['Backend engineer']));
    const form = screen.getByRole('search', { name: 'Search job postings' });
    const salary = within(form).getByRole('textbox', { name: 'Pays at least, per year' });
    await user.type(salary, '60k');
    await user.tab();
    within(form).getByText('Enter a whole amount, such as 60000.');
    expect(salary.getAttribute('aria-invalid')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Remote' }));
    expect(path(view.router)).toBe('/app/jobs/find');
    expect(searches(fake)).toHaveLength(1);
  });

  it('speaks the UI language', async () => {
    const fake = setup();
    await changeLanguage('fr');
    try {
      renderApp('/app/jobs/find', { backend: fake.backend });
      await screen.findByRole('heading', { level: 1, name: "Recherche d'emploi" });
      screen.getByRole('button', { name: 'Chercher' });
    } finally {
      await changeLanguage('en');
    }
  });
});
