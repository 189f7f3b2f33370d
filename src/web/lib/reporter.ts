import type * as Sentry from '@sentry/react';
import type { RuntimeConfig } from '../../domain/runtime-config';

export type ReportLevel = 'error' | 'warning';

/** Where unexpected problems go: Sentry when configured, else the browser console. */
export interface Reporter {
  report(message: string, detail?: { error?: unknown; level?: ReportLevel }): void;
}

export const consoleReporter: Reporter = {
  report(message, detail) {
    const log = detail?.level === 'warning' ? console.warn : console.error;
    if (detail?.error === undefined) log(message);
    else log(message, detail.error);
  },
};

type SentryModule = typeof Sentry;

/**
 * Sentry, loaded on first use and only when the deployment has a DSN, tagged with the deployment
 * (APP_ENV). Reports made before it has loaded are sent once it has.
 */
export function createReporter(config: Pick<RuntimeConfig, 'sentryDsn' | 'env'>): Reporter {
  const dsn = config.sentryDsn;
  if (!dsn) return consoleReporter;
  let sentry: Promise<SentryModule | null> | null = null;
  const load = () => {
    sentry ??= import('@sentry/react')
      .then((module) => {
        module.init({
          dsn,
          environment: config.env,
          // No personal data: no user fields, cookies, or query strings (a reset link carries a token).
          dataCollection: { userInfo: false, cookies: false, urlQueryParams: false },
        });
        return module;
      })
      .catch((error: unknown) => {
        console.error('Error reporting could not start', error);
        return null;
      });
    return sentry;
  };
  void load();
  return {
    report(message, detail) {
      void load().then((module) => {
        if (!module) {
          consoleReporter.report(message, detail);
          return;
        }
        const level = detail?.level ?? 'error';
        if (detail?.error instanceof Error) {
          module.captureException(detail.error, { level, extra: { message } });
        } else {
          module.captureMessage(message, level);
        }
      });
    },
  };
}
