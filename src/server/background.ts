/**
 * Work a request starts but does not wait for (sending an email), kept track of so that shutting
 * down waits for it instead of dropping it.
 */
export interface BackgroundTasks {
  /** Starts tracking `task`; it must handle its own errors. */
  track(task: Promise<unknown>): void;
  /** Resolves once every tracked task has finished, or after `timeoutMs`. */
  settle(timeoutMs?: number): Promise<void>;
  readonly pending: number;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    track(task) {
      const tracked = task.then(
        () => undefined,
        () => undefined,
      );
      running.add(tracked);
      void tracked.finally(() => running.delete(tracked));
    },
    async settle(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
        timer.unref();
      });
      await Promise.race([Promise.allSettled([...running]), deadline]);
      clearTimeout(timer);
    },
    get pending() {
      return running.size;
    },
  };
}
