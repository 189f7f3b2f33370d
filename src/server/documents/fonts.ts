import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResumeFont } from '../../domain/resume-document';

/**
 * The fonts the document compiler sees, and no others (docs/decisions/060-document-rendering.md):
 * the static TTFs of the three resume fonts as Google Fonts publishes them, from the
 * `@expo-google-fonts/*` npm packages (SIL Open Font License 1.1; each package carries the
 * licence in `LICENSE_FONT`). Regular, italic, bold and bold italic of each family.
 */
const families = {
  'Source Serif 4': { pkg: '@expo-google-fonts/source-serif-4', file: 'SourceSerif4' },
  Inter: { pkg: '@expo-google-fonts/inter', file: 'Inter' },
  Lato: { pkg: '@expo-google-fonts/lato', file: 'Lato' },
} as const satisfies Record<ResumeFont, { pkg: string; file: string }>;

const styles = ['400Regular', '400Regular_Italic', '700Bold', '700Bold_Italic'] as const;

const require = createRequire(import.meta.url);

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

/** The absolute paths of every font file, in a fixed order. */
export function resumeFontFiles(): string[] {
  return Object.values(families).flatMap(({ pkg, file }) =>
    styles.map((style) => path.join(packageDir(pkg), style, `${file}_${style}.ttf`)),
  );
}

/** The font packages and their versions: part of the render cache key. */
export function resumeFontVersions(): string[] {
  return Object.values(families).map(({ pkg }) => {
    const { version } = JSON.parse(
      readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    return `${pkg}@${version}`;
  });
}
