import {
  browserStorage,
  clearSessionToken,
  isStale,
  readIdTokenClaims,
  refreshDelayMs,
  sessionTokenKey,
  storeSessionToken,
  type TokenStorage,
} from './session-token';

/**
 * The client of the product's own identity service (docs/product/identity.md),
 * served by the app under /api/auth. The long-lived session is an HttpOnly cookie the browser sends
 * by itself; this client turns it into the short-lived ID token the GraphQL API accepts, keeps that
 * token in `localStorage['sv_session']` and refreshes it before it expires.
 */

/** Who is signed in, as the ID token says. */
export interface IdentityUser {
  id: string;
  isAnonymous: boolean;
}

/** The account's own record, as the identity service answers a sign-in. */
export interface IdentityAccount {
  name: string;
  email: string;
}

/**
 * Error codes the client can meet: the identity service's own (`INVALID_EMAIL_OR_PASSWORD`,
 * `PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG`, `PASSWORD_TOO_COMMON`, `INVALID_EMAIL`,
 * `INVALID_TOKEN` …) plus the ones this client adds below.
 */
export const clientErrorCodes = {
  /** HTTP 429 from the server's per-address limits. */
  rateLimited: 'RATE_LIMITED',
  /** The server could not be reached. */
  network: 'NETWORK',
  /** Sign-up was accepted but signing in with the same details failed (the email had an account). */
  signUpNotCompleted: 'SIGN_UP_NOT_COMPLETED',
  /** Anything the server did not name. */
  unknown: 'UNKNOWN',
} as const;

