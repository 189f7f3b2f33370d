/**
 * How the partner sign-in popup tells the page that opened it that it is done: a BroadcastChannel
 * on this origin (the popup's `window.opener` may be cut by the partner's pages, and the popup
 * comes back on our origin in any case). The opener answers `received`, so the popup knows it
 * may close; without an answer it carries on as a page of its own.
 */
export const partnerSignInChannelName = 'my-resume.partner-sign-in';

export type PartnerSignInMessage = { type: 'done'; error: string | null } | { type: 'received' };

export const isPartnerSignInMessage = (value: unknown): value is PartnerSignInMessage =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { type?: unknown }).type === 'done' ||
    (value as { type?: unknown }).type === 'received');

/** A channel, or null where the browser has none (then the full-page flow is the only one). */
export function openPartnerSignInChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(partnerSignInChannelName);
}

/** The query parameter that marks the finish page as loaded in the popup. */
export const popupParam = 'popup';
