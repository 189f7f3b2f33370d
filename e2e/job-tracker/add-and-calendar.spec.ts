/**
 * Adding applications to the tracker and its calendar feed (issue 16, decision 088), in Chromium
 * against the real server: a posting page served on loopback (the e2e servers may fetch from
 * 127.0.0.1, POSTING_FETCH_ALLOW) is read by its address into the form and saved; an address that
 * does not answer and a page without a posting say why and keep the form, where one is then typed
 * by hand. The calendar dialog makes a feed address whose iCalendar (parsed by ical.js) holds an
 * application's deadline; stopping the feed makes the address answer 404. Axe on the open dialog.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** A posting as an employer's site writes it: schema.org JSON-LD, accents, a salary range. */
const jobPosting = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Ingénieure logicielle',
  hiringOrganization: { '@type': 'Organization', name: 'Société Générale' },
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: 'Besançon', addressCountry: 'FR' },
  },
  jobLocationType: 'TELECOMMUTE',
  baseSalary: {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', minValue: 52000, maxValue: 65000, unitText: 'YEAR' },
  },
  validThrough: '2027-01-31T23:59',
  description: '<p>Vous développerez la plateforme.</p><ul><li>TypeScript</li></ul>',
};

const pages: Record<string, string> = {
  '/posting': `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Offre</title>
<script type="application/ld+json">${JSON.stringify(jobPosting)}</script></head>
<body><h1>Ingénieure logicielle</h1></body></html>`,
  '/about': `<!doctype html><html><head><meta charset="utf-8"><title>About us</title></head>
<body><p>We make things.</p></body></html>`,
};

