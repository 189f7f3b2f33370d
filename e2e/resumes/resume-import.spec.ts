/**
 * A JSON Resume imported as a new resume (issue 5): the editor opens on a resume showing the
 * sample's first job, the job joins the library, and a second import adds no event twice.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

const sampleFile = 'src/domain/test-support/sample.resume.json';

/** Opens the import on the resumes page, chooses the sample and waits for its preview. */
async function chooseSample(page: Page) {
  await page.goto('/app/resumes');
  await expectShell(page);
  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a JSON Resume as a new resume' });
  await dialog.getByLabel('Choose a JSON Resume file').setInputFiles(sampleFile);
  await expect(dialog.getByText('Resume of Richard Hendriks')).toBeVisible();
  return dialog;
}

test('a JSON Resume becomes a new resume whose entries join the library, once', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'resume-import' });

  await test.step('the preview shows what joins the library; Create opens the editor', async () => {
    const dialog = await chooseSample(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'New: 4.' })).toBeVisible();
    await expect(dialog.getByText('CEO/President, Pied Piper')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Resume name' })).toHaveValue(
      'Richard Hendriks',
    );
    await dialog.getByRole('button', { name: 'Create resume' }).click();
    await expect(page).toHaveURL(/\/app\/resumes\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Resume name' })).toHaveValue(
      'Richard Hendriks',
    );
    await expect(
      page.getByRole('list', { name: 'Bullets of CEO/President · Pied Piper' }),
    ).toBeVisible();
  });

  await test.step("the library's work page lists the job", async () => {
    await page.goto('/app/events/work');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'CEO/President · Pied Piper', exact: true }),
    ).toHaveCount(1);
  });

  await test.step('a second import adds no event again', async () => {
    const dialog = await chooseSample(page);
    await expect(
      dialog.getByText('Everything in this file is already in your library', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Resume name' }).fill('Second copy');
    await dialog.getByRole('button', { name: 'Create resume' }).click();
    await expect(page.getByRole('textbox', { name: 'Resume name' })).toHaveValue('Second copy');
    await expect(
      page.getByRole('list', { name: 'Bullets of CEO/President · Pied Piper' }),
    ).toBeVisible();
    await page.goto('/app/events/work');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'CEO/President · Pied Piper', exact: true }),
    ).toHaveCount(1);
  });
});
