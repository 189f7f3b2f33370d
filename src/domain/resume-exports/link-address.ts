/**
 * Which link addresses an export may write. Resume links are user text: only web addresses (and,
 * where a link is meant to open a mail client, `mailto:`) survive; `javascript:`, `data:`,
 * relative paths and anything unparsable are dropped.
 */

const webProtocols: ReadonlySet<string> = new Set(['http:', 'https:']);
const linkProtocols: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

function parsed(value: string, protocols: ReadonlySet<string>): URL | null {
  const candidate = value.trim();
  if (candidate === '') return null;
  try {
    const url = new URL(candidate);
    return protocols.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** The address as written (trimmed) when it is an absolute http(s) address, else null. */
export function webAddress(value: string): string | null {
  return parsed(value, webProtocols) === null ? null : value.trim();
}

/**
 * A normalised http(s) or `mailto:` address, safe to put in an `href` once attribute-escaped, or
 * null. Normalising percent-encodes quotes, angle brackets and spaces.
 */
export function linkAddress(value: string): string | null {
  return parsed(value, linkProtocols)?.href ?? null;
}

/** A `mailto:` address for an email address, or null when the text does not look like one. */
export function mailtoAddress(email: string): string | null {
  const candidate = email.trim();
  if (!/^[^\s@<>"'()]+@[^\s@<>"'()]+$/.test(candidate)) return null;
  return linkAddress(`mailto:${candidate}`);
}

/** How a link reads without its label: the address without the protocol and a trailing slash. */
export function displayAddress(value: string): string {
  return value
    .trim()
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/\/$/, '');
}

/**
 * How the PDF and the share page print a link's address: `displayAddress` without a leading
 * `www.` (the templates' `short-url`).
 */
export function shortAddress(value: string): string {
  return displayAddress(value).replace(/^www\./i, '');
}
