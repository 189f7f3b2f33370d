/** How a draft given to the queue ended. */
export type DraftOutcome<Answer> =
  | { answer: Answer }
  | { error: unknown }
  | { aborted: true }
  /** A newer draft took its place before it was sent. */
  | { replaced: true };

/**
 * The preview's requests, one at a time (decision 065): a draft is fetched at once when nothing
 * is running; a draft given meanwhile waits, and a newer one replaces it. When an answer comes, the
 * next draft is sent before `settle` hears of the answer, so the server renders the next draft
 * while the last one is painted (decision 067).
 */
export function createDraftQueue<Draft extends { id: number }, Answer>(
  fetch: (draft: Draft, signal: AbortSignal) => Promise<Answer>,
  settle: (draft: Draft, outcome: DraftOutcome<Answer>) => void,
) {
  let running: { id: number; controller: AbortController } | null = null;
  let waiting: Draft | null = null;

  function next() {
    if (running || !waiting) return;
    const draft = waiting;
    waiting = null;
    const controller = new AbortController();
    running = { id: draft.id, controller };
    const done = (outcome: DraftOutcome<Answer>) => {
      running = null;
      next();
      settle(draft, controller.signal.aborted ? { aborted: true } : outcome);
    };
    fetch(draft, controller.signal).then(
      (answer) => done({ answer }),
      (error: unknown) => done({ error }),
    );
  }

  return {
    /** Fetches `draft` when the one running has its answer (replacing any draft waiting). */
    push(draft: Draft) {
      if (waiting) settle(waiting, { replaced: true });
      waiting = draft;
      next();
    },
    /** Stops draft `id`: its request, or its wait. */
    abort(id: number) {
      if (waiting?.id === id) {
        const draft = waiting;
        waiting = null;
        settle(draft, { aborted: true });
      } else if (running?.id === id) {
        running.controller.abort();
      }
    },
  };
}
