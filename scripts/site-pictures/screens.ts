/**
 * The product screens the public site shows, each opened in the signed-in browser the way a user
 * reaches it and captured once it has settled: what the screen is about is on it (the user's own
 * text, which is English in every language), the preview pages are painted, nothing is loading,
 * and two screenshots in a row are the same.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { DemoLibrary } from './demo-library';

export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];

/** A catalogue text of the web app (src/locales/<language>.json), by its dotted key. */
export function catalogueText(language: Language, key: string): string {
  let value: unknown = JSON.parse(readFileSync(`src/locales/${language}.json`, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no catalogue text ${key} in ${language}`);
  return value;
}

export interface Screen {
  name: string;
  /** The address it opens, from the seeded records. */
  path(library: DemoLibrary): string;
  /** Resolves once what the screen shows is on it; may scroll to the part to show. */
  ready(page: Page, language: Language): Promise<void>;
}

const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });

/** Every page of the preview on screen has been painted (it has ink, not a blank canvas). */
async function previewPainted(page: Page) {
  await visible(page.locator('[data-page]'));
  await page.waitForFunction(() => {
    // The pages scrolled out of sight are painted when they come into it.
    const pages = [...document.querySelectorAll('[data-page]')].filter((box) => {
      const { top, bottom } = box.getBoundingClientRect();
      return bottom > 0 && top < window.innerHeight;
    });
    if (pages.length === 0 || document.querySelector('[aria-busy="true"]')) return false;
    return pages.every((box) => {
      const shown = box.querySelector('canvas, img');
      if (!shown) return false;
      if (shown instanceof HTMLImageElement) return shown.complete && shown.naturalWidth > 0;
      const canvas = shown as HTMLCanvasElement;
      if (canvas.width === 0) return false;
      // A canvas painted by the worker is read by drawing it onto another one.
      const copy = document.createElement('canvas');
      copy.width = 64;
      copy.height = Math.max(1, Math.round((64 * canvas.height) / canvas.width));
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0, copy.width, copy.height);
      const pixels = context.getImageData(0, 0, copy.width, copy.height).data;
      let ink = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        if (pixels[index + 3]! > 0 && pixels[index]! < 200) ink += 1;
      }
      return ink > 40;
    });
  });
}

/** The section headed `heading`, scrolled to the top of its scrolling area. */
async function scrollToHeading(page: Page, heading: string) {
  const target = page.getByRole('heading', { name: heading, exact: true }).first();
  await target.waitFor({ state: 'visible' });
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

export const screens: Screen[] = [
  {
    name: 'library-work',
    path: () => '/app/events/work',
    ready: (page) => visible(page.getByText('Northwind Labs')),
  },
  {
    name: 'library-education',
    path: (library) => `/app/events/edu/edit/${library.educationId}`,
    async ready(page, language) {
      await page.waitForFunction(() =>
        [...document.querySelectorAll('input, textarea')].some(
          (field) => (field as HTMLInputElement).value === 'Distributed Systems',
        ),
      );
      // From its accomplishments down to its coursework.
      await scrollToHeading(page, catalogueText(language, 'events.accomplishments.title'));
    },
  },
  {
    name: 'library-skills',
    path: () => '/app/events/skills',
    ready: (page) => visible(page.getByText('Kubernetes')),
  },
  {
    name: 'library-paragraphs',
    path: () => '/app/events/cover-letter',
    ready: (page) => visible(page.getByText('Performance and revenue')),
  },
  {
    name: 'resume-editor',
    path: (library) => `/app/resumes/edit/${library.resumeId}`,
    ready: previewPainted,
  },
  {
    name: 'resume-design',
    path: (library) => `/app/resumes/edit/${library.designedResumeId}`,
    async ready(page, language) {
      await previewPainted(page);
      await scrollToHeading(page, catalogueText(language, 'documents.editor.theme.title'));
      // The design panel's pictures of page 1 in each template.
      await page.waitForFunction(() => {
        const pictures = [...document.querySelectorAll('main img')] as HTMLImageElement[];
        return (
          pictures.length >= 3 && pictures.every((img) => img.complete && img.naturalWidth > 0)
        );
      });
    },
  },
  {
    name: 'resumes-list',
    path: () => '/app/resumes',
    async ready(page) {
      await visible(page.getByText('Backend Engineer, one page'));
      // The shared resume's public link holds this run's port and a random id: it shows the
      // address a deployment would give it instead, so reruns agree.
      const link = page.locator('input[value*="/r/"]');
      await visible(link);
      await link.evaluateAll((inputs) => {
        for (const input of inputs as HTMLInputElement[]) {
          input.value = 'https://myresume.app/r/Xq3vR8mKt2LpW9sYbN4cHd';
        }
      });
      await page.waitForFunction(() => {
        const pictures = [...document.querySelectorAll('main article img')] as HTMLImageElement[];
        return (
          pictures.length >= 3 && pictures.every((img) => img.complete && img.naturalWidth > 0)
        );
      });
    },
  },
  {
    name: 'share-page',
    path: (library) => `/r/${library.shareId}`,
    async ready(page) {
      await visible(page.getByText('Tailwind Traders').or(page.getByText('Alex Morgan')));
      await page.waitForFunction(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      );
    },
  },
  {
    name: 'cover-letter-editor',
    path: (library) => `/app/cover-letters/edit/${library.coverLetterId}`,
    ready: previewPainted,
  },
  {
    name: 'tracker-board',
    path: () => '/app/jobs/track',
    async ready(page) {
      await page.waitForFunction(
        () => document.querySelectorAll('[data-application-id]').length >= 12,
      );
    },
  },
  {
    name: 'tracker-detail',
    path: (library) => `/app/jobs/track?application=${library.sentApplicationId}`,
    async ready(page, language) {
      const drawer = page.getByRole('dialog');
      await visible(drawer.getByText('Product Engineer — Tailwind Traders'));
      await scrollToHeading(page, catalogueText(language, 'tracker.detail.sent.heading'));
    },
  },
  {
    name: 'tracker-due',
    path: () => '/app/jobs/track?view=due',
    ready: (page) => visible(page.getByRole('region').getByText(/Tailwind Traders/)),
  },
  {
    name: 'tracker-stats',
    path: () => '/app/jobs/track?view=stats',
    async ready(page) {
      await visible(page.getByRole('table').first());
      // The charts are drawn: their SVGs hold marks.
      await page.waitForFunction(
        () => document.querySelectorAll('main svg path, main svg rect').length > 20,
      );
    },
  },
];

/** Waits until nothing is loading and two screenshots in a row are the same; the last one. */
export async function settledScreenshot(page: Page): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], [role="progressbar"]') &&
      [...document.images].every((img) => img.complete),
  );
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide' });
  let previous = await shoot();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error(`${page.url()} kept changing over 30 screenshots`);
}
