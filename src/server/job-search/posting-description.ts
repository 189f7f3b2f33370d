import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import { plainTextOf } from '../../domain/job-posting-page';

/**
 * A posting's description as a feed sent it (HTML from another site, sometimes escaped once more)
 * made safe to keep: HTML cut down to structure and text, with links only to web addresses, and
 * the plain text the search indexes and the web app shows.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with their content; any other tag leaves its text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe'],
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

const escapedMarkup = /^\s*&lt;[a-z][a-z0-9]*[\s&]/i;

/** The text of an HTML fragment: its entities decoded, its tags (if any) dropped. */
function textOf(fragment: string): string {
  const out: string[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ChildNode) => {
    if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  parseFragment(fragment).childNodes.forEach(visit);
  return out.join('');
}

export interface PostingDescription {
  html: string;
  text: string;
}

export function postingDescription(source: string): PostingDescription {
  // Greenhouse and some pages send their HTML escaped once more: `&lt;p&gt;…`.
  const html = escapedMarkup.test(source) ? textOf(source) : source;
  const clean = sanitizeHtml(html, allowed);
  return { html: clean, text: plainTextOf(clean) };
}
