/**
 * The public site the server renders (issue 17, decision 090): what it answers to a bare client,
 * a client that refuses HTML and an unknown address; its Atom feed; a Spanish reader on their way
 * to sign in; "Try it without an account"; the way back from the app to the site; and the partner
 * deployment, which serves the features page but sends its landing to the resumes.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell, jwtClaims, storedSessionToken } from '../support/pages';
import { urls } from '../support/servers';
import { xmlTexts } from './xml';

const brand = 'My Resume (dev)';
const specSentence = `Nothing gets you hired faster and easier than ${brand}`;

/** The scripts a page runs (structured data is not one). */
const scripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');

/** A GET with exactly the headers given (Node's fetch and Playwright add an `Accept` of their own). */
function bareGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          body,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

test('a client that sends no Accept gets the landing page; one that refuses HTML gets 406', async () => {
  const page = await bareGet(`${urls.dev}/`);
  expect(page.status).toBe(200);
  expect(page.contentType).toMatch(/^text\/html/);
  expect(page.body).toContain(`<title>${specSentence}</title>`);

  const json = await bareGet(`${urls.dev}/`, { accept: 'application/json' });
  expect(json.status).toBe(406);
});

test('an unknown address answers 404 with the page that says so', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find that" }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the French feed is well-formed Atom with the nine articles', async ({ page, request }) => {
  const response = await request.get('/blog/feed.xml?lang=fr');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  expect(await xmlTexts(page, xml, 'entry')).toHaveLength(9);
  const links = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return [...document.querySelectorAll('entry > id')].map((id) => id.textContent ?? '');
  }, xml);
  for (const link of links) expect(link).toMatch(/\/blog\/[a-z0-9-]+\?lang=fr$/);
});

test('a Spanish reader goes from the Spanish landing to the sign-in page in Spanish', async ({
  page,
}) => {
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/login?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('"Try it without an account" on the landing opens the resumes as a guest', async ({
  page,
}) => {
  await page.goto('/');
  await expect(scripts(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Try it without an account' }).first().click();
  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
  await expect(page.getByRole('link', { name: /^Guest/ })).toBeVisible();
  expect(jwtClaims((await storedSessionToken(page))!).anon).toBe(true);
});

test("from the app, the brand's link loads the site's page from the server", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const landing = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/' && response.request().isNavigationRequest(),
  );
  await page
    .getByRole('banner')
    .getByRole('link', { name: /My Resume/ })
    .click();
  expect((await landing).status()).toBe(200);
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle(specSentence);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(scripts(page)).toHaveCount(0);
});

test.describe('the partner deployment', () => {
  test('serves the features page, whose "Sign in" is the single sign-on', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: urls.partner,
      ignoreHTTPSErrors: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const response = await page.goto('/features');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/oidc');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in with your career platform' }),
    ).toBeVisible();
    await context.close();
  });

  test('sends its landing to the resumes, through the single sign-on', async ({
    browser,
    request,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const created = await request.post(`${urls.partnerSim}/__control/users`, {
      data: {
        email: `site-${tag}@partner.example`,
        password: `pw-${tag}-partner`,
        givenName: 'Ana',
        familyName: `Site ${tag}`,
        workExperiences: [],
        educationalExperiences: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const customer = (await created.json()) as { email: string; password: string };

    const context = await browser.newContext({
      baseURL: urls.partner,
      ignoreHTTPSErrors: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fresumes');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with your career platform' }).click();
    const popup = await popupOpened;
    await popup.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await popup.getByLabel('Password').fill(customer.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/app/resumes', { timeout: 20_000 });
    await expectShell(page);
    await expect(page.getByRole('link', { name: new RegExp(`^Ana Site ${tag}`) })).toBeVisible();

    // Signed in, the landing goes straight to the resumes.
    await page.goto('/');
    await expect(page).toHaveURL('/app/resumes');
    await expectShell(page);
    await context.close();
  });
});
