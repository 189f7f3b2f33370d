/**
 * The public site's pictures of the product (issue 17), taken from the running app so they stay
 * true:
 *
 * 1. Screenshots: builds what changed (scripts/build.mjs), starts the built server on a free port
 *    with a throw-away embedded database, signs up a demo user and seeds a believable library
 *    (scripts/site-pictures/demo-library.ts), then, in English, Spanish and French, captures every
 *    screen of scripts/site-pictures/screens.ts at 1280×800 into
 *    content/site/screens/<screen>.<language>.{1280,800,640}.webp.
 * 2. With --og (after the screenshots) or --og-only (from the screenshots already written): the
 *    Open Graph cards, 1200×630 JPEG, of the landing pages, the blog and each article, into
 *    content/site/og/<page>.<language>.jpg (scripts/site-pictures/og-cards.ts).
 *
 *   npx tsx scripts/site-pictures.ts            # the screenshots
 *   npx tsx scripts/site-pictures.ts --og       # the screenshots, then the cards
 *   npx tsx scripts/site-pictures.ts --og-only  # the cards alone
 *
 * Every run overwrites what it writes, and prints each file with its size.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { buildChanged } from './build.mjs';
import { demoAccount, seedDemoLibrary, type DemoLibrary } from './site-pictures/demo-library';
import { writeOpenGraphCards } from './site-pictures/og-cards';
import { languages, screens, settledScreenshot, type Language } from './site-pictures/screens';
import { startBuiltServer } from './site-pictures/server';
import { chromiumFlags, chromiumPath } from './chromium';

const screensDir = 'content/site/screens';
const viewport = { width: 1280, height: 800 };
const widths = [1280, 800, 640] as const;

/** The locale and time zone the browser has, per language: fixed, so reruns agree. */
const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/** Launches Debian's Chromium with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, '--hide-scrollbars', '--font-render-hinting=none'],
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Writes one screenshot at each width; the files' sizes. */
async function writeScreen(png: Buffer, name: string, language: Language) {
  const sizes: number[] = [];
  for (const width of widths) {
    const file = path.join(screensDir, `${name}.${language}.${width}.webp`);
    const webp = await sharp(png)
      .resize({ width })
      .webp({ quality: 78, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(file, webp);
    sizes.push(webp.length);
    console.log(`  ${file}  ${kilobytes(webp.length)}`);
  }
  return sizes;
}

/** Captures every screen in every language from the server at `origin`; the bytes written. */
async function captureScreens(browser: Browser, origin: string, library: DemoLibrary) {
  await mkdir(screensDir, { recursive: true });
  const totals = { bytes: new Map<number, number>(), largest: { file: '', bytes: 0 } };
  for (const language of languages) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      locale: locales[language],
      timezoneId: 'Europe/Berlin',
      reducedMotion: 'reduce',
    });
    await context.addInitScript((chosen) => {
      localStorage.setItem('myresume.language', chosen);
    }, language);
    const signIn = await context.request.post(`${origin}/api/auth/sign-in/email`, {
      data: { email: demoAccount.email, password: demoAccount.password },
      headers: { origin },
    });
    if (!signIn.ok()) throw new Error(`signing in failed: ${signIn.status()}`);
    const page = await context.newPage();
    console.log(`${language}:`);
    for (const screen of screens) {
      await page.goto(`${origin}${screen.path(library)}`);
      await screen.ready(page, language);
      const sizes = await writeScreen(await settledScreenshot(page), screen.name, language);
      sizes.forEach((bytes, index) => {
        const width = widths[index]!;
        totals.bytes.set(width, (totals.bytes.get(width) ?? 0) + bytes);
      });
      const large = sizes[0] ?? 0;
      if (large > totals.largest.bytes) {
        totals.largest = { file: `${screen.name}.${language}.1280.webp`, bytes: large };
      }
    }
    await context.close();
  }
  console.log(
    `Screens: ${[...totals.bytes].map(([width, bytes]) => `${kilobytes(bytes)} at ${width} px`).join(', ')}; ` +
      `the largest ${totals.largest.file} (${kilobytes(totals.largest.bytes)})`,
  );
}

async function main() {
  const started = performance.now();
  const flags = new Set(process.argv.slice(2));
  const browser = await launchChromium();
  try {
    if (!flags.has('--og-only')) {
      await buildChanged();
      const server = await startBuiltServer();
      try {
        const library = await seedDemoLibrary(server.origin);
        await captureScreens(browser, server.origin, library);
      } finally {
        await server.stop();
      }
    }
    if (flags.has('--og') || flags.has('--og-only')) await writeOpenGraphCards(browser);
  } finally {
    await browser.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
