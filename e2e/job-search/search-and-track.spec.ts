/**
 * The job search (issue 18), in Chromium against the dev server, which reads the sample feed
 * (3,000 fictional postings, the newest dated today) at boot: words are searched and marked,
 * filters narrow the results and live in the address, "Show more" adds the next page without
 * repeats and moves the focus to it, a posting opens whole and goes to the tracker with its fields
 * filled, the address brings the search back (back button, reload, a new tab), a search with no
 * results offers to take each filter away, and the page works with the keyboard and passes axe.
 */
import type { Locator, Page } from '@playwright/test';
import { graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mainNavigation } from '../support/pages';

/** A title word hundreds of sample postings share. */
const word = 'engineer';
const salaryFloor = 30_000;

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const statusLine = (page: Page) => results(page).getByRole('status');
const cards = (page: Page) => results(page).getByRole('article');
const titleLinks = (page: Page) => cards(page).getByRole('heading').getByRole('link');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Keywords' });
/** A card's facts: where, workplace, employment type, pay and the day it was posted. */
const facts = (card: Locator) => card.getByText(/Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
const postedDay = (factsText: string) =>
  new Date(`${/Posted ([A-Z][a-z]{2} \d{1,2}, \d{4})$/.exec(factsText)![1]} UTC`);
const postingIdOf = async (link: Locator) =>
  new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('posting')!;

/**
 * Opens the job search from the side navigation once the feed read at boot is searchable: the
 * ingest runs in the background, so the page is asked again until postings show.
 */
async function openJobSearch(page: Page) {
  await page.goto('/app');
  await mainNavigation(page).getByRole('link', { name: 'Job search', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/jobs\/find$/);
  await expect(async () => {
    await page.reload();
    await expect(statusLine(page)).toHaveText(/^\d+ postings shown, and there are more$/, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
}

const postingsQuery = /* GraphQL */ `
  query ($search: JobSearchInput, $first: Int) {
    jobPostings(search: $search, first: $first) {
      postings {
        id
        title
        company
        locations
        remote
        applyUrl
        closesAt
        salary {
          min
          max
          currency
          period
        }
      }
    }
  }
`;

interface Posting {
  id: string;
  title: string;
  company: string;
  locations: string[];
  remote: string;
  applyUrl: string;
  closesAt: string | null;
  salary: { min: number | null; max: number | null; currency: string; period: string };
}

test('a search is narrowed, paged, saved to the tracker and restored from its address', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'job-search' });
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

  await test.step('words are searched, and found words are marked', async () => {
    await openJobSearch(page);
    await searchBox(page).fill(word);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\?q=engineer$/);
    await expect(statusLine(page)).toHaveText('20 postings shown, and there are more');
    await expect(cards(page)).toHaveCount(20);
    const marks = results(page).locator('mark');
    await expect(marks.first()).toBeVisible();
    for (const mark of await marks.all()) await expect(mark).toHaveText(/^engineer/i);
  });

  await test.step('filters narrow the results and the address holds them', async () => {
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page).toHaveURL(/workplace=REMOTE/);
    await page.getByRole('checkbox', { name: 'Full-time' }).check();
    await page.getByRole('combobox', { name: 'Posted within' }).selectOption('30');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('DATE');
    await expect(page).toHaveURL(
      /\?q=engineer&workplace=REMOTE&type=FULL_TIME&within=30&sort=DATE$/,
    );
    await expect(statusLine(page)).toHaveText('20 postings shown, and there are more');
  });

  await test.step('"Show more" adds the next postings, newest first, without repeats', async () => {
    await page.getByRole('button', { name: 'Show more postings' }).click();
    await expect(cards(page).nth(20)).toBeVisible();
    await expect(titleLinks(page).nth(20)).toBeFocused();
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(20);
    await expect(statusLine(page)).toContainText(`${shown} postings`);
    const ids = await Promise.all((await titleLinks(page).all()).map(postingIdOf));
    expect(new Set(ids).size).toBe(ids.length);
    const days = [];
    for (const card of await cards(page).all()) {
      const text = (await facts(card).textContent())!;
      expect(text.split(' · ')).toEqual(expect.arrayContaining(['Remote', 'Full-time']));
      const day = postedDay(text);
      expect(today.getTime() - day.getTime()).toBeLessThanOrEqual(30 * 86_400_000);
      days.push(day.getTime());
    }
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });

  await test.step('a salary floor in a currency leaves the postings paying that much', async () => {
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('textbox', { name: 'Pays at least, per year' }).fill(String(salaryFloor));
    await page.getByRole('textbox', { name: 'Pays at least, per year' }).press('Enter');
    await expect(page).toHaveURL(
      /\?q=engineer&workplace=REMOTE&type=FULL_TIME&within=30&salary=30000&currency=EUR&sort=DATE$/,
    );
    await expect(statusLine(page)).toHaveText(/^\d+ postings?$/);
    await expect(page.getByText("That's every posting that matches.")).toBeVisible();
    for (const card of await cards(page).all()) {
      const text = (await facts(card).textContent())!;
      expect(text).toContain('€');
      const yearly = /([\d,]+) per year/.exec(text);
      if (yearly)
        expect(Number(yearly[1]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(salaryFloor);
    }
  });
  const searchAddress = page.url();

  // The posting to save: one of those shown that states a closing day, as the API tells it.
  const token = await identityApi(page.request, baseURL!).idToken();
  const answer = await graphql<{ jobPostings: { postings: Posting[] } }>(
    page.request,
    baseURL!,
    postingsQuery,
    {
      search: {
        query: word,
        remote: ['REMOTE'],
        employmentTypes: ['FULL_TIME'],
        postedWithinDays: 30,
        salaryFloor: { amount: salaryFloor, currency: 'EUR' },
        sort: 'DATE',
      },
      first: 50,
    },
    token,
  );
  expect(answer.errors).toBeUndefined();
  const posting = answer.data!.jobPostings.postings.find((one) => one.closesAt !== null)!;
  expect(posting, 'a posting that closes on a stated day').toBeDefined();
  const card = cards(page)
    .filter({
      has: page.getByRole('link', { name: posting.title, exact: true }),
    })
    .filter({ hasText: posting.company });
  const dialog = page.getByRole('dialog', { name: posting.title });

  await test.step('a posting opens whole, as plain text, and is saved to the tracker', async () => {
    await card.getByRole('link', { name: posting.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`&posting=${posting.id}$`));
    await expect(dialog.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(dialog.getByText(/Closes [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
    // The description is the feed's HTML read as text: no markup shows, and none is rendered.
    await expect(dialog.getByText(/^Sample posting — fictional/)).toBeVisible();
    await expect(dialog).not.toContainText('<p>');
    await expect(dialog.locator('strong')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Save to tracker' }).click();
    await expect(
      page.getByText(`“${posting.title}” is in your tracker, under Saved.`),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Open in tracker' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the posting' }).click();
    await expect(page).toHaveURL(searchAddress);
    await expect(card.getByText('In your tracker')).toBeVisible();
  });

  await test.step('"Open in tracker" shows the application filled from the posting', async () => {
    await card.getByRole('button', { name: 'Open in tracker' }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/track\?application=[^&]+$/);
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${posting.company}`) });
    await expect(drawer.getByRole('textbox', { name: 'Company' })).toHaveValue(posting.company);
    await expect(drawer.getByRole('textbox', { name: 'Position' })).toHaveValue(posting.title);
    await expect(drawer.getByRole('textbox', { name: 'Posting address' })).toHaveValue(
      posting.applyUrl,
    );
    await expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue(
      posting.locations.join('; '),
    );
    await expect(drawer.getByRole('combobox', { name: 'Workplace' })).toHaveValue(posting.remote);
    if (posting.salary.min !== null) {
      await expect(drawer.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue(
        String(posting.salary.min),
      );
    }
    if (posting.salary.max !== null) {
      await expect(drawer.getByRole('spinbutton', { name: 'Maximum' })).toHaveValue(
        String(posting.salary.max),
      );
    }
    await expect(drawer.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(drawer.getByRole('combobox', { name: 'Period' })).toHaveValue(
      posting.salary.period,
    );
    await expect(drawer.getByLabel('Deadline')).toHaveValue(posting.closesAt!);
  });

  const expectSearchRestored = async (tab: Page) => {
    await expect(searchBox(tab)).toHaveValue(word);
    await expect(tab.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await expect(tab.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await expect(tab.getByRole('checkbox', { name: 'Hybrid' })).not.toBeChecked();
    await expect(tab.getByRole('combobox', { name: 'Posted within' })).toHaveValue('30');
    await expect(tab.getByRole('textbox', { name: 'Pays at least, per year' })).toHaveValue(
      String(salaryFloor),
    );
    await expect(tab.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    await expect(tab.getByRole('combobox', { name: 'Sort by' })).toHaveValue('DATE');
    const restored = cards(tab)
      .filter({
        has: tab.getByRole('link', { name: posting.title, exact: true }),
      })
      .filter({ hasText: posting.company });
    await expect(restored.getByText('In your tracker')).toBeVisible();
    await expect(restored.getByRole('button', { name: 'Open in tracker' })).toBeVisible();
  };

  await test.step('back, a reload and a new tab bring the same search back', async () => {
    await page.goBack();
    await expect(page).toHaveURL(searchAddress);
    await expectSearchRestored(page);
    const shown = await titleLinks(page).allTextContents();

    await page.reload();
    await expectSearchRestored(page);
    await expect(titleLinks(page)).toHaveText(shown);

    const tab = await page.context().newPage();
    await tab.goto(searchAddress);
    await expectSearchRestored(tab);
    await expect(titleLinks(tab)).toHaveText(shown);
    await tab.close();
  });
});

test('a search with no results offers to take each filter away', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'job-search-empty' });
  await openJobSearch(page);
  await page.goto(
    `/app/jobs/find?q=${word}&workplace=REMOTE&type=INTERNSHIP&salary=90000000&currency=EUR`,
  );
  const empty = results(page).getByRole('alert');
  await expect(empty).toContainText('No postings match');
  await expect(statusLine(page)).toHaveText('');
  await expect(empty.getByRole('button')).toHaveText([
    'Without “Workplace”',
    'Without “Employment type”',
    'Without “Pays at least”',
    'Without any filter',
  ]);
  await empty.getByRole('button', { name: 'Without “Pays at least”' }).click();
  await expect(page).toHaveURL(/\?q=engineer&workplace=REMOTE&type=INTERNSHIP$/);
  await expect(statusLine(page)).toHaveText(/^\d+ postings?( shown, and there are more)?$/);
  await expect(page.getByRole('textbox', { name: 'Pays at least, per year' })).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) {
    expect((await facts(card).textContent())!.split(' · ')).toEqual(
      expect.arrayContaining(['Remote', 'Internship']),
    );
  }
});

test('the search works with the keyboard alone and passes axe', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'job-search-keyboard' });
  await openJobSearch(page);
  await page.goto('/app/jobs/find');
  await expect(statusLine(page)).toHaveText(/postings shown/);

  const tabUntilFocused = async (target: Locator, most: number) => {
    for (let presses = 0; presses < most; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  };
  await tabUntilFocused(searchBox(page), 40);
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=engineer$/);
  await expect(statusLine(page)).toHaveText('20 postings shown, and there are more');
  await expectNoSeriousViolations(page);

  const first = titleLinks(page).first();
  const title = (await first.textContent())!;
  await tabUntilFocused(first, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?q=engineer$/);
});
