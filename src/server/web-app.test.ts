import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig, type Config } from './config';
import { renderIndexHtml, runtimeConfigFor } from './web-app';

/** The web app's real index.html template (the build keeps its placeholders). */
const template = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/index.html'),
  'utf8',
);

const configFor = (env: Record<string, string>) =>
  parseConfig({ LOG_LEVEL: 'silent', ...env }) satisfies Config;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const runtimeConfigIn = (html: string) => {
  const json = /<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error('no runtime-config element');
  return JSON.parse(json) as unknown;
};

const production = {
  AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://myresume.example',
  // Nothing is sold here: a production deployment that limits the free plan needs Stripe.
  PLAN_LIMITS: 'off',
};

describe('renderIndexHtml', () => {
  it.each([
    [{ APP_ENV: 'dev' }, 'My Resume (dev)'],
    [{ APP_ENV: 'stage', ...production }, 'My Resume (stage)'],
    [{ APP_ENV: 'prod', ...production }, 'My Resume'],
    [{ APP_ENV: 'myjourney', ...production }, 'My Resume'],
  ])('titles and describes the %o deployment with its brand', (env, brand) => {
    const html = renderIndexHtml(template, configFor(env), 'en');
    const title = `Nothing gets you hired faster and easier than ${brand}`;
    expect(titleOf(html)).toBe(title);
    expect(descriptionOf(html)).toBe(title);
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/__[A-Z_]+__/);
  });

  it('writes the page in the language asked for', () => {
    const html = renderIndexHtml(template, configFor({ APP_ENV: 'prod', ...production }), 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(titleOf(html)).toBe(
      'Rien ne vous fait embaucher plus vite et plus facilement que My Resume',
    );
  });

  it('hands the client its runtime config as JSON it can parse back exactly', () => {
    const config = configFor({
      APP_ENV: 'myjourney',
      ...production,
      POSTHOG_KEY: 'phc_key',
      SENTRY_DSN: 'https://public@sentry.example/1',
      PARTNER_PROFILE_URL: 'https://partner.example/profile',
    });
    const html = renderIndexHtml(template, config, 'en');
    expect(runtimeConfigIn(html)).toEqual(runtimeConfigFor(config));
    expect(runtimeConfigIn(html)).toMatchObject({
      env: 'myjourney',
      brand: 'My Resume',
      analytics: { key: 'phc_key', host: 'https://eu.i.posthog.com' },
      sentryDsn: 'https://public@sentry.example/1',
      links: { partnerProfile: 'https://partner.example/profile', partnerBlog: null },
    });
  });

  it('escapes configured values so they cannot close the script element or inject markup', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const config = configFor({ APP_ENV: 'dev', POSTHOG_KEY: hostile });
    const html = renderIndexHtml(template, config, 'en');
    expect(html.match(/<script/g)).toHaveLength(template.match(/<script/g)!.length);
    expect(html).not.toContain('alert(1)</script>');
    expect(runtimeConfigIn(html)).toMatchObject({ analytics: { key: hostile } });
  });

  it('keeps replacement patterns such as $& and $` as literal text', () => {
    const config = configFor({ APP_ENV: 'dev', POSTHOG_KEY: "key$&$`$'$$" });
    const html = renderIndexHtml(template, config, 'en');
    expect(runtimeConfigIn(html)).toMatchObject({ analytics: { key: "key$&$`$'$$" } });
  });

  it('escapes the title for HTML', () => {
    const config = { ...configFor({ APP_ENV: 'dev' }), brand: `<b>"Me" & 'you'</b>` };
    const html = renderIndexHtml(template, config, 'en');
    expect(titleOf(html)).toBe(
      'Nothing gets you hired faster and easier than &#60;b&#62;&#34;Me&#34; &#38; &#39;you&#39;&#60;/b&#62;',
    );
    expect(html).not.toContain('<b>');
  });
});
