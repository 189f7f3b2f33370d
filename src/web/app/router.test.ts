import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../domain/paths';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import type { RouteHandle } from '../components/route-handle';
import { appRoutes } from './router';

/** The text of a dotted catalogue key, or undefined. */
const lookUp = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );

/** Every path the app has (docs/product/routes.md), one sample per builder, and one it does not have. */
const everyPath = [
  ...Object.values(paths).map((build) => (build as (value: string) => string)('sample-id')),
  '/no-such-page',
  '/app/no-such-page',
];

describe('every route names its page', () => {
  it.each(everyPath)('%s has a title in every language', (path) => {
    const matches = matchRoutes(appRoutes, path) ?? [];
    const innermost = matches.at(-1);
    expect(innermost, path).toBeDefined();
    // The /app index only redirects: what it shows is the resumes page.
    if (innermost?.route.index && path === paths.app()) return;
    const handle = innermost?.route.handle as RouteHandle | undefined;
    expect(handle?.titleKey, path).toBeDefined();
    for (const catalogue of [en, es, fr]) {
      expect(lookUp(catalogue, handle?.titleKey ?? ''), `${path} ${handle?.titleKey}`).toEqual(
        expect.any(String),
      );
    }
  });
});