export class IdentityError extends Error {
  constructor(
    readonly code: string,
    readonly status?: number,
  ) {
    super(`Identity service error ${code}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'IdentityError';
  }
}

export type IdTokenListener = (user: IdentityUser | null) => void;

export interface IdentityClientOptions {
  /** Where the identity service is mounted. */
  basePath?: string;
  fetch?: typeof fetch;
  storage?: TokenStorage | null;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Refresh this long before the token expires. */
  refreshLeadMs?: number;
  /** After a refresh that could not reach the server, try again after this long. */
  retryDelayMs?: number;
  /** Where focus, visibility and storage events come from (the window); null to listen to none. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

export interface IdentityClient {
  /** Restores the session from the cookie. Safe to call more than once. */
  start(): Promise<void>;
  /** Stops timers and event listeners. */
  stop(): void;
  /**
   * Calls `listener` with the signed-in user (or null) once the session is known, and again on every
   * sign-in, sign-out and token refresh. Returns the unsubscribe function.
   */
  onIdTokenChanged(listener: IdTokenListener): () => void;
  /** The current ID token, refreshed first when it is about to expire; null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  readonly currentUser: IdentityUser | null;
  signIn(
    email: string,
    password: string,
  ): Promise<{ user: IdentityUser; account: IdentityAccount }>;
  signUp(email: string, password: string, name: string): Promise<IdentityUser>;
  signInAnonymously(): Promise<IdentityUser>;
  /**
   * Starts a sign-in with an OpenID provider (a partner): the URL to send the browser to. The
   * provider's page comes back to `callbackURL`, or to `errorCallbackURL?error=<code>`.
   */
  startSocialSignIn(
    provider: string,
    callbackURL: string,
    errorCallbackURL: string,
  ): Promise<string>;
  /**
   * Reads the session again from the cookie, after a sign-in that happened elsewhere (a popup),
   * and announces it; the signed-in user, or null.
   */
  syncSession(): Promise<IdentityUser | null>;
  /** Always resolves for a well-formed request: it never tells whether the email has an account. */
  sendPasswordResetEmail(email: string, redirectTo: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
  /**
   * Asks for the account's address to become `newEmail`: a link goes to that address, and the old
   * one signs in until it is opened (decision 103). The link comes back to `callbackURL`.
   */
  changeEmail(newEmail: string, callbackURL: string): Promise<void>;
  /** A new password, checked against the current one; every other session ends. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Deletes the account and everything in it, then forgets the session here. An account with a
   * password needs it; one without needs a recent sign-in (`SESSION_EXPIRED` otherwise).
   */
  deleteAccount(password?: string): Promise<void>;
  signOut(): Promise<void>;
}

interface Session {
  user: IdentityUser;
  token: string;
  exp: number;
}

export function createIdentityClient(options: IdentityClientOptions = {}): IdentityClient {
  const basePath = options.basePath ?? '/api/auth';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const leadMs = options.refreshLeadMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const events =
    options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;

  const listeners = new Set<IdTokenListener>();
  let session: Session | null = null;
  let ready = false;
  let starting: Promise<void> | null = null;
  let refreshing: Promise<void> | null = null;
  let timer: unknown = null;

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function schedule(ms: number) {
    cancelTimer();
    timer = setTimer(() => {
      timer = null;
      void refresh();
    }, ms);
  }

  function notify() {
    const user = session?.user ?? null;
    for (const listener of [...listeners]) listener(user);
  }

  /** Adopts a token; false when it cannot be read. */
  function adopt(token: string): boolean {
    const claims = readIdTokenClaims(token);
    if (!claims) return false;
    const sameUser =
      session?.user.id === claims.sub && session.user.isAnonymous === claims.anon
        ? session.user
        : null;
    session = {
      user: sameUser ?? { id: claims.sub, isAnonymous: claims.anon },
      token,
      exp: claims.exp,
    };
    storeSessionToken(token, storage);
    schedule(refreshDelayMs(claims.exp, now(), leadMs));
    return true;
  }

  function forget() {
    cancelTimer();
    session = null;
    clearSessionToken(storage);
  }

  async function request(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${basePath}${path}`, {
        ...init,
        credentials: 'same-origin',
        // Never answered from the HTTP cache: a Back after sign-out must not get the old token.
        cache: 'no-store',
        headers: { accept: 'application/json', ...(init.headers ?? {}) },
      });
    } catch {
      throw new IdentityError(clientErrorCodes.network);
    }
  }

  async function failure(response: Response): Promise<IdentityError> {
    if (response.status === 429) return new IdentityError(clientErrorCodes.rateLimited, 429);
    let code: string = clientErrorCodes.unknown;
    try {
      const body = (await response.json()) as { code?: unknown };
      if (typeof body.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(body.code)) code = body.code;
    } catch {
      // Not JSON: keep the generic code.
    }
    return new IdentityError(code, response.status);
  }

  async function post<T = unknown>(path: string, body: unknown): Promise<T> {
    const response = await request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await failure(response);
    try {
      return (await response.json()) as T;
    } catch {
      return undefined as T;
    }
  }

  /** The ID token for the cookie's session; null when there is no session. */
  async function fetchToken(): Promise<string | null> {
    const response = await request('/token', { method: 'GET' });
    if (response.status === 401) return null;
    if (!response.ok) throw await failure(response);
    const body = (await response.json().catch(() => ({}))) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  }

  function refresh(): Promise<void> {
    if (refreshing) return refreshing;
    refreshing = (async () => {
      try {
        const token = await fetchToken();
        if (token && adopt(token)) {
          notify();
        } else if (session) {
          forget();
          notify();
        }
      } catch {
        // Unreachable or failing server: keep the session we have and try again soon.
        if (session) schedule(retryDelayMs);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** After a sign-in of any kind: fetch the token for the new session and announce it. */
  async function establish(): Promise<IdentityUser> {
    const token = await fetchToken();
    if (!token || !adopt(token)) throw new IdentityError(clientErrorCodes.unknown);
    notify();
    return session!.user;
  }

  const onWake = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (session && isStale(session.exp, now(), leadMs)) void refresh();
  };

  /** Another tab changed the stored token: follow it. */
  const onStorage = (event: StorageEvent) => {
    if (event.key !== sessionTokenKey || event.newValue === (session?.token ?? null)) return;
    const claims = event.newValue ? readIdTokenClaims(event.newValue) : null;
    if (event.newValue && claims && session?.user.id === claims.sub) {
      adopt(event.newValue);
      return;
    }
    void refresh();
  };

  async function restore() {
    try {
      const token = await fetchToken();
      if (token) adopt(token);
      else forget();
    } catch {
      // Offline at load: trust a stored token that has not expired yet; the API has the last word.
      const stored = storage?.getItem(sessionTokenKey) ?? null;
      const claims = stored ? readIdTokenClaims(stored) : null;
      if (stored && claims && claims.exp * 1000 > now()) adopt(stored);
      else forget();
    }
    ready = true;
    events?.addEventListener('focus', onWake);
    events?.addEventListener('visibilitychange', onWake);
    events?.addEventListener('storage', onStorage as EventListener);
    notify();
  }

  return {
    start() {
      starting ??= restore();
      return starting;
    },

    stop() {
      cancelTimer();
      events?.removeEventListener('focus', onWake);
      events?.removeEventListener('visibilitychange', onWake);
      events?.removeEventListener('storage', onStorage as EventListener);
    },

    onIdTokenChanged(listener) {
      listeners.add(listener);
      if (ready) {
        queueMicrotask(() => {
          if (listeners.has(listener)) listener(session?.user ?? null);
        });
      }
      return () => listeners.delete(listener);
    },

    async getIdToken(forceRefresh = false) {
      if (!ready) await this.start();
      if (!session) return null;
      if (forceRefresh || isStale(session.exp, now(), leadMs)) await refresh();
      return session?.token ?? null;
    },

    get currentUser() {
      return session?.user ?? null;
    },

    async signIn(email, password) {
      const body = await post<{ user?: { name?: unknown; email?: unknown } }>('/sign-in/email', {
        email,
        password,
      });
      const user = await establish();
      const account = {
        name: typeof body?.user?.name === 'string' ? body.user.name : '',
        email: typeof body?.user?.email === 'string' ? body.user.email : email,
      };
      return { user, account };
    },

    async signUp(email, password, name) {
      // Sign-up never signs in and answers the same for an email that already has an account.
      await post('/sign-up/email', { email, password, name });
      try {
        return (await this.signIn(email, password)).user;
      } catch (error) {
        if (error instanceof IdentityError && error.code === 'INVALID_EMAIL_OR_PASSWORD') {
          throw new IdentityError(clientErrorCodes.signUpNotCompleted, error.status);
        }
        throw error;
      }
    },

    async signInAnonymously() {
      await post('/sign-in/anonymous', {});
      return establish();
    },

    async startSocialSignIn(provider, callbackURL, errorCallbackURL) {
      const body = await post<{ url?: unknown }>('/sign-in/social', {
        provider,
        callbackURL,
        errorCallbackURL,
      });
      if (typeof body?.url !== 'string' || !body.url) {
        throw new IdentityError(clientErrorCodes.unknown);
      }
      return body.url;
    },

    async syncSession() {
      if (!ready) await this.start();
      await refresh();
      return session?.user ?? null;
    },

    async sendPasswordResetEmail(email, redirectTo) {
      await post('/request-password-reset', { email, redirectTo });
    },

    async resetPassword(token, newPassword) {
      await post('/reset-password', { newPassword, token });
    },

    async changeEmail(newEmail, callbackURL) {
      await post('/change-email', { newEmail, callbackURL });
    },

    async changePassword(currentPassword, newPassword) {
      await post('/change-password', { currentPassword, newPassword, revokeOtherSessions: true });
    },

    async deleteAccount(password) {
      await post('/delete-user', password ? { password } : {});
      forget();
      notify();
    },

    async signOut() {
      try {
        await post('/sign-out', {});
      } catch {
        // Signed out here whatever the server says; the cookie expires on its own.
      }
      forget();
      notify();
    },
  };
}
