import type { PostHog } from 'posthog-js';
import type { RuntimeConfig } from '../../domain/runtime-config';

/** Product analytics (docs/product/api.md, rules.md#constants): pageviews, identify, capture and reset. */
export interface Analytics {
  /** A page was shown; only the path is sent, never the query (it can hold a reset token). */
  pageview(pathname: string): void;
  /** Ties events to the app's user id, sent as `cpu_{userId}`. */
  identify(userId: string): void;
  capture(event: string, properties?: Record<string, unknown>): void;
  /** Forgets the identity (on logout). */
  reset(): void;
}

export const analyticsUserId = (userId: string) => `cpu_${userId}`;
export const analyticsInstance = 'myresume';

export const noAnalytics: Analytics = {
  pageview() {},
  identify() {},
  capture() {},
  reset() {},
};

/** The URL the analytics service may see: origin and path, no query, no fragment. */
const pageUrl = (pathname: string) => `${window.location.origin}${pathname}`;

/**
 * posthog-js, loaded only when the deployment has an analytics key. Its no-external build is used:
 * the Content-Security-Policy allows no third-party scripts. Calls made while it loads are queued.
 */
export function createAnalytics(
  config: Pick<RuntimeConfig, 'analytics' | 'env'>,
  load: () => Promise<{ default: PostHog }> = () => import('posthog-js/no-external'),
): Analytics {
  const settings = config.analytics;
  if (!settings) return noAnalytics;
  const queue: Array<(posthog: PostHog) => void> = [];
  let client: PostHog | null = null;
  void load()
    .then(({ default: posthog }) => {
      posthog.init(settings.key, {
        api_host: settings.host,
        capture_pageview: false,
        capture_pageleave: false,
        autocapture: false,
        disable_session_recording: true,
        disable_surveys: true,
        person_profiles: 'identified_only',
        before_send: (event) => {
          if (!event) return event;
          // Never let a query string (a reset token, an email) leave for analytics.
          for (const key of ['$current_url', '$referrer', '$initial_current_url']) {
            const value = event.properties[key];
            if (typeof value === 'string') event.properties[key] = value.split(/[?#]/)[0];
          }
          return event;
        },
      });
      posthog.register({ instance: analyticsInstance, env: config.env });
      client = posthog;
      for (const call of queue.splice(0)) call(posthog);
    })
    .catch((error: unknown) => console.error('Analytics could not start', error));
  const run = (call: (posthog: PostHog) => void) => (client ? call(client) : queue.push(call));
  return {
    pageview(pathname) {
      run((posthog) => posthog.capture('$pageview', { $current_url: pageUrl(pathname) }));
    },
    identify(userId) {
      run((posthog) =>
        posthog.identify(analyticsUserId(userId), { instance: analyticsInstance, env: config.env }),
      );
    },
    capture(event, properties) {
      run((posthog) => posthog.capture(event, properties));
    },
    reset() {
      run((posthog) => {
        posthog.reset();
        posthog.register({ instance: analyticsInstance, env: config.env });
      });
    },
  };
}
