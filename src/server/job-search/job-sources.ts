import { z } from 'zod';
import type { PostingSourceKind } from '../../domain/job-posting';

/**
 * JOB_SOURCES: the feeds the job search reads (decision 091), comma-separated:
 *   greenhouse:<board token>   lever:<site>   ashby:<board name>
 *     — each may end `@<address>` to read the board elsewhere than its public API (a mirror)
 *   json-ld:<page address>     feed:<address or file path of a JSON Lines or CSV file>
 *   sample                     the clearly labelled sample feed shipped with the app
 * Unset, the embedded default (APP_ENV=dev) reads the sample and the others read nothing.
 */
export interface JobSourceConfig {
  /** `<kind>:<board>`: the same board configured again is the same source. */
  id: string;
  kind: PostingSourceKind;
  /** The board token, site or name; or the address or path of a page or file. */
  board: string;
  /** Where the feed is read when not from the board's own API. */
  address: string | null;
}

const boardKinds: Record<string, PostingSourceKind> = {
  greenhouse: 'GREENHOUSE',
  lever: 'LEVER',
  ashby: 'ASHBY',
};
const addressKinds: Record<string, PostingSourceKind> = { 'json-ld': 'JSON_LD', feed: 'FEED_FILE' };

const boardName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const sampleSource: JobSourceConfig = {
  id: 'sample',
  kind: 'SAMPLE',
  board: 'sample',
  address: null,
};

function isWebAddress(text: string) {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function sourceOf(entry: string): JobSourceConfig | string {
  if (entry === 'sample') return sampleSource;
  const colon = entry.indexOf(':');
  const name = entry.slice(0, colon).toLowerCase();
  const rest = entry.slice(colon + 1);
  const boardKind = colon > 0 ? boardKinds[name] : undefined;
  if (boardKind) {
    const at = rest.indexOf('@');
    const board = at === -1 ? rest : rest.slice(0, at);
    const address = at === -1 ? null : rest.slice(at + 1);
    if (!boardName.test(board)) return `"${entry}": the board must be a name such as acme`;
    if (address !== null && !isWebAddress(address)) {
      return `"${entry}": after @ comes an http:// or https:// address`;
    }
    return { id: `${name}:${board}`, kind: boardKind, board, address };
  }
  const addressKind = colon > 0 ? addressKinds[name] : undefined;
  if (addressKind && rest !== '') {
    if (addressKind === 'JSON_LD' && !isWebAddress(rest)) {
      return `"${entry}": json-ld takes an http:// or https:// address`;
    }
    return { id: `${name}:${rest}`, kind: addressKind, board: rest, address: null };
  }
  return `"${entry}" is not greenhouse:, lever:, ashby:, json-ld:, feed: or sample`;
}

export const jobSourcesSchema = z
  .string()
  .optional()
  .transform((value, context): JobSourceConfig[] | undefined => {
    if (value === undefined) return undefined;
    const sources = new Map<string, JobSourceConfig>();
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const source = sourceOf(entry);
      if (typeof source === 'string') context.addIssue({ code: 'custom', message: source });
      else sources.set(source.id, source);
    }
    return [...sources.values()];
  });
