import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResumeFont } from '../../domain/resume-document';

/**
 * The fonts the document compiler sees, and no others (docs/decisions/060-document-rendering.md,
 * 072-fallback-fonts.md), all from npm packages whose licences travel with the files:
 *
 * - the three resume fonts, static TTFs as Google Fonts publishes them (`@expo-google-fonts/*`,
 *   SIL OFL 1.1): regular, italic, bold and bold italic;
 * - the fallbacks, tried in this order for a character the theme font lacks, so that every
 *   character prints, and extracts from the PDF, as itself: Noto Sans (Latin beyond Western
 *   Europe, Cyrillic, Greek, Vietnamese), Noto Naskh Arabic, Noto Sans Hebrew, DejaVu Sans
 *   (symbols, arrows, dingbats, box drawing, maths; Bitstream Vera licence), Noto Sans SC (Chinese,
 *   Japanese kana, CJK punctuation), Noto Sans KR (Hangul) and Noto Emoji (outline emoji: Typst 0.13 does not print colour
 *   emoji fonts in every output).
 *
 * Noto Sans SC and KR are 10.5 and 6 MB a weight: they are given to the compiler by path and read
 * only by the first compile that prints one of their characters, so a worker that never meets CJK
 * text never holds them.
 * Every other file is small and given as data.
 */
interface FontPackage {
  pkg: string;
  /** The font files, relative to the package's folder. */
  files: string[];
}

interface FallbackFont extends FontPackage {
  /** The family name inside the files, as the templates ask for it. */
  family: string;
  /** Read by the compiler only when a document needs it (large files). */
  lazy?: boolean;
}

const googleStyles = ['400Regular', '400Regular_Italic', '700Bold', '700Bold_Italic'] as const;

/** A Google Fonts family as `@expo-google-fonts` packages it: `<style>/<File>_<style>.ttf`. */
function google(pkg: string, file: string, styles: readonly string[] = googleStyles): FontPackage {
  return { pkg, files: styles.map((style) => `${style}/${file}_${style}.ttf`) };
}

const themeFonts = {
  'Source Serif 4': google('@expo-google-fonts/source-serif-4', 'SourceSerif4'),
  Inter: google('@expo-google-fonts/inter', 'Inter'),
  Lato: google('@expo-google-fonts/lato', 'Lato'),
} as const satisfies Record<ResumeFont, FontPackage>;

const uprightStyles = ['400Regular', '700Bold'];

/** The fallbacks, in the order the templates try them after the theme font. */
const fallbackFonts: FallbackFont[] = [
  { family: 'Noto Sans', ...google('@expo-google-fonts/noto-sans', 'NotoSans') },
  {
    // Naskh, not Google's Noto Sans Arabic: that one draws some letters' joins as extra glyphs,
    // which a PDF's text then reads as stray characters inside the words.
    family: 'Noto Naskh Arabic',
    pkg: '@embedpdf/fonts-arabic',
    files: ['fonts/NotoNaskhArabic-Regular.ttf', 'fonts/NotoNaskhArabic-Bold.ttf'],
  },
  {
    family: 'Noto Sans Hebrew',
    pkg: '@embedpdf/fonts-hebrew',
    files: ['fonts/NotoSansHebrew-Regular.ttf', 'fonts/NotoSansHebrew-Bold.ttf'],
  },
  {
    family: 'DejaVu Sans',
    pkg: 'dejavu-fonts-ttf',
    files: ['ttf/DejaVuSans.ttf', 'ttf/DejaVuSans-Bold.ttf'],
  },
  {
    family: 'Noto Sans SC',
    ...google('@expo-google-fonts/noto-sans-sc', 'NotoSansSC', uprightStyles),
    lazy: true,
  },
  {
    family: 'Noto Sans KR',
    ...google('@expo-google-fonts/noto-sans-kr', 'NotoSansKR', uprightStyles),
    lazy: true,
  },
  { family: 'Noto Emoji', ...google('@expo-google-fonts/noto-emoji', 'NotoEmoji', uprightStyles) },
];

const require = createRequire(import.meta.url);

/** A package's folder (found from its entry point: some packages do not export package.json). */
function packageDir(pkg: string): string {
  for (const folder of require.resolve.paths(pkg) ?? []) {
    const candidate = path.join(folder, pkg);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`The font package ${pkg} is not installed`);
}

const filesOf = ({ pkg, files }: FontPackage) =>
  files.map((file) => path.join(packageDir(pkg), file));

/** One file of a resume font: its weight, whether it is italic, its absolute path. */
export interface ResumeFontFace {
  weight: 400 | 700;
  italic: boolean;
  file: string;
}

/** The regular, italic, bold and bold italic files of a resume font (for the share page). */
export function resumeFontFaces(font: ResumeFont): ResumeFontFace[] {
  const { pkg, files } = themeFonts[font];
  return files.map((file) => ({
    weight: file.startsWith('700') ? 700 : 400,
    italic: file.includes('_Italic'),
    file: path.join(packageDir(pkg), file),
  }));
}

/** The absolute paths of the resume fonts' files, in a fixed order. */
export function resumeFontFiles(): string[] {
  return Object.values(themeFonts).flatMap(filesOf);
}

/** What the compiler is given: files read at start, files read when first needed, fallbacks. */
export interface CompilerFonts {
  /** Given to the compiler as data when a worker starts. */
  files: string[];
  /** Given to the compiler by path: read by the first compile that needs them. */
  lazyFiles: string[];
  /** The family names the templates try, in order, for a character the theme font lacks. */
  fallbackFamilies: string[];
}

export function compilerFonts(): CompilerFonts {
  return {
    files: [...resumeFontFiles(), ...fallbackFonts.filter((font) => !font.lazy).flatMap(filesOf)],
    lazyFiles: fallbackFonts.filter((font) => font.lazy).flatMap(filesOf),
    fallbackFamilies: fallbackFonts.map((font) => font.family),
  };
}

/** The font packages and their versions, and the fallbacks' order: part of the render cache key. */
export function resumeFontVersions(): string[] {
  const packages = [...Object.values(themeFonts), ...fallbackFonts].map(({ pkg }) => {
    const { version } = JSON.parse(
      readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    return `${pkg}@${version}`;
  });
  return [...packages, `fallbacks: ${fallbackFonts.map((font) => font.family).join(', ')}`];
}
