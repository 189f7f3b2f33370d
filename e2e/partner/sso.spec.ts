/**
 * Partner single sign-on (docs/product/routes.md /oidc, its states and redirects, and docs/product/api.md) on the partner deployment, against the partner
 * simulator (dev/partner-sim) as the partner's OpenID provider and REST API: the sign-in popup, the
 * imported history, a second sign-in that adds nothing, and a partner API that fails.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';
import { partnerSimDomain, urls } from '../support/servers';

interface PartnerCustomer {
  customerId: string;
  email: string;
  password: string;
  company: string;
  school: string;
  /** The name the partner gives the customer, at its UserInfo endpoint only (decision 071). */
  fullName: string;
}

/** A partner customer of this test alone, with one job and one education. */
async function createCustomer(request: APIRequestContext): Promise<PartnerCustomer> {
  const tag = randomUUID().slice(0, 8);
  const familyName = `Ruiz ${tag}`;
  const company = `Acme ${tag}`;
  const school = `Institut ${tag}`;
  const response = await request.post(`${urls.partnerSim}/__control/users`, {
    data: {
      email: `sso-${tag}@partner.example`,
      password: `pw-${tag}-partner`,
      givenName: 'Ana',
      familyName,
      workExperiences: [
        {
          company_name: company,
          job_title: 'Platform Engineer',
          start_date: '2020-01-15',
          finish_date: null,
          accomplishments: ['Moved the payments platform to a new cloud'],
        },
      ],
      educationalExperiences: [
        {
          school,
          education_level: 'BSc',
          field_of_study: 'Physics',
          finish_date: '2019-06-01',
          accomplishments: [],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as { customerId: string; email: string; password: string };
  return { ...user, company, school, fullName: `Ana ${familyName}` };
}

/**
 * The shell's profile block names the customer as the partner does (not "Guest") and links to the
 * partner's profile page.
 */
async function expectPartnerName(page: Page, customer: PartnerCustomer) {
  const profile = page.getByRole('link', { name: new RegExp(`^${customer.fullName}`) });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute('href', `${urls.partnerSim}/customer-portal/profile`);
  await expect(page.getByText('Guest', { exact: true })).toHaveCount(0);
}

/** From a signed-out app page to the shell, through /oidc and the partner's popup. */
async function signInThroughPartner(page: Page, customer: PartnerCustomer) {
  await page.goto('/app/resumes');
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fresumes');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in with your career platform' }),
  ).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with your career platform' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
  await popup.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await popup.getByLabel('Password').fill(customer.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await popup.waitForEvent('close', { timeout: 20_000 });
  await expect(page).toHaveURL('/app/resumes', { timeout: 15_000 });
  await expectShell(page);
}

const eventLinks = (page: Page, name: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(name) });

async function expectLibrary(page: Page, customer: PartnerCustomer, count: 0 | 1) {
  await page.goto('/app/events/work');
  await expectShell(page);
  if (count === 0) {
    await expect(page.getByRole('heading', { name: 'No work experience yet' })).toBeVisible();
  }
  await expect(eventLinks(page, customer.company)).toHaveCount(count);
  await page.goto('/app/events/edu');
  await expectShell(page);
  await expect(eventLinks(page, customer.school)).toHaveCount(count);
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

test('signing in with the partner imports the history once, however often one signs in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const customer = await createCustomer(request);

  await test.step('first sign-in: the popup, then the shell with the imported history', async () => {
    await signInThroughPartner(page, customer);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: `Back to ${partnerSimDomain}` })).toHaveAttribute(
      'href',
      `${urls.partnerSim}/customer-portal`,
    );
    await expect(nav.getByRole('link', { name: 'Job tracker' })).toHaveCount(0);
    await expectPartnerName(page, customer);
    await expectLibrary(page, customer, 1);
  });

  await test.step('a second sign-in, in a fresh browser, adds no duplicates', async () => {
    const second = await newPage(browser, baseURL);
    try {
      await signInThroughPartner(second.page, customer);
      await expectPartnerName(second.page, customer);
      await expectLibrary(second.page, customer, 1);
    } finally {
      await second.context.close();
    }
  });
});

test('a failing partner API does not stop the sign-in: the library stays empty', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const rule = await request.post(`${urls.partnerSim}/__control/failures`, {
    data: { endpoint: '*', mode: 'status500', customerId: customer.customerId },
  });
  expect(rule.ok(), await rule.text()).toBe(true);

  await signInThroughPartner(page, customer);
  await expectLibrary(page, customer, 0);
});

test("when the partner's UserInfo fails, the customer is signed in as Guest and named at the next sign-in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const customer = await createCustomer(request);
  const rule = await request.post(`${urls.partnerSim}/__control/failures`, {
    data: {
      endpoint: 'oidc-userinfo',
      mode: 'status500',
      customerId: customer.customerId,
      times: 1,
    },
  });
  expect(rule.ok(), await rule.text()).toBe(true);

  await signInThroughPartner(page, customer);
  await expect(page.getByText('Guest', { exact: true })).toBeVisible();
  await expectLibrary(page, customer, 1);

  const second = await newPage(browser, baseURL);
  try {
    await signInThroughPartner(second.page, customer);
    await expectPartnerName(second.page, customer);
  } finally {
    await second.context.close();
  }
});

test('with popups blocked, the whole page goes to the partner and comes back signed in', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  // A popup blocker: window.open gives nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/app/events/edu');
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fevents%2Fedu');
  await page.getByRole('button', { name: 'Sign in with your career platform' }).click();
  await expect(page.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/app/events/edu', { timeout: 15_000 });
  await expectShell(page);
  await expectPartnerName(page, customer);
  await expect(eventLinks(page, customer.school)).toHaveCount(1);
});

test('from the keyboard, cancelling at the partner comes back to /oidc with an explanation', async ({
  page,
}) => {
  await page.goto('/oidc?next=%2Fapp%2Fevents%2Fwork');
  // The partner's own blog, not ours (which this deployment does not offer).
  await expect(page.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'href',
    `${urls.partnerSim}/blog`,
  );
  const button = page.getByRole('button', { name: 'Sign in with your career platform' });
  await button.focus();
  const popupOpened = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Partner sign-in' })).toBeVisible();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await popup.waitForEvent('close', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in was cancelled or refused. Try again when you are ready.',
  );
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fevents%2Fwork&error=access_denied');
  await expect(button).toBeEnabled();
});

test('a sign-in whose answer was tampered with is refused, and the page says so', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  // Someone in the middle changes the state on the way to the partner, which sends it back.
  const toPartner = (url: URL) => url.origin === urls.partnerSim && url.pathname === '/auth';
  await page.context().route(toPartner, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}tampered`);
    await route.continue({ url: url.href });
  });
  await page.goto('/oidc?next=%2Fapp%2Fresumes');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with your career platform' }).click();
  const popup = await popupOpened;
  await popup.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await popup.getByLabel('Password').fill(customer.password);
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  await popup.waitForEvent('close', { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in with your career platform did not finish. Please try again.',
  );
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fresumes&error=state_mismatch');
  await page.goto('/app/resumes');
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fresumes');
});
