import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type SaveResult } from './use-autosave';

/** A save that answers only when the test says, recording what it was sent. */
function fakeServer() {
  const sent: string[] = [];
  const pending: Array<(result: SaveResult) => void> = [];
  return {
    sent,
    save: (value: string) =>
      new Promise<SaveResult>((resolve) => {
        sent.push(value);
        pending.push(resolve);
      }),
    answer(result: SaveResult = { ok: true }) {
      const resolve = pending.shift();
      if (!resolve) throw new Error('no save in flight');
      resolve(result);
    },
    get inFlight() {
      return pending.length;
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the autosave', () => {
  it('saves a second after the last change, saying so', async () => {
    const server = fakeServer();
    const saver = createAutosaver<string>('a', { save: server.save }, 1000);
    expect(saver.getState().status).toBe('saved');
    saver.update('ab');
    expect(saver.getState().status).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    saver.update('abc');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(server.sent).toEqual(['abc']);
    expect(saver.getState().status).toBe('saving');
    server.answer();
    await vi.waitFor(() => expect(saver.getState().status).toBe('saved'));
  });

  it('keeps one save in flight and then sends only the latest value', async () => {
    const server = fakeServer();
    const onSaved = vi.fn();
    const saver = createAutosaver<string>('a', { save: server.save, onSaved }, 1000);
    saver.update('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.sent).toEqual(['b']);
    saver.update('c');
    saver.update('d');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.inFlight).toBe(1);
    expect(saver.getState().status).toBe('saving');
    server.answer();
    await vi.waitFor(() => expect(server.sent).toEqual(['b', 'd']));
    expect(onSaved).toHaveBeenLastCalledWith('b', false);
    server.answer();
    await vi.waitFor(() => expect(saver.getState().status).toBe('saved'));
    expect(onSaved).toHaveBeenLastCalledWith('d', true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.sent).toEqual(['b', 'd']);
  });

  it('says why a save failed, keeps the value, and saves it on retry', async () => {
    const server = fakeServer();
    const saver = createAutosaver<string>('a', { save: server.save }, 1000);
    saver.update('b');
    const first = saver.flush();
    server.answer({ ok: false, message: 'content.theme.accentColor must be a colour' });
    expect(await first).toBe(false);
    expect(saver.getState()).toEqual({
      status: 'failed',
      failure: 'content.theme.accentColor must be a colour',
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.sent).toEqual(['b']);
    const retried = saver.flush();
    expect(saver.getState().status).toBe('saving');
    server.answer();
    expect(await retried).toBe(true);
    expect(server.sent).toEqual(['b', 'b']);
    expect(saver.getState()).toEqual({ status: 'saved', failure: null });
  });

  it('treats a save that throws (no network) as failed', async () => {
    const saver = createAutosaver<string>(
      'a',
      { save: () => Promise.reject(new Error('offline')) },
      1000,
    );
    saver.update('b');
    expect(await saver.flush()).toBe(false);
    expect(saver.getState()).toEqual({ status: 'failed', failure: null });
  });

  it('needs no save when the value comes back to what is saved', async () => {
    const server = fakeServer();
    const saver = createAutosaver<string>('a', { save: server.save }, 1000);
    saver.update('b');
    saver.update('a');
    expect(saver.getState().status).toBe('saved');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.sent).toEqual([]);
  });

  it('flushes at once, answering when everything is saved', async () => {
    const server = fakeServer();
    const saver = createAutosaver<string>('a', { save: server.save }, 1000);
    saver.update('b');
    const flushed = saver.flush();
    expect(server.sent).toEqual(['b']);
    saver.update('c');
    const again = saver.flush();
    server.answer();
    await vi.waitFor(() => expect(server.sent).toEqual(['b', 'c']));
    server.answer();
    expect(await flushed).toBe(true);
    expect(await again).toBe(true);
  });
});
