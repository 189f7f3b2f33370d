import type { PostHog } from 'posthog-js';
import { describe, expect, it } from 'vitest';
import { createAnalytics, noAnalytics } from './analytics';

/** Records what the app asks of posthog-js. */
function fakePosthog() {
  const calls: unknown[][] = [];
  let beforeSend: ((event: { properties: Record<string, unknown> }) => unknown) | undefined;
  const posthog = {
    init: (key: string, options: { before_send?: typeof beforeSend }) => {
      beforeSend = options.before_send;
      calls.push(['init', key]);
    },
    register: (properties: unknown) => void calls.push(['register', properties]),
    capture: (event: string, properties: unknown) =>
      void calls.push(['capture', event, properties]),
    identify: (id: string, properties: unknown) => void calls.push(['identify', id, properties]),
    reset: () => void calls.push(['reset']),
  };
  return {
    calls,
    sanitize: (properties: Record<string, unknown>) => beforeSend!({ properties }),
    load: async () => ({ default: posthog as unknown as PostHog }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics', () => {
  it('is off without an analytics key', () => {
    expect(createAnalytics({ analytics: null, env: 'prod' })).toBe(noAnalytics);
  });

  it('sends pageviews, identifies as cpu_{userId} tagged myresume, and resets', async () => {
    const fake = fakePosthog();
    const analytics = createAnalytics(
      { analytics: { key: 'phc_key', host: 'https://eu.i.posthog.com' }, env: 'myjourney' },
      fake.load,
    );
    analytics.pageview('/app/resumes'); // before posthog has loaded: queued
    await settle();
    analytics.identify('42');
    analytics.reset();
    expect(fake.calls).toEqual([
      ['init', 'phc_key'],
      ['register', { instance: 'myresume', env: 'myjourney' }],
      ['capture', '$pageview', { $current_url: `${window.location.origin}/app/resumes` }],
      ['identify', 'cpu_42', { instance: 'myresume', env: 'myjourney' }],
      ['reset'],
      ['register', { instance: 'myresume', env: 'myjourney' }],
    ]);
  });

  it('never sends a query string (a reset token) to analytics', async () => {
    const fake = fakePosthog();
    createAnalytics(
      { analytics: { key: 'k', host: 'https://eu.i.posthog.com' }, env: 'prod' },
      fake.load,
    );
    await settle();
    expect(
      fake.sanitize({
        $current_url: 'https://myresume.app/login?token=secret#x',
        $referrer: 'https://myresume.app/login?token=secret',
        other: 'kept?as-is',
      }),
    ).toEqual({
      properties: {
        $current_url: 'https://myresume.app/login',
        $referrer: 'https://myresume.app/login',
        other: 'kept?as-is',
      },
    });
  });
});
