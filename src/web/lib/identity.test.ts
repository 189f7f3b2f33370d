import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, makeIdToken } from '../test-support/fake-backend';
import { createIdentityClient, IdentityError, type IdentityUser } from './identity';
import { isStale, readIdTokenClaims, refreshDelayMs } from './session-token';

/** A clock and timer queue the test moves by hand. */
function manualTime(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let nextHandle = 1;
  return {
    now: () => now,
    setTimer: (callback: () => void, ms: number) => {
      const handle = nextHandle++;
      timers.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimer: (handle: unknown) => void timers.delete(handle as number),
    dropTimers: () => timers.clear(),
    /** The pending timers, as delays from now. */
    pending: () => [...timers.values()].map((timer) => timer.at - now),
    /** Moves the clock and fires the timers that are due. */
    async advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(handle);
          timer.callback();
        }
      }
      // Let the refresh's fetch and its follow-up settle.
      for (let index = 0; index < 10; index += 1) await Promise.resolve();
    },
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup() {
  const time = manualTime();
  const backend = createFakeBackend({ now: time.now });
  const storage = memoryStorage();
  const identity = createIdentityClient({
    fetch: backend.fetch,
    storage,
    now: time.now,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
    events: null,
  });
  const changes: Array<IdentityUser | null> = [];
  identity.onIdTokenChanged((user) => changes.push(user));
  return { time, backend, storage, identity, changes };
}

const tokenRequests = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.requests.filter((request) => request.path === '/api/auth/token').length;

describe('token refresh scheduling', () => {
  it('refreshes 60 s before expiry, or at once when that has passed', () => {
    const now = Date.UTC(2026, 0, 1);
    const exp = now / 1000 + 15 * 60;
    expect(refreshDelayMs(exp, now, 60_000)).toBe(14 * 60_000);
    expect(refreshDelayMs(exp, now + 14 * 60_000, 60_000)).toBe(0);
    expect(refreshDelayMs(exp, now + 20 * 60_000, 60_000)).toBe(0);
    expect(isStale(exp, now, 60_000)).toBe(false);
    expect(isStale(exp, now + 14 * 60_000 + 1, 60_000)).toBe(true);
  });

  it('reads the claims the client needs from a token', () => {
    expect(readIdTokenClaims(makeIdToken({ sub: 'a', exp: 10, anon: true }))).toEqual({
      sub: 'a',
      exp: 10,
      anon: true,
    });
    expect(readIdTokenClaims('not-a-token')).toBeNull();
    expect(readIdTokenClaims('a.b.c')).toBeNull();
  });
});