/** A web server on loopback (a random port) serving `pages`; its origin. */
async function servePages(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A loopback port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const applicationsQuery = /* GraphQL */ `
  query {
    jobApplications {
      id
      company
      position
      postingUrl
      location
      remote
      salary {
        min
        max
        currency
        period
      }
      stage
      deadline
      notes
    }
  }
`;

interface Application {
  id: string;
  company: string;
  position: string;
  postingUrl: string;
  location: string;
  remote: string | null;
  salary: { min: number | null; max: number | null; currency: string; period: string } | null;
  stage: string;
  deadline: string | null;
  notes: string;
}

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add an application' });

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add application' }).click();
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saving opens the new application's detail over the tracker; Escape closes it. */
async function closeDetail(page: Page) {
  await expect(page).toHaveURL(/[?&]application=/);
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/[?&]application=/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function readAddress(dialog: Locator, address: string) {
  await dialog.getByRole('textbox', { name: "Posting's address" }).fill(address);
  await dialog.getByRole('button', { name: 'Read posting' }).click();
}

test('a user adds applications by address and by hand, and subscribes to their dates', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'tracker-add' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const applications = async () => {
    const answer = await graphql<{ jobApplications: Application[] }>(
      page.request,
      baseURL!,
      applicationsQuery,
      {},
      token,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.jobApplications;
  };
  const { origin, server } = await servePages();
  try {
    await page.goto('/app/jobs/track');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('a posting read by its address fills the form, and is saved', async () => {
      const dialog = await openAddDialog(page);
      await expectNoSeriousViolations(page);
      await readAddress(dialog, `${origin}/posting`);
      await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue(
        'Société Générale',
      );
      await expect(dialog.getByRole('textbox', { name: 'Position' })).toHaveValue(
        'Ingénieure logicielle',
      );
      await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveValue('Besançon, FR');
      await expect(dialog.getByRole('combobox', { name: 'Workplace' })).toHaveValue('REMOTE');
      await expect(dialog.getByRole('textbox', { name: 'From' })).toHaveValue('52000');
      await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('65000');
      await expect(dialog.getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR');
      await expect(dialog.getByLabel('Deadline')).toHaveValue('2027-01-31');
      await expect(dialog.getByRole('textbox', { name: 'Posting URL' })).toHaveValue(
        `${origin}/posting`,
      );
      await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(
        'Vous développerez la plateforme.\n\n• TypeScript',
      );
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(addDialog(page)).toBeHidden();
      await expect(page.getByText('Application added: Société Générale.')).toBeVisible();

      const [added, ...others] = await applications();
      expect(others).toEqual([]);
      expect(added).toMatchObject({
        company: 'Société Générale',
        position: 'Ingénieure logicielle',
        postingUrl: `${origin}/posting`,
        location: 'Besançon, FR',
        remote: 'REMOTE',
        salary: { min: 52000, max: 65000, currency: 'EUR', period: 'YEAR' },
        stage: 'SAVED',
        deadline: '2027-01-31',
        notes: 'Vous développerez la plateforme.\n\n• TypeScript',
      });
      // Saving opens the application.
      await expect(page).toHaveURL(new RegExp(`[?&]application=${added!.id}`));
      await closeDetail(page);
    });

    await test.step('pages that cannot be read say why; one is then added by hand', async () => {
      const dialog = await openAddDialog(page);
      const unreachable = `http://127.0.0.1:${await closedPort()}/jobs/1`;
      await readAddress(dialog, unreachable);
      await expect(dialog.getByRole('alert')).toContainText(
        "We couldn't reach this site. Check the address.",
      );
      const postingUrl = dialog.getByRole('textbox', { name: 'Posting URL' });
      await expect(postingUrl).toHaveValue(unreachable);

      await postingUrl.fill('');
      await readAddress(dialog, `${origin}/about`);
      await expect(dialog.getByRole('alert')).toContainText(
        'We found no job posting on this page.',
      );
      await expect(postingUrl).toHaveValue(`${origin}/about`);
      await expect(
        dialog.getByRole('button', { name: "Paste the page's HTML instead" }),
      ).toBeVisible();

      await dialog.getByRole('textbox', { name: 'Company' }).fill('Initech');
      await dialog.getByRole('textbox', { name: 'Position' }).fill('Staff Engineer');
      await dialog.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Applied' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(addDialog(page)).toBeHidden();
      await expect(page.getByText('Application added: Initech.')).toBeVisible();
      await closeDetail(page);
      expect((await applications()).find((one) => one.company === 'Initech')).toMatchObject({
        position: 'Staff Engineer',
        postingUrl: `${origin}/about`,
        stage: 'APPLIED',
      });
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }

  await test.step('the calendar feed holds a deadline, until it is stopped', async () => {
    const created = await graphql<{ job: { createJobApplication: { id: string } } }>(
      page.request,
      baseURL!,
      /* GraphQL */ `
        mutation ($input: CreateJobApplicationInput!) {
          job {
            createJobApplication(input: $input) {
              id
            }
          }
        }
      `,
      { input: { company: 'Umbrella', position: 'Analyst', deadline: '2027-03-15' } },
      token,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();

    await page.getByRole('button', { name: 'Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    await expect(dialog).toContainText('anyone who has it can read these dates');
    await dialog.getByRole('button', { name: 'Create subscription address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Subscription address' });
    await expect(address).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/.+\.ics$/);
    const url = await address.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return { summary: event.summary, start: event.startDate.toString() };
    });
    expect(events).toContainEqual({
      summary: 'Deadline: Analyst at Umbrella',
      start: '2027-03-15',
    });

    await dialog.getByRole('button', { name: 'Stop the feed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Go on anyway?' });
    await confirm.getByRole('button', { name: 'Go on' }).click();
    await expect(page.getByText('The calendar feed is stopped.')).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('both dialogs fit a 375 px wide phone, full screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const fits = async (dialog: Locator) => {
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, width: 375 });
      // Nothing in it scrolls sideways: its scrolling parts are no wider than they show.
      expect(
        await dialog.evaluate((element) =>
          [element, ...element.querySelectorAll('*')]
            .filter((inner) => ['auto', 'scroll'].includes(getComputedStyle(inner).overflowX))
            .filter((inner) => inner.scrollWidth > inner.clientWidth + 1)
            .map((inner) => inner.className),
        ),
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    };
    const add = await openAddDialog(page);
    await fits(add);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar feed' });
    await calendar.getByRole('button', { name: 'Create subscription address' }).click();
    await expect(calendar.getByRole('textbox', { name: 'Subscription address' })).toBeVisible();
    await fits(calendar);
    await expectNoSeriousViolations(page);
  });
});
