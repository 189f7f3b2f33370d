/**
 * Sign-up takes only a name and an email that can become a user record (decision 074): the form
 * refuses, at the field and in the user's language, a first name over 100 characters, a name
 * holding a NUL or a lone surrogate and a 302-character email; and when the form's check is
 * bypassed, the server refuses them too and the page says why, never "Something went wrong".
 */
import type { Page, Request } from '@playwright/test';
import { defaultPassword, uniqueEmail } from '../support/api';
import { expect, test } from '../support/fixtures';
import { fillWithCodeUnit } from '../support/pages';

/** 302 characters, each part within its own limits: too long only as a whole. */
const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(41)}.com`;

const signUpPath = '/api/auth/sign-up/email';

const signUpForm = (page: Page) => ({
  firstName: page.getByRole('textbox', { name: 'First name' }),
  lastName: page.getByRole('textbox', { name: 'Last name' }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Create account' }),
});

/** Every sign-up call the page makes. */
function signUpCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === signUpPath) calls.push(request);
  });
  return calls;
}

test('the sign-up form refuses, at each field, a name or an email that could never be kept', async ({
  page,
}) => {
  expect(longEmail).toHaveLength(302);
  const calls = signUpCalls(page);
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.firstName.fill('A'.repeat(101));
  await form.lastName.fill('Love\u0000lace');
  await form.email.fill(longEmail);
  await form.password.fill(defaultPassword);
  await form.submit.click();

  await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.firstName).toHaveAccessibleDescription('Use at most 100 characters.');
  await expect(form.lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.lastName).toHaveAccessibleDescription(
    'Remove the invisible control character or broken symbol from this name (often pasted from another app).',
  );
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toHaveAccessibleDescription(
    'Use an email address of at most 254 characters.',
  );
  // Nothing typed is lost: each field keeps its text for the user to correct.
  await expect(form.lastName).toHaveValue('Love\u0000lace');
  await expect(form.email).toHaveValue(longEmail);

  // A lone surrogate, as a broken paste leaves it, is refused as the NUL is.
  await fillWithCodeUnit(form.firstName, 'Ada', 0xd800, '');
  await expect(form.firstName).toHaveAccessibleDescription(
    'Remove the invisible control character or broken symbol from this name (often pasted from another app).',
  );

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  const nombre = page.getByRole('textbox', { name: 'Nombre' });
  await expect(nombre).toHaveAccessibleDescription(
    'Quita de este nombre el carácter de control invisible o el símbolo dañado (suele venir de un pegado desde otra aplicación).',
  );
  await expect(
    page.getByRole('textbox', { name: 'Correo electrónico', exact: true }),
  ).toHaveAccessibleDescription(
    'Usa una dirección de correo electrónico de 254 caracteres como máximo.',
  );
  await nombre.fill('B'.repeat(101));
  await expect(nombre).toHaveAccessibleDescription('Usa como máximo 100 caracteres.');

  expect(calls).toHaveLength(0);
  await expect(page).toHaveURL('/sign-up');
});

test('with the form’s check bypassed, the server refuses such a name or email and the page says why', async ({
  page,
  baseURL,
}) => {
  // Straight to the API, as any client could.
  const post = (data: Record<string, string>) =>
    page.request.post(`${baseURL}${signUpPath}`, {
      data: { email: uniqueEmail('limits'), password: defaultPassword, ...data },
      headers: { origin: baseURL! },
    });
  for (const [data, code] of [
    [{ name: 'Ada\u0000 Lovelace' }, 'NAME_FORBIDDEN_CHARACTER'],
    [{ name: 'Ada \uDC00Lovelace' }, 'NAME_FORBIDDEN_CHARACTER'],
    [{ name: `${'A'.repeat(101)} ${'B'.repeat(101)}` }, 'NAME_TOO_LONG'],
    [{ name: 'Ada Lovelace', email: longEmail }, 'EMAIL_TOO_LONG'],
  ] as const) {
    const answer = await post(data);
    expect(answer.status(), JSON.stringify(data).slice(0, 60)).toBe(400);
    expect(await answer.json()).toMatchObject({ code });
  }

  // Through the page: the form's values are fine, the request is changed on its way out.
  let sent: Record<string, string> = {};
  await page.route(`**${signUpPath}`, async (route) => {
    const body = route.request().postDataJSON() as Record<string, string>;
    await route.continue({ postData: JSON.stringify({ ...body, ...sent }) });
  });
  await page.goto('/sign-up');
  const form = signUpForm(page);
  await form.firstName.fill('Ada');
  await form.lastName.fill('Lovelace');
  await form.email.fill(uniqueEmail('limits'));
  await form.password.fill(defaultPassword);

  const alert = page.getByRole('alert');
  sent = { name: 'Ada\u0000 Lovelace' };
  await form.submit.click();
  await expect(alert).toHaveText(
    'Remove the invisible control character or broken symbol from your name (often pasted from another app).',
  );

  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(alert).toHaveText(
    'Retirez de votre nom le caractère de contrôle invisible ou le symbole abîmé (souvent issu d’un copier-coller depuis une autre application).',
  );
  const submit = page.getByRole('button', { name: 'Créer le compte' });
  sent = { name: `${'A'.repeat(101)} ${'B'.repeat(101)}` };
  await submit.click();
  await expect(alert).toHaveText(
    'Utilisez au maximum 100 caractères pour votre prénom et 100 pour votre nom.',
  );
  sent = { email: longEmail };
  await submit.click();
  await expect(alert).toHaveText('Utilisez une adresse e-mail de 254 caractères au maximum.');
  await expect(page).toHaveURL('/sign-up');
});
