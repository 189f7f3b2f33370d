import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeFonts, type ResumeFont } from '../../domain/resume-document';
import { resumeFontFaces, type ResumeFontFace } from './fonts';

/**
 * The resume fonts as the share page (`/r/{id}`) loads them: the same files the PDF embeds,
 * served from our own origin (so `font-src 'self'` allows them and no third party sees the
 * reader), each under a name that holds a hash of its bytes so it can be cached for good
 * (docs/decisions/072-fallback-fonts.md).
 */
export const shareFontsPath = '/share/fonts/';

interface ServedFont extends ResumeFontFace {
  font: ResumeFont;
  /** The file's name in `shareFontsPath`: "Lato_700Bold.1a2b3c4d5e6f.ttf". */
  name: string;
}

let served: Map<string, ServedFont> | undefined;

/** Every servable font file by name (read and hashed once, on first use). */
function servedFonts(): Map<string, ServedFont> {
  served ??= new Map(
    resumeFonts.flatMap((font) =>
      resumeFontFaces(font).map((face) => {
        const hash = createHash('sha256').update(readFileSync(face.file)).digest('hex');
        const name = `${path.basename(face.file, '.ttf')}.${hash.slice(0, 12)}.ttf`;
        return [name, { ...face, font, name }] as const;
      }),
    ),
  );
  return served;
}

/** The absolute path of the font file served as `name`, or undefined when there is none. */
export function shareFontFile(name: string): string | undefined {
  return servedFonts().get(name)?.file;
}

/** The `@font-face` rules of `font`'s four files, as the share page's theme stylesheet holds them. */
export function shareFontFaceCss(font: ResumeFont): string {
  return [...servedFonts().values()]
    .filter((face) => face.font === font)
    .map((face) =>
      [
        '@font-face {',
        `  font-family: "${font}";`,
        `  font-style: ${face.italic ? 'italic' : 'normal'};`,
        `  font-weight: ${face.weight};`,
        '  font-display: swap;',
        `  src: url("${shareFontsPath}${face.name}") format("truetype");`,
        '}',
      ].join('\n'),
    )
    .join('\n');
}
