/**
 * The one rule for user text (decision 074), where a user meets it: a NUL or a lone surrogate
 * typed or pasted into a career event or into the resume editor is refused at the field, in the
 * user's language, naming the field; the rest of what was typed stays on the page, and a reload
 * shows the last good save. When the form's own check is bypassed, the server's refusal is worded
 * the same way, never "Something went wrong" nor the server's English.
 */
import type { Page } from '@playwright/test';
import { createJob, createResume, identityApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { fillWithCodeUnit } from '../support/pages';

const refusedText = {
  en: 'Remove the invisible control character or broken symbol from this text (often pasted from another app).',
  fr: 'Retirez de ce texte le caractère de contrôle invisible ou le symbole abîmé (souvent issu d’un copier-coller depuis une autre application).',
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function switchTo(page: Page, from: string, language: string) {
  await page.getByLabel(from, { exact: true }).selectOption({ label: language });
}

test('a career event refuses a character no store keeps, at its field, and keeps the rest', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'refused-event' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const jobId = await createJob(page.request, baseURL!, token, ['Cut deploy time by 80%']);
  page.on('dialog', (dialog) => void dialog.accept());
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('updateWorkEvent')) {
      saves.push(request.postData() ?? '');
    }
  });

  await page.goto(`/app/events/work/edit/${jobId}`);
  const position = textbox(page, 'Position');
  const company = textbox(page, 'Company');
  await expect(position).toHaveValue('Platform Engineer');
  await position.fill('Staff\u0000Engineer');
  await company.fill('Acme Labs');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(position).toHaveAttribute('aria-invalid', 'true');
  await expect(position).toHaveAccessibleDescription(refusedText.en);
  await expect(company).toHaveValue('Acme Labs');
  await expect(page).toHaveURL(`/app/events/work/edit/${jobId}`);

  // A lone surrogate, as a broken paste leaves it, is refused as the NUL is.
  await fillWithCodeUnit(position, 'Staff', 0xd800, ' Engineer');
  await expect(position).toHaveAccessibleDescription(refusedText.en);
  expect(saves).toHaveLength(0);

  await switchTo(page, 'Language', 'Français');
  const poste = textbox(page, 'Poste');
  await expect(poste).toHaveAccessibleDescription(refusedText.fr);

  // The form's check bypassed: the request is changed on its way out, the server refuses it.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      query: string;
      variables: { input: Record<string, unknown> };
    };
    if (!body.query.includes('updateWorkEvent')) return route.continue();
    body.variables.input.location = 'Lyon\u0000';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await poste.fill('Staff Engineer');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'My Resume n’a pas pu enregistrer ceci\u00a0: corrigez le champ marqué en rouge.',
  );
  const lieu = textbox(page, 'Lieu');
  await expect(lieu).toHaveAttribute('aria-invalid', 'true');
  await expect(lieu).toHaveAccessibleDescription(refusedText.fr);
  await expect(poste).toHaveValue('Staff Engineer');
  await expect(textbox(page, 'Entreprise')).toHaveValue('Acme Labs');
  expect(saves).toHaveLength(1);

  // Nothing refused was stored: a reload shows the last good save.
  await page.unrouteAll();
  await page.reload();
  await expect(poste).toHaveValue('Platform Engineer');
  await expect(textbox(page, 'Entreprise')).toHaveValue('Acme');
});

test('the resume editor refuses a character no store keeps, naming the field, and keeps the rest', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'refused-resume' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const resumeId = await createResume(page.request, baseURL!, token, {
    name: 'Refused characters',
    language: 'EN',
  });
  page.on('dialog', (dialog) => void dialog.accept());

  await page.goto(`/app/resumes/edit/${resumeId}`);
  const location = textbox(page, 'Location');
  await location.fill('Lyon');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  const headline = textbox(page, 'Headline');
  const summary = textbox(page, 'Summary');
  await headline.fill('Staff\u0000Engineer');
  const failed = page.getByRole('alert').filter({ hasText: 'Couldn’t save.' });
  await expect(failed).toHaveText(
    'Couldn’t save. Your changes are kept on this page. “Headline” holds an invisible control character or a broken symbol (often pasted from another app). Remove it.',
  );
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toHaveAccessibleDescription(refusedText.en);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The preview could not be made.' }),
  ).toContainText('“Headline” holds an invisible control character');

  // The rest of what is typed stays, and the next change tries again. (The summary is broken
  // before the headline is mended, so no draft between them is good enough to save.)
  await summary.fill('Ships platforms');
  await expect(summary).toHaveValue('Ships platforms');
  await fillWithCodeUnit(summary, 'Ships', 0xdc00, ' platforms');
  await headline.fill('Staff Engineer');
  await expect(headline).toHaveAttribute('aria-invalid', 'false');
  await expect(failed).toContainText('“Summary” holds an invisible control character');
  await expect(summary).toHaveAccessibleDescription(refusedText.en);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // The message follows the language: the field's and the save status's alike.
  await switchTo(page, 'Language', 'Français');
  const resume = textbox(page, 'Résumé');
  await expect(resume).toHaveAccessibleDescription(refusedText.fr);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Échec de l’enregistrement.' }),
  ).toHaveText(
    'Échec de l’enregistrement. Vos modifications restent sur cette page. «\u00a0Résumé\u00a0» contient un caractère de contrôle invisible ou un symbole abîmé (souvent issu d’un copier-coller depuis une autre application). Retirez-le.',
  );
  await expect(textbox(page, 'Titre')).toHaveValue('Staff Engineer');

  // Nothing refused was stored: a reload shows the last good save.
  await page.reload();
  await expect(textbox(page, 'Lieu')).toHaveValue('Lyon');
  await expect(textbox(page, 'Titre')).toHaveValue('');
  await expect(resume).toHaveValue('');
  await expect(
    page.getByRole('status').filter({ hasText: 'Toutes les modifications' }),
  ).toBeVisible();
});
