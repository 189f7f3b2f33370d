import type { DownloadFileName } from './download-file-name';

/**
 * The `Content-Disposition` header of a download (RFC 6266): the ASCII name as `filename` for old
 * clients, and the exact name as `filename*` in UTF-8 (RFC 8187, formerly 5987), which every
 * current browser prefers. Decision 073.
 */

/** RFC 8187 `attr-char` is ALPHA / DIGIT / "!#$&+-.^_`|~"; everything else is percent-encoded. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A quoted-string of printable ASCII (the `ascii` name holds only letters, digits, dashes, dot). */
const quoted = (value: string) =>
  `"${value.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '\\$&')}"`;

export function contentDisposition(
  type: 'attachment' | 'inline',
  { exact, ascii }: DownloadFileName,
): string {
  const plain = `${type}; filename=${quoted(ascii)}`;
  return exact === ascii ? plain : `${plain}; filename*=UTF-8''${encodeExtValue(exact)}`;
}

/**
 * The file name a `Content-Disposition` header gives, as a browser reads it: `filename*` first,
 * then `filename`; null when it gives none.
 */
export function fileNameOfContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value || null;
}
