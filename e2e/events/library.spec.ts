/**
 * The career events library (issue 3): a job with accomplishments that are reordered, edited,
 * deleted and brought back; a school being attended; skills; a cover-letter paragraph; all still
 * there after a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell, fillMonth, mainNavigation } from '../support/pages';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const accomplishment = (page: Page, number: number) => textbox(page, `Accomplishment ${number}`);

/** The accomplishments' texts, top to bottom. */
async function accomplishmentTexts(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Accomplishments' });
  const boxes = list.getByRole('textbox');
  return boxes.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLTextAreaElement).value),
  );
}

/** The names of the skills listed under a category, top to bottom. */
const skillNames = (page: Page, category: string) =>
  page.getByRole('list', { name: category, exact: true }).getByRole('link');

/** The category headings of the skills page, top to bottom. */
const categoryHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

const listItem = (page: Page, name: string): Locator =>
  page.getByRole('main').getByRole('link', { name, exact: true });

test('a user builds a library of work, education, skills and paragraphs that survives a reload', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'library' });

  await test.step('a new user is told what to add first', async () => {
    await page.goto('/app/events/work');
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'No work experience yet' })).toBeVisible();
    await expect(
      page.getByText('Add your most recent job first — every resume you build picks from here.'),
    ).toBeVisible();
  });

  await test.step('a current job with three accomplishments', async () => {
    await page.getByRole('link', { name: 'Add work experience' }).click();
    await expect(page).toHaveURL('/app/events/work/new');
    await textbox(page, 'Position').fill('Platform Engineer');
    await textbox(page, 'Company').fill('Acme Façades');
    await textbox(page, 'Location').fill('Montréal');
    await fillMonth(page, 'Start date', 'March', '2021');
    await page.getByRole('checkbox', { name: 'I currently work here' }).check();
    const bullets = ['Cut deploy time by 80%', 'Mentored four engineers', 'Led the café rewrite'];
    for (const [index, text] of bullets.entries()) {
      await page.getByRole('button', { name: 'Add accomplishment' }).click();
      await accomplishment(page, index + 1).fill(text);
    }
    await expect.poll(() => accomplishmentTexts(page)).toEqual(bullets);
  });

  await test.step('reorder with a button and with the keyboard on the drag handle', async () => {
    await page.getByRole('button', { name: 'Move Accomplishment 3 up' }).click();
    await expect
      .poll(() => accomplishmentTexts(page))
      .toEqual(['Cut deploy time by 80%', 'Led the café rewrite', 'Mentored four engineers']);
    const handle = page.getByRole('button', { name: 'Reorder Accomplishment 2' });
    await handle.focus();
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    await page.keyboard.press('Space');
    await announced('Picked up Accomplishment 2, at position 2 of 3.');
    // The keyboard sensor moves only once it has measured the list after the pick-up; an arrow
    // pressed before that does nothing (a person would press it again), and at the top another
    // press stays at position 1.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByRole('status').filter({ hasText: 'Accomplishment 2 is over position 1 of 3.' }),
      ).toHaveCount(1, { timeout: 2_000 });
    }).toPass();
    await page.keyboard.press('Space');
    await announced('Accomplishment 2 dropped at position 1 of 3.');
    await expect
      .poll(() => accomplishmentTexts(page))
      .toEqual(['Led the café rewrite', 'Cut deploy time by 80%', 'Mentored four engineers']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/work');
    await expect(listItem(page, 'Platform Engineer · Acme Façades')).toBeVisible();
    await expect(page.getByText('Mar 2021 – Present · Montréal')).toBeVisible();
  });

  await test.step('edit one accomplishment, delete another and undo; the order is kept', async () => {
    await listItem(page, 'Platform Engineer · Acme Façades').click();
    await expect(page).toHaveURL(/\/app\/events\/work\/edit\/[0-9a-f-]{36}$/);
    await expect(accomplishment(page, 1)).toHaveValue('Led the café rewrite');
    await accomplishment(page, 3).fill('Mentored four engineers to promotion');
    await page.getByRole('button', { name: 'Delete Accomplishment 2' }).click();
    await expect
      .poll(() => accomplishmentTexts(page))
      .toEqual(['Led the café rewrite', 'Mentored four engineers to promotion']);
    await expect(page.getByText('Deleted “Cut deploy time by 80%”.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => accomplishmentTexts(page))
      .toEqual([
        'Led the café rewrite',
        'Cut deploy time by 80%',
        'Mentored four engineers to promotion',
      ]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/work');
  });

  await test.step('delete the job, then undo', async () => {
    await page.getByRole('button', { name: 'Delete Platform Engineer · Acme Façades' }).click();
    await expect(listItem(page, 'Platform Engineer · Acme Façades')).toBeHidden();
    await expect(page.getByText('Deleted “Platform Engineer · Acme Façades”.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(listItem(page, 'Platform Engineer · Acme Façades')).toBeVisible();
  });

  await test.step('a school being attended', async () => {
    await mainNavigation(page).getByRole('link', { name: 'Education' }).click();
    await expect(page.getByRole('heading', { name: 'No education yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Add education' }).click();
    await textbox(page, 'School or university').fill('Université de Lyon');
    await textbox(page, 'Degree').fill('MSc');
    await textbox(page, 'Major').fill('Computer Science');
    await fillMonth(page, 'Start date', 'September', '2024');
    await page.getByRole('checkbox', { name: 'I currently attend' }).check();
    await expect(
      page.getByRole('group', { name: 'End date' }).getByRole('textbox', { name: 'Year' }),
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Add course' }).click();
    await textbox(page, 'Course 1').fill('Distributed systems');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/edu');
    await expect(page.getByText('Sep 2024 – Present')).toBeVisible();
  });

  await test.step('skills grouped by category, reordered inside a category and by category', async () => {
    for (const [name, category] of [
      ['TypeScript', 'Languages'],
      ['PostgreSQL', 'Tools'],
      ['Go', 'languages'],
      ['Public speaking', ''],
    ] as const) {
      await page.goto('/app/events/skills/new');
      await textbox(page, 'Skill').fill(name);
      await textbox(page, 'Category').fill(category);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL('/app/events/skills');
      await expect(listItem(page, name)).toBeVisible();
    }
    await expect(page.getByText('grouped by category', { exact: false })).toBeVisible();
    await expect(categoryHeadings(page)).toHaveText(['Languages', 'Tools', 'No category']);
    await expect(skillNames(page, 'Languages')).toHaveText([/^TypeScript/, /^Go/]);
    await expect(skillNames(page, 'Tools')).toHaveText([/^PostgreSQL/]);
    await expect(skillNames(page, 'No category')).toHaveText([/^Public speaking/]);

    // Up and down stay inside the category.
    await expect(page.getByRole('button', { name: 'Move PostgreSQL up' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move Go up' }).click();
    await expect(skillNames(page, 'Languages')).toHaveText([/^Go/, /^TypeScript/]);
    await expect(
      page.getByRole('status').filter({ hasText: 'Go moved to position 1 of 2.' }),
    ).toHaveCount(1);

    // A whole category moves too.
    await page.getByRole('button', { name: 'Move the Tools group up' }).click();
    await expect(categoryHeadings(page)).toHaveText(['Tools', 'Languages', 'No category']);
    await expect(
      page.getByRole('status').filter({ hasText: 'The Tools group moved to position 1 of 3.' }),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Move the Tools group up' })).toBeDisabled();
  });

  await test.step('a cover-letter paragraph with a placeholder', async () => {
    await page.goto('/app/events/cover-letter/new');
    await textbox(page, 'Title').fill('Warm opening');
    const text = textbox(page, 'Text');
    await text.fill('I would love to join {team}.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('{team} is not a placeholder letters can fill.', { exact: false }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/app/events/cover-letter/new');

    await text.fill('I would love to join ');
    await page.getByRole('button', { name: 'Insert {company}' }).click();
    await expect(text).toHaveValue('I would love to join {company}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/cover-letter');
    await expect(listItem(page, 'Warm opening')).toBeVisible();
  });

  await test.step('everything is still there after a reload', async () => {
    await page.goto('/app/events/work');
    await page.reload();
    await listItem(page, 'Platform Engineer · Acme Façades').click();
    await expect
      .poll(() => accomplishmentTexts(page))
      .toEqual([
        'Led the café rewrite',
        'Cut deploy time by 80%',
        'Mentored four engineers to promotion',
      ]);
    await page.goto('/app/events/edu');
    await expect(listItem(page, 'Université de Lyon')).toBeVisible();
    await page.goto('/app/events/skills');
    await expect(categoryHeadings(page)).toHaveText(['Tools', 'Languages', 'No category']);
    await expect(skillNames(page, 'Languages')).toHaveText([/^Go/, /^TypeScript/]);
    await page.goto('/app/events/cover-letter');
    await expect(listItem(page, 'Warm opening')).toBeVisible();
  });
});

test('leaving a form with unsaved changes asks first, and staying keeps the text', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'unsaved' });
  await page.goto('/app/events/skills/new');
  await textbox(page, 'Skill').fill('Rust');
  await mainNavigation(page).getByRole('link', { name: 'Work experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL('/app/events/skills/new');
  await expect(textbox(page, 'Skill')).toHaveValue('Rust');

  await mainNavigation(page).getByRole('link', { name: 'Work experience' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard and leave' })
    .click();
  await expect(page).toHaveURL('/app/events/work');
});

test('an event id that is not the user’s leads to the data-not-found page', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'unknown-event' });
  await page.goto('/app/events/work/edit/7d1f4a52-8a5e-4c83-9a63-0c1a3f6f2b10');
  await expect(page).toHaveURL('/oops');
  // The app leaves for the page the server renders.
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find that" }),
  ).toBeVisible();
});

test('a JSON Resume file is previewed, imported once, and recognised the second time', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'import' });
  await page.goto('/app/events/work');
  await expectShell(page);

  const importOnce = async () => {
    await page.getByRole('button', { name: 'Import JSON Resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a JSON Resume' });
    await dialog
      .getByLabel('Choose a JSON Resume file')
      .setInputFiles('src/domain/test-support/sample.resume.json');
    await expect(dialog.getByText('Chosen file: sample.resume.json')).toBeVisible();
    return dialog;
  };

  const first = await importOnce();
  await expect(first.getByRole('status').filter({ hasText: 'New: 4.' })).toBeVisible();
  await expect(first.getByText('CEO/President, Pied Piper', { exact: false })).toBeVisible();
  await first.getByRole('button', { name: 'Add 4 events' }).click();
  await expect(first.getByText('4 events added to your library.')).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(listItem(page, 'CEO/President · Pied Piper')).toBeVisible();

  const second = await importOnce();
  await expect(
    second.getByText('Everything in this file is already in your library.'),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: /^Add \d+ event/ })).toHaveCount(0);
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(listItem(page, 'CEO/President · Pied Piper')).toHaveCount(1);
});

test('a website typed without https:// is completed, and what is not a website is refused', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'website' });
  await page.goto('/app/events/work');
  await page.getByRole('link', { name: 'Add work experience' }).click();
  await textbox(page, 'Position').fill('Platform Engineer');
  await textbox(page, 'Company').fill('Acme');
  await fillMonth(page, 'Start date', 'March', '2021');
  await page.getByRole('checkbox', { name: 'I currently work here' }).check();
  const website = page.getByRole('textbox', { name: 'Company website' });

  await website.fill('javascript:alert(1)');
  await website.blur();
  await expect(website).toHaveValue('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a web address such as acme.com')).toBeVisible();
  await expect(page).toHaveURL('/app/events/work/new');

  await website.fill('acme.example/careers');
  await website.blur();
  await expect(website).toHaveValue('https://acme.example/careers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/app/events/work');

  await listItem(page, 'Platform Engineer · Acme').click();
  await expect(page.getByRole('textbox', { name: 'Company website' })).toHaveValue(
    'https://acme.example/careers',
  );

  // Saved straight from the keyboard, without leaving the field: saving completes it too.
  await page.goto('/app/events/edu');
  await page.getByRole('link', { name: 'Add education' }).click();
  await textbox(page, 'School or university').fill('Université de Lyon');
  const schoolWebsite = page.getByRole('textbox', { name: 'School website' });
  await schoolWebsite.fill('www.univ-lyon.example');
  await schoolWebsite.press('Enter');
  await expect(page).toHaveURL('/app/events/edu');
  await listItem(page, 'Université de Lyon').click();
  await expect(page.getByRole('textbox', { name: 'School website' })).toHaveValue(
    'https://www.univ-lyon.example',
  );
});
