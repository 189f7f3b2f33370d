import { describe, expect, it } from 'vitest';
import { createDraftQueue, type DraftOutcome } from './draft-queue';

/** Lets every pending promise chain run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A queue whose fetches wait for the test; `events` says what happened, in order. */
function queue() {
  const events: string[] = [];
  const fetches = new Map<
    number,
    { signal: AbortSignal; resolve: (answer: string) => void; reject: (error: unknown) => void }
  >();
  const drafts = createDraftQueue(
    (draft: { id: number }, signal) =>
      new Promise<string>((resolve, reject) => {
        events.push(`fetch ${draft.id}`);
        fetches.set(draft.id, { signal, resolve, reject });
      }),
    (draft, outcome: DraftOutcome<string>) => {
      const [kind, value] = Object.entries(outcome)[0]!;
      events.push(
        `${kind} ${draft.id}${kind === 'answer' || kind === 'error' ? ` ${String(value)}` : ''}`,
      );
    },
  );
  return { drafts, events, fetches };
}

describe('createDraftQueue', () => {
  it('fetches one draft at a time, the newest waiting next; the others are replaced', async () => {
    const { drafts, events, fetches } = queue();
    drafts.push({ id: 1 });
    drafts.push({ id: 2 });
    drafts.push({ id: 3 });
    expect(events).toEqual(['fetch 1', 'replaced 2']);
    fetches.get(1)?.resolve('pages 1');
    await settle();
    fetches.get(3)?.reject(new Error('refused'));
    await settle();
    expect(events).toEqual([
      'fetch 1',
      'replaced 2',
      'fetch 3',
      'answer 1 pages 1',
      'error 3 Error: refused',
    ]);
  });

  it('sends the next draft before the last answer is settled (painted)', async () => {
    const { drafts, events, fetches } = queue();
    drafts.push({ id: 1 });
    drafts.push({ id: 2 });
    fetches.get(1)?.resolve('pages 1');
    await settle();
    expect(events.indexOf('fetch 2')).toBeLessThan(events.indexOf('answer 1 pages 1'));
  });

  it('fetches at once when nothing is running', async () => {
    const { drafts, events, fetches } = queue();
    drafts.push({ id: 1 });
    fetches.get(1)?.resolve('pages 1');
    await settle();
    drafts.push({ id: 2 });
    expect(events).toEqual(['fetch 1', 'answer 1 pages 1', 'fetch 2']);
  });

  it('aborts a draft waiting, or the request running, and then goes on', async () => {
    const { drafts, events, fetches } = queue();
    drafts.push({ id: 1 });
    drafts.push({ id: 2 });
    drafts.abort(2);
    expect(events).toEqual(['fetch 1', 'aborted 2']);
    drafts.abort(1);
    expect(fetches.get(1)?.signal.aborted).toBe(true);
    fetches.get(1)?.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(events).toEqual(['fetch 1', 'aborted 2', 'aborted 1']);
    // An answer that comes after its abort is not an answer.
    drafts.push({ id: 3 });
    drafts.abort(3);
    fetches.get(3)?.resolve('late');
    await settle();
    expect(events.at(-1)).toBe('aborted 3');
    drafts.abort(99);
    drafts.push({ id: 4 });
    expect(events.at(-1)).toBe('fetch 4');
  });
});
