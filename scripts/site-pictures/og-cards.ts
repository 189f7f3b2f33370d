/**
 * The Open Graph cards of the public pages (1200×630 JPEG): the brand, the page's title and one
 * of the product's screenshots (content/site/screens) tilted on the right, in the product's
 * colours. Each card is HTML drawn by Chromium, then encoded with sharp. A landing's title is its
 * main heading in the site's catalogue; an article's is its front matter's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { siteCatalogues, type SiteText } from '../../src/server/site/site-text';
import { languages, type Language } from './screens';

const ogDir = 'content/site/og';
/** Where the articles are: content/blog/<slug>/<language>.md. */
const blogDir = process.env.BLOG_DIR ?? 'content/blog';
const size = { width: 1200, height: 630 };
/** How large a 1280 px screenshot is drawn on a card. */
const screenScale = 0.72;
/**
 * The screens whose card leaves out the app's side navigation (248 px at 1280), so the part that
 * matters (the painted pages, the board's columns) shows.
 */
const cropLeftOf: Record<string, number> = {
  'resume-editor': 248,
  'resume-design': 248,
  'cover-letter-editor': 248,
  'tracker-board': 248,
};

/** The public pages' cards: each shows the page's main heading and one screen. */
const pages: Record<string, { screen: string; title: (text: SiteText) => string }> = {
  landing: { screen: 'resume-editor', title: (text) => text.landing.title },
  features: { screen: 'library-work', title: (text) => text.features.title },
  resumes: { screen: 'resume-design', title: (text) => text.resumesLanding.title },
  education: { screen: 'library-education', title: (text) => text.educationLanding.title },
  'job-tracker': { screen: 'tracker-board', title: (text) => text.jobTrackerLanding.title },
  blog: { screen: 'share-page', title: (text) => text.blog.title },
};

/** The screen an article's card shows, by its first tag. */
const screenOfTag: Record<string, string> = {
  resumes: 'resume-editor',
  'cover-letters': 'cover-letter-editor',
  'job-search': 'tracker-board',
  students: 'library-education',
  'career-change': 'library-work',
};

const dataUrl = (file: string, type: string) =>
  `data:${type};base64,${readFileSync(file).toString('base64')}`;