describe('the identity client', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  it('restores a session from the cookie on load and stores its token', async () => {
    const { backend, identity, storage, changes } = ctx;
    const id = backend.addAccount('ada@example.com', 'correct horse');
    backend.signInAs(id);
    await identity.start();
    expect(identity.currentUser).toEqual({ id, isAnonymous: false });
    expect(readIdTokenClaims(storage.values.get('sv_session') ?? '')?.sub).toBe(id);
    expect(changes).toEqual([{ id, isAnonymous: false }]);
  });

  it('reports signed out when there is no session (401) and clears a stale stored token', async () => {
    const { identity, storage, changes } = ctx;
    storage.setItem('sv_session', makeIdToken({ sub: 'old', exp: 1 }));
    await identity.start();
    expect(identity.currentUser).toBeNull();
    expect(storage.values.has('sv_session')).toBe(false);
    expect(changes).toEqual([null]);
    expect(await identity.getIdToken()).toBeNull();
  });

  it('schedules a refresh 60 s before the token expires, and refreshes then', async () => {
    const { backend, identity, time, storage, changes } = ctx;
    backend.signInAs(backend.addAccount('ada@example.com', 'correct horse'));
    await identity.start();
    const first = storage.values.get('sv_session');
    expect(time.pending()).toEqual([14 * 60_000]);
    expect(tokenRequests(backend)).toBe(1);

    await time.advance(14 * 60_000 - 1);
    expect(tokenRequests(backend)).toBe(1);

    await time.advance(1);
    expect(tokenRequests(backend)).toBe(2);
    const second = storage.values.get('sv_session');
    expect(second).not.toBe(first);
    expect(readIdTokenClaims(second!)!.exp * 1000).toBe(time.now() + 15 * 60_000);
    // The listeners hear about the new token; the next refresh is scheduled again.
    expect(changes).toHaveLength(2);
    expect(time.pending()).toEqual([14 * 60_000]);
  });

  it('refreshes a token that is about to expire before handing it out', async () => {
    const { backend, identity, time } = ctx;
    backend.signInAs(backend.addAccount('ada@example.com', 'correct horse'));
    await identity.start();
    time.dropTimers(); // as if the timer was throttled in a background tab
    await time.advance(14 * 60_000 + 30_000);
    const token = await identity.getIdToken();
    expect(tokenRequests(backend)).toBe(2);
    expect(readIdTokenClaims(token!)!.exp * 1000).toBe(time.now() + 15 * 60_000);
  });

  it('signs out when a refresh finds the session gone', async () => {
    const { backend, identity, time, storage, changes } = ctx;
    backend.signInAs(backend.addAccount('ada@example.com', 'correct horse'));
    await identity.start();
    backend.endSession();
    await time.advance(14 * 60_000);
    expect(identity.currentUser).toBeNull();
    expect(storage.values.has('sv_session')).toBe(false);
    expect(changes.at(-1)).toBeNull();
  });

  it('keeps the session and retries when a refresh cannot reach the server', async () => {
    const { backend, identity, time } = ctx;
    backend.signInAs(backend.addAccount('ada@example.com', 'correct horse'));
    await identity.start();
    backend.failWith('network');
    await time.advance(14 * 60_000);
    expect(identity.currentUser).not.toBeNull();
    expect(time.pending()).toEqual([30_000]);
    backend.failWith(null);
    await time.advance(30_000);
    expect(time.pending()).toEqual([14 * 60_000]);
  });

  it('signs in with email and password, then fetches the ID token', async () => {
    const { backend, identity, changes } = ctx;
    const id = backend.addAccount('ada@example.com', 'correct horse', {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await identity.start();
    const { user, account } = await identity.signIn('ada@example.com', 'correct horse');
    expect(user).toEqual({ id, isAnonymous: false });
    expect(account).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(changes).toEqual([null, { id, isAnonymous: false }]);
    expect(backend.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/token',
      'POST /api/auth/sign-in/email',
      'GET /api/auth/token',
    ]);
  });

  it('turns the server’s error code into an IdentityError', async () => {
    const { backend, identity } = ctx;
    backend.addAccount('ada@example.com', 'correct horse');
    await identity.start();
    await expect(identity.signIn('ada@example.com', 'wrong')).rejects.toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
    backend.failWith(429);
    await expect(identity.signIn('ada@example.com', 'wrong')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    backend.failWith('network');
    await expect(identity.signIn('ada@example.com', 'wrong')).rejects.toBeInstanceOf(IdentityError);
  });

  it('signs up then signs in; an email with another password ends in the generic error', async () => {
    const { backend, identity } = ctx;
    await identity.start();
    const user = await identity.signUp('new@example.com', 'long enough', 'New Person');
    expect(user.isAnonymous).toBe(false);
    await identity.signOut();

    backend.addAccount('taken@example.com', 'the real one');
    await expect(
      identity.signUp('taken@example.com', 'another one', 'Someone'),
    ).rejects.toMatchObject({
      code: 'SIGN_UP_NOT_COMPLETED',
    });
  });

  it('signs in anonymously and signs out', async () => {
    const { backend, identity, storage } = ctx;
    await identity.start();
    const user = await identity.signInAnonymously();
    expect(user.isAnonymous).toBe(true);
    expect(storage.values.has('sv_session')).toBe(true);
    await identity.signOut();
    expect(identity.currentUser).toBeNull();
    expect(storage.values.has('sv_session')).toBe(false);
    expect(backend.sessionAccountId).toBeNull();
  });

  it('sends the reset request with the continue URL and posts the new password', async () => {
    const { backend, identity } = ctx;
    await identity.start();
    await identity.sendPasswordResetEmail('ada@example.com', 'http://localhost/login');
    expect(backend.requests.at(-1)).toMatchObject({
      path: '/api/auth/request-password-reset',
      body: { email: 'ada@example.com', redirectTo: 'http://localhost/login' },
    });
    await identity.resetPassword('valid-token', 'a new password');
    expect(backend.requests.at(-1)).toMatchObject({
      path: '/api/auth/reset-password',
      body: { token: 'valid-token', newPassword: 'a new password' },
    });
    await expect(identity.resetPassword('spent', 'a new password')).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });
});
