/**
 * The profile page (decision 103): the photo shows in the shell, the data export holds the library,
 * an email change's link arrives at the new address, and a deleted account leaves nothing behind.
 */
import sharp from 'sharp';
import {
  createJob,
  graphql,
  identityApi,
  setResumeSharingMutation,
  createResume,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, linkIn, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

const meQuery = /* GraphQL */ `
  query {
    me {
      headshotURL
    }
  }
`;

test('a photo chosen and cropped on the profile page shows in the shell', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'headshot' });
  await page.goto('/app/profile');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#2a6f97' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByRole('region', { name: 'Photo' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByRole('img', { name: 'The square that will be kept' })).toBeVisible();
  // The sliders work from the keyboard.
  const zoom = page.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.1');
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is saved.' })).toBeVisible();

  const shellPhoto = page
    .getByRole('region', { name: 'Your account' })
    .locator('img[src^="/api/headshots/"]');
  await expect(shellPhoto).toBeVisible();
  const size = await shellPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth);
  expect(size).toBe(512);
});

test('the data export holds the library', async ({ page, accounts, baseURL }) => {
  const account = await accounts.createSignedIn({ label: 'export' });
  const token = await identityApi(page.request, baseURL!).idToken();
  await createJob(page.request, baseURL!, token, ['Kept the platform up']);
  await page.goto('/app/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-resume-data.json');
  const data = JSON.parse(
    (await (await file.createReadStream()).toArray()).map(String).join(''),
  ) as { profile: { email: string }; library: { work: Array<{ company: string }> } };
  expect(data.profile.email).toBe(account.email);
  expect(data.library.work).toEqual([expect.objectContaining({ company: 'Acme' })]);
});

test('an email change sends its link to the new address', async ({ page, accounts, mailbox }) => {
  const account = await accounts.createSignedIn({ label: 'old-address' });
  const newEmail = account.email.replace('@', '.moved@');
  await page.goto('/app/profile');
  await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}` }),
  ).toBeVisible();

  const email = await mailbox.latest(newEmail);
  expect(email.subject).toBe('Confirm your new email address for My Resume');
  await page.goto(linkIn(email));
  await expect(page).toHaveURL(/\/app\/profile\?email=changed$/);
  await expect(page.getByText('Your new email address is confirmed.')).toBeVisible();
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
});

test('deleting the account leaves nothing behind and its share link answers 404', async ({
  page,
  accounts,
  baseURL,
}) => {
  const account = await accounts.createSignedIn({ label: 'leaving' });
  const api = identityApi(page.request, baseURL!);
  const token = await api.idToken();
  await createJob(page.request, baseURL!, token, ['Kept the platform up']);
  const resumeId = await createResume(page.request, baseURL!, token, { name: 'Shared' });
  await graphql(
    page.request,
    baseURL!,
    setResumeSharingMutation,
    { id: resumeId, input: { enabled: true } },
    token,
  );
  const shared = await graphql<{ resume: { share: { id: string } } }>(
    page.request,
    baseURL!,
    `
      query ($id: ID!) {
        resume(id: $id) {
          share {
            id
          }
        }
      }
    `,
    { id: resumeId },
    token,
  );
  const shareId = shared.data!.resume.share.id;
  expect((await page.request.get(`/r/${shareId}`)).status()).toBe(200);

  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(account.password);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect((await page.request.get(`/r/${shareId}`)).status()).toBe(404);
  expect((await page.request.get('/api/auth/token')).status()).toBe(401);
  const signIn = await api.signIn(account);
  expect(signIn.status()).toBe(401);
  const me = await graphql(page.request, baseURL!, meQuery, {}, token);
  expect(me.errors?.[0]?.extensions?.code).toBe('NO_USER_FOUND');
});

for (const [language, heading] of [
  ['es', 'Tu perfil'],
  ['fr', 'Votre profil'],
] as const) {
  test(`the profile page in ${language} at 375 px wide`, async ({ page, accounts }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await accounts.createSignedIn({ label: `profile-${language}` });
    await page.goto(`/app/profile?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
    await expectNoSeriousViolations(page);
  });
}
