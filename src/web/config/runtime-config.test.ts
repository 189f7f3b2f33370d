import { describe, expect, it } from 'vitest';
import { fallbackRuntimeConfig, readRuntimeConfig } from './runtime-config';

function documentWith(json: string | null) {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'runtime-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('runtime config', () => {
  it('reads what the server wrote into the page', () => {
    const config = readRuntimeConfig(
      documentWith(
        JSON.stringify({
          env: 'myjourney',
          brand: 'My Resume',
          partnerDomainOverride: null,
          links: { ...fallbackRuntimeConfig.links, partnerProfile: 'https://partner.example/me' },
          analytics: { key: 'k', host: 'https://ph.example' },
          sentryDsn: null,
        }),
      ),
    );
    expect(config.env).toBe('myjourney');
    expect(config.links.partnerProfile).toBe('https://partner.example/me');
    expect(config.analytics).toEqual({ key: 'k', host: 'https://ph.example' });
  });

  it('falls back to the development defaults when the block is missing or unfilled', () => {
    expect(readRuntimeConfig(documentWith(null))).toEqual(fallbackRuntimeConfig);
    expect(readRuntimeConfig(documentWith('__RUNTIME_CONFIG__'))).toEqual(fallbackRuntimeConfig);
    expect(readRuntimeConfig(documentWith('{"env":"nope"}'))).toEqual(fallbackRuntimeConfig);
  });
});