/** The brand's fonts and mark, read once. */
function brandAssets() {
  const inter = (weight: string) =>
    dataUrl(`node_modules/@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`, 'font/ttf');
  return {
    bold: inter('700Bold'),
    semiBold: inter('600SemiBold'),
    mark: dataUrl('src/web/public/favicon.svg', 'image/svg+xml'),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The card's HTML: brand and kicker top left, the title, the tilted screenshot on the right. */
function cardHtml(
  assets: ReturnType<typeof brandAssets>,
  card: { title: string; kicker: string; screenshot: string; cropLeft: number },
) {
  const titleSize = card.title.length <= 32 ? 64 : card.title.length <= 60 ? 52 : 44;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 700; src: url(${assets.bold}); }
@font-face { font-family: Inter; font-weight: 600; src: url(${assets.semiBold}); }
html, body { margin: 0; width: ${size.width}px; height: ${size.height}px; overflow: hidden; }
body { position: relative; background: #f6f7fb; font-family: Inter, sans-serif; color: #0b1b3f; }
.glow { position: absolute; right: -180px; top: -220px; width: 760px; height: 760px;
  border-radius: 50%; background: radial-gradient(circle, rgba(31,79,180,0.16), rgba(31,79,180,0) 70%); }
.text { position: absolute; left: 72px; top: 64px; bottom: 76px; width: 540px;
  display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 14px; font-weight: 700; font-size: 30px;
  letter-spacing: -0.01em; color: #1f4fb4; }
.brand img { width: 44px; height: 44px; }
.kicker { margin-top: auto; font-weight: 600; font-size: 22px; letter-spacing: 0.08em;
  text-transform: uppercase; color: #0f766e; }
h1 { margin: 14px 0 0; font-weight: 700; font-size: ${titleSize}px; line-height: 1.12;
  letter-spacing: -0.02em; }
.shot { position: absolute; left: 660px; top: 92px; width: 820px; height: 580px;
  overflow: hidden; border-radius: 14px; background: #fff;
  transform: rotate(-5deg); transform-origin: top left;
  box-shadow: 0 24px 60px rgba(11,27,63,0.28), 0 0 0 1px rgba(11,27,63,0.08); }
.shot img { display: block; width: ${Math.round(screenScale * 1280)}px;
  margin-left: -${Math.round(screenScale * card.cropLeft)}px; }
.band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px;
  background: linear-gradient(90deg, #1f4fb4, #0f766e); }
</style></head><body>
<div class="glow"></div>
<div class="shot"><img src="${card.screenshot}" alt=""></div>
<div class="text">
  <div class="brand"><img src="${assets.mark}" alt="">My Resume</div>
  ${card.kicker ? `<div class="kicker">${escapeHtml(card.kicker)}</div>` : '<div class="kicker"></div>'}
  <h1>${escapeHtml(card.title)}</h1>
</div>
<div class="band"></div>
</body></html>`;
}

/** Draws one card and writes it; its size in bytes. */
async function writeCard(
  page: Page,
  assets: ReturnType<typeof brandAssets>,
  name: string,
  card: { title: string; kicker: string; screen: string; language: Language },
) {
  const screenFile = `content/site/screens/${card.screen}.${card.language}.1280.webp`;
  await page.setContent(
    cardHtml(assets, {
      ...card,
      screenshot: dataUrl(screenFile, 'image/webp'),
      cropLeft: cropLeftOf[card.screen] ?? 0,
    }),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode()));
  });
  const png = await page.screenshot({ type: 'png' });
  const jpeg = await sharp(png).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const file = path.join(ogDir, `${name}.${card.language}.jpg`);
  await writeFile(file, jpeg);
  console.log(`  ${file}  ${(jpeg.length / 1024).toFixed(1)} KB`);
  return jpeg.length;
}

/** The articles in the blog folder: slug, language, title and first tag, for each file there. */
function articles() {
  if (!existsSync(blogDir)) {
    console.log(`No articles: ${blogDir} does not exist (set BLOG_DIR to read them elsewhere)`);
    return [];
  }
  const found: Array<{ slug: string; language: Language; title: string; tag: string }> = [];
  for (const slug of readdirSync(blogDir).sort()) {
    for (const language of languages) {
      const file = path.join(blogDir, slug, `${language}.md`);
      if (!existsSync(file)) {
        console.log(`  skipped blog-${slug}.${language}: ${file} does not exist yet`);
        continue;
      }
      const { data } = matter(readFileSync(file, 'utf8'));
      const title = typeof data.title === 'string' ? data.title.trim() : '';
      if (!title) {
        console.log(`  skipped blog-${slug}.${language}: ${file} has no title`);
        continue;
      }
      const tags = Array.isArray(data.tags) ? (data.tags as unknown[]) : [];
      found.push({ slug, language, title, tag: String(tags[0] ?? 'resumes') });
    }
  }
  return found;
}

/** Writes every card from the screenshots already in content/site/screens. */
export async function writeOpenGraphCards(browser: Browser) {
  await mkdir(ogDir, { recursive: true });
  const assets = brandAssets();
  const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const sizes: number[] = [];
  console.log('Open Graph cards:');
  for (const [name, { screen, title }] of Object.entries(pages)) {
    for (const language of languages) {
      sizes.push(
        await writeCard(page, assets, name, {
          title: title(siteCatalogues[language]),
          kicker: '',
          screen,
          language,
        }),
      );
    }
  }
  for (const article of articles()) {
    sizes.push(
      await writeCard(page, assets, `blog-${article.slug}`, {
        title: article.title,
        kicker: 'Blog',
        screen: screenOfTag[article.tag] ?? 'resume-editor',
        language: article.language,
      }),
    );
  }
  await context.close();
  const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `Cards: ${sizes.length}, ${(total / 1024).toFixed(1)} KB in all, the largest ${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
  );
}
