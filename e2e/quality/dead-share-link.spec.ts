/**
 * A recruiter who opens a resume link that no longer works (never existed, turned off by its owner,
 * replaced by a newer link) reads a short page in their language saying so, without JavaScript, and
 * search engines are told to leave it alone. The page is the same whatever the reason, so it never
 * tells whether a resume exists behind an id.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { createAccount, graphql, setResumeSharingMutation } from '../support/api';
import { expect, test } from '../support/fixtures';

const createResume = /* GraphQL */ `
  mutation ($input: CreateResumeInput!) {
    resume {
      createResume(input: $input) {
        id
        share {
          id
        }
      }
    }
  }
`;
const replaceLink = /* GraphQL */ `
  mutation ($id: ID!) {
    resume {
      replaceResumeShareLink(id: $id) {
        id
      }
    }
  }
`;

/** A resume shared at /r/{shareId}, and the owner's token. */
async function sharedResume(request: APIRequestContext, baseURL: string) {
  const { token } = await createAccount(request, baseURL, { label: 'dead-link' });
  const created = await graphql<{
    resume: { createResume: { id: string; share: { id: string } } };
  }>(request, baseURL, createResume, { input: { name: 'Shared' } }, token);
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const { id, share } = created.data.resume.createResume;
  const shared = await graphql(
    request,
    baseURL,
    setResumeSharingMutation,
    { id, input: { enabled: true } },
    token,
  );
  expect(shared.errors).toBeUndefined();
  return { id, shareId: share.id, token };
}

/** Opens `path` as a recruiter would: another browser, signed out, with JavaScript off. */
async function openAsRecruiter(browser: Browser, baseURL: string, path: string, locale = 'en-US') {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale });
  const page = await context.newPage();
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  return { context, page, response };
}

test('an unknown, turned-off or replaced resume link shows the same friendly page', async ({
  browser,
  playwright,
  baseURL,
}) => {
  if (!baseURL) throw new Error('the project has no baseURL');
  const api = await playwright.request.newContext();
  const { id, shareId, token } = await sharedResume(api, baseURL);

  const live = await openAsRecruiter(browser, baseURL, `/r/${shareId}`);
  expect(live.response.status()).toBe(200);
  await live.context.close();

  const pages: Record<string, string> = {};
  const expectDeadLink = async (label: string, path: string) => {
    await test.step(label, async () => {
      const { context, page, response } = await openAsRecruiter(browser, baseURL, path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      await expect(page).toHaveTitle('This link doesn’t work – My Resume (dev)');
      await expect(
        page.getByRole('heading', { level: 1, name: 'This link doesn’t work' }),
      ).toBeVisible();
      await expect(
        page.getByText('Ask the person who sent it to you for a current link.', { exact: false }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('script')).toHaveCount(0);
      pages[label] = (await response.text()).replaceAll(path, '');
      await context.close();
    });
  };

  await expectDeadLink('a link that never existed', '/r/AAAAAAAAAAAAAAAAAAAAAA');
  await expectDeadLink('a mistyped link', '/r/not-a-link');
  await expectDeadLink('its PDF', '/r/AAAAAAAAAAAAAAAAAAAAAA/pdf');

  const off = await graphql(
    api,
    baseURL,
    setResumeSharingMutation,
    { id, input: { enabled: false } },
    token,
  );
  expect(off.errors).toBeUndefined();
  await expectDeadLink('a link its owner turned off', `/r/${shareId}`);

  const on = await graphql(
    api,
    baseURL,
    setResumeSharingMutation,
    { id, input: { enabled: true } },
    token,
  );
  expect(on.errors).toBeUndefined();
  const replaced = await graphql(api, baseURL, replaceLink, { id }, token);
  expect(replaced.errors).toBeUndefined();
  await expectDeadLink('a link its owner replaced', `/r/${shareId}`);

  // Nothing in the answer tells a turned-off or replaced resume from one that never existed.
  expect(pages['a link its owner turned off']).toBe(pages['a link that never existed']);
  expect(pages['a link its owner replaced']).toBe(pages['a link that never existed']);
  await api.dispose();
});

test('the dead-link page speaks the recruiter’s language', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('the project has no baseURL');
  for (const [locale, heading] of [
    ['fr-FR', 'Ce lien ne fonctionne pas'],
    ['es-ES', 'Este enlace no funciona'],
  ] as const) {
    const { context, page, response } = await openAsRecruiter(
      browser,
      baseURL,
      '/r/AAAAAAAAAAAAAAAAAAAAAA',
      locale,
    );
    expect(response.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await context.close();
  }
});
