/**
 * Partner single sign-on on a deployment whose partner domain has no provider configured (the
 * development deployment's `localhost:3000` here): /oidc says so instead of offering a button.
 */
import { expect, test } from '../support/fixtures';

test('an unknown partner domain is explained on /oidc, with no sign-in button', async ({
  page,
}) => {
  await page.goto('/oidc?next=%2Fapp%2Fresumes');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Sign-in with your career platform is not available right now.',
  );
  await expect(alert).toContainText('Could not fetch provider ID for domain localhost:3000');
  await expect(page.getByRole('button', { name: 'Sign in with your career platform' })).toHaveCount(
    0,
  );
});
