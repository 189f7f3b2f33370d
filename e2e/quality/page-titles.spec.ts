/**
 * Every page names the browser tab after itself ("Sign in – My Resume"), in the user's language,
 * and the name follows the user from page to page; only the landing page keeps the site's title.
 */
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

const brand = 'My Resume (dev)';
const named = (page: string) => `${page} – ${brand}`;

const publicPages = [
  ['/', `Nothing gets you hired faster and easier than ${brand}`],
  ['/features', named('Features')],
  ['/login', named('Sign in')],
  ['/sign-up', named('Create your account')],
  ['/forgot-password', named('Reset your password')],
  ['/oops', named("We couldn't find that")],
  ['/blog', named('Career advice')],
  ['/blog/changing-careers', named('Changing careers: reframe your experience for a new field')],
  ['/no-such-page', named("We couldn't find that")],
] as const;

test('each public page has its own title', async ({ page }) => {
  for (const [path, title] of publicPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }
});

test('the title follows the user from the landing page to sign-in and sign-up', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`Nothing gets you hired faster and easier than ${brand}`);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle(named('Sign in'));
  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL('/sign-up');
  await expect(page).toHaveTitle(named('Create your account'));
});

test('titles are translated', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(page).toHaveTitle(named('Se connecter'));
  // The switcher's choice reaches the pages the server renders too.
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(named('Nous n’avons pas trouvé cette page'));
  await page.goto('/');
  await expect(page).toHaveTitle(
    `Rien ne vous fait embaucher plus vite et plus facilement que ${brand}`,
  );
});

test('each page of the app has its own title, a missing one too', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'titles' });
  for (const [path, title] of [
    ['/app/resumes', named('My resumes')],
    ['/app/profile', named('Profile')],
    ['/app/events/skills', named('Skills')],
    ['/app/events/work/new', named('New work experience')],
    ['/app/no-such-page', named('Page not found')],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectShell(page);
      await expect(page).toHaveTitle(title);
    });
  }
});
