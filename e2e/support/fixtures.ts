/**
 * The suite's fixtures: accounts made through the real HTTP API (no clicking), a way to sign the
 * browser in through the same API, and the mailbox of the SMTP sink.
 */
import { test as base, expect } from '@playwright/test';
import { createAccount, identityApi, type Account } from './api';
import { urls } from './servers';

export { expect };

export interface Email {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** The newest email to `address`, waiting for it to arrive. */
  latest(address: string, waitMs?: number): Promise<Email>;
  /** Every email to `address` so far. */
  all(address: string): Promise<Email[]>;
}

export interface Accounts {
  /**
   * A new account with a user record (or, with `userRecord: false`, an identity without one). The
   * browser is not signed in.
   */
  create(options?: Parameters<typeof createAccount>[2]): Promise<Account>;
  /** Signs the page's browser context in as `account` (the session cookie lands in the browser). */
  signIn(account: Pick<Account, 'email' | 'password'>): Promise<void>;
  /** `create` then `signIn`. */
  createSignedIn(options?: Parameters<typeof createAccount>[2]): Promise<Account>;
}

/** The first link in an email's text. */
export function linkIn(email: Email): string {
  const match = /https?:\/\/\S+/.exec(email.text);
  if (!match) throw new Error(`no link in the email "${email.subject}": ${email.text}`);
  return match[0];
}

export const test = base.extend<{ accounts: Accounts; mailbox: Mailbox }>({
  accounts: async ({ page, playwright, baseURL }, use) => {
    if (!baseURL) throw new Error('the project has no baseURL');
    const api = await playwright.request.newContext();
    const accounts: Accounts = {
      async create(options) {
        // A separate cookie jar per account, so making one never signs the browser in.
        await api.clearCookies();
        const { email, password, firstName, lastName } = await createAccount(api, baseURL, options);
        return { email, password, firstName, lastName };
      },
      async signIn(account) {
        const response = await identityApi(page.request, baseURL).signIn(account);
        expect(response.status(), await response.text()).toBe(200);
      },
      async createSignedIn(options) {
        const account = await accounts.create(options);
        await accounts.signIn(account);
        return account;
      },
    };
    await use(accounts);
    await api.dispose();
  },

  // eslint-disable-next-line no-empty-pattern
  mailbox: async ({}, use) => {
    const query = (address: string) => `to=${encodeURIComponent(address.toLowerCase())}`;
    await use({
      async latest(address, waitMs = 15_000) {
        const response = await fetch(
          `${urls.mailApi}/messages/latest?${query(address)}&waitMs=${waitMs}`,
        );
        if (!response.ok) throw new Error(`no email arrived for ${address}: ${response.status}`);
        return (await response.json()) as Email;
      },
      async all(address) {
        const response = await fetch(`${urls.mailApi}/messages?${query(address)}`);
        return (await response.json()) as Email[];
      },
    });
  },
});
