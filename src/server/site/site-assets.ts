import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root';
import { siteCss } from './site-css';

/**
 * The public site's files — its stylesheet and the product's pictures in `content/site` (made by
 * `scripts/site-pictures.ts`) — each served under a name that holds a hash of its bytes, so a
 * browser keeps it for a year and a changed file is a new address (decision 090).
 */
export const siteAssetsPath = '/site/';

export const siteContentRoot = path.join(projectRoot, 'content/site');

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

interface SiteAsset {
  /** Its address: `/site/screens/resume-editor.en.1280.1a2b3c4d5e6f.webp`. */
  href: string;
  contentType: string;
  bytes: Buffer;
}

export interface SiteAssets {
  /** The address of a file by its name under content/site (`screens/board.en.640.webp`). */
  href(name: string): string | undefined;
  /** The address of the stylesheet. */
  readonly cssHref: string;
  /** The file served at `href`, or undefined. */
  served(href: string): SiteAsset | undefined;
}

const hashedName = (name: string, bytes: Buffer | string) => {
  const extension = path.extname(name);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return `${siteAssetsPath}${name.slice(0, -extension.length)}.${hash}${extension}`;
};

/** Every file below `folder`, as names relative to it with forward slashes. */
function filesBelow(folder: string, prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesBelow(path.join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Reads and hashes the site's files once. */
export function loadSiteAssets(root = siteContentRoot): SiteAssets {
  const byName = new Map<string, SiteAsset>();
  for (const name of filesBelow(root)) {
    const contentType = contentTypes[path.extname(name)];
    if (!contentType) continue;
    const bytes = readFileSync(path.join(root, name));
    byName.set(name, { href: hashedName(name, bytes), contentType, bytes });
  }
  const css = Buffer.from(siteCss);
  byName.set('site.css', {
    href: hashedName('site.css', css),
    contentType: contentTypes['.css']!,
    bytes: css,
  });
  const byHref = new Map([...byName.values()].map((asset) => [asset.href, asset]));
  return {
    href: (name) => byName.get(name)?.href,
    cssHref: byName.get('site.css')!.href,
    served: (href) => byHref.get(href),
  };
}
