import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { isLanguage, pickLanguage, type Language } from '../domain/language';
import { languageCookie, languageParam } from '../domain/public-site';

/**
 * Whether a request takes an HTML page: its `Accept` allows `text/html` (`text/html`, `text/*`,
 * `*\/*`, without `q=0`), or it has no `Accept` at all — as `curl` and link-preview bots send.
 */
export const acceptsHtml = (request: FastifyRequest) =>
  new Negotiator(request).mediaType(['text/html']) === 'text/html';

/**
 * The language of a page (decision 090): the address's (`?lang=es`), then the visitor's choice
 * (the cookie the app's language switcher sets), then the browser's preferences.
 */
export function pageLanguage(request: FastifyRequest): { language: Language; fromUrl: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.[languageParam];
  if (isLanguage(query)) return { language: query, fromUrl: true };
  const chosen = request.cookies[languageCookie];
  if (isLanguage(chosen)) return { language: chosen, fromUrl: false };
  return { language: pickLanguage(request.headers['accept-language']), fromUrl: false };
}

/** A request's address as the deployments' redirects read it: its path and its query (with `?`). */
export function placeOf(url: string): { pathname: string; search: string } {
  const query = url.indexOf('?');
  return query === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, query), search: url.slice(query) };
}
