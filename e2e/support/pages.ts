/**
 * What the tests look for on the product's pages, by role and accessible name (English), in one
 * place so a renamed label is fixed once.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './api';

export const sessionTokenKey = 'sv_session';

/** The ID token the web app keeps in localStorage, or null. */
export const storedSessionToken = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), sessionTokenKey);

/** The claims of a JWT (not verified: the tests only look at what the client stored). */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

/** A live message of the page: `status` for news, `alert` for problems. */
export const message = (page: Page, role: 'status' | 'alert', text: string) =>
  page.getByRole(role).filter({ hasText: text });

export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

export const signOutButton = (page: Page) => page.getByRole('button', { name: 'Sign out' });

/** The login form. */
export const loginForm = (page: Page) => ({
  heading: page.getByRole('heading', { name: 'Sign in', level: 1 }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
});

/** Fills and sends the login form that is on the page. */
export async function signInThroughForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  const form = loginForm(page);
  await expect(form.heading).toBeVisible();
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
}

/** Waits until the authenticated shell shows with the user's menu. */
export async function expectShell(page: Page) {
  await expect(mainNavigation(page)).toBeVisible();
  await expect(signOutButton(page)).toBeVisible();
}

/** The browser's address as a path with its query, e.g. `/login?next=%2Fapp`. */
export const pathWithQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Fills a month-year field: the group named after the field, with a month select and a year box. */
export async function fillMonth(page: Page, field: string, month: string, year: string) {
  const group = page.getByRole('group', { name: field });
  await group.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
  await group.getByRole('textbox', { name: 'Year' }).fill(year);
}

/**
 * Puts `before`, the UTF-16 code unit `codeUnit`, then `after` into a text field, as a paste from
 * another app would, and tells the page it changed. The text is made inside the page, so a lone
 * surrogate reaches the field as it is, whatever the test protocol does with text.
 */
export async function fillWithCodeUnit(
  field: Locator,
  before: string,
  codeUnit: number,
  after: string,
) {
  await field.evaluate(
    (element: HTMLInputElement | HTMLTextAreaElement, [start, unit, end]) => {
      const prototype =
        element instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
      // The native setter: React's own one would not see a change to report.
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(
        element,
        `${start}${String.fromCharCode(unit)}${end}`,
      );
      element.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [before, codeUnit, after] as const,
  );
}
