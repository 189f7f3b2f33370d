/**
 * The authenticated shell on a wide screen (docs/product/routes.md): every link of the side navigation leads to its
 * page and is highlighted there, the groups collapse, and a right-click on the profile block signs
 * out.
 */
import { expect, test } from '../support/fixtures';
import { expectShell, mainNavigation, storedSessionToken } from '../support/pages';

const links = [
  { name: 'Work experience', path: '/app/events/work' },
  { name: 'Education', path: '/app/events/edu' },
  { name: 'Skills', path: '/app/events/skills' },
  { name: 'My resumes', path: '/app/resumes' },
  { name: 'Paragraphs', path: '/app/events/cover-letter' },
  { name: 'My letters', path: '/app/cover-letters' },
  { name: 'Job tracker', path: '/app/jobs/track' },
];

test('every link of the side navigation opens its page and is marked current', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'nav' });
  await page.goto('/app/resumes');
  await expectShell(page);
  await expect(page).toHaveTitle('My resumes – My Resume (dev)');
  const navigation = mainNavigation(page);
  for (const { name, path } of links) {
    await test.step(name, async () => {
      const link = navigation.getByRole('link', { name, exact: true });
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(navigation.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
});

test('the navigation groups collapse and expand', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'nav-groups' });
  await page.goto('/app/resumes');
  const navigation = mainNavigation(page);
  const resumes = navigation.getByRole('button', { name: 'Resumes' });
  const workExperience = navigation.getByRole('link', { name: 'Work experience' });
  await expect(resumes).toHaveAttribute('aria-expanded', 'true');
  await expect(workExperience).toBeVisible();

  await resumes.click();
  await expect(resumes).toHaveAttribute('aria-expanded', 'false');
  await expect(workExperience).toBeHidden();
  // The other group is untouched.
  await expect(navigation.getByRole('link', { name: 'Paragraphs' })).toBeVisible();

  await resumes.click();
  await expect(workExperience).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Cover letters' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a right-click on the profile block signs out', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'right-click', firstName: 'Grace', lastName: 'Hopper' });
  await page.goto('/app/resumes');
  const profile = page.getByRole('link', { name: 'Grace Hopper' });
  await expect(profile).toContainText('GH');
  await profile.click({ button: 'right' });
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/app'));
  await expect.poll(() => storedSessionToken(page)).toBeNull();
  await page.goto('/app/resumes');
  await expect(page).toHaveURL('/login?next=%2Fapp%2Fresumes');
});

test('a missing page says so', async ({ page }) => {
  await page.goto('/oops');
  await expect(page.getByRole('heading', { name: "We couldn't find that" })).toBeVisible();
});
