/**
 * What the document list tests share: files the page saves and the object URLs it makes (jsdom
 * has neither), and a card's menu.
 */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { setupI18n, setViewportWidth } from './render-app';

/**
 * Records the object URLs made and revoked and the files saved through an `<a download>` from now
 * on (call it in `beforeEach`; `vi.restoreAllMocks` ends it).
 */
export function recordFiles() {
  const objectUrls = { created: [] as string[], revoked: [] as string[] };
  const savedFiles: Array<{ href: string; download: string }> = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost:3000/${objectUrls.created.length + 1}-${blob.type}`;
      objectUrls.created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => void objectUrls.revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedFiles.push({ href: this.href, download: this.download });
  });
  return { objectUrls, savedFiles };
}

/**
 * Registers what each test of a documents page starts from: English, nothing stored, a phone's
 * width, files recorded (`recordFiles`); and, after it, every stub undone. Answers the test's files.
 */
export function prepareDocumentPages() {
  let files: ReturnType<typeof recordFiles> | undefined;
  beforeEach(async () => {
    await setupI18n();
    window.localStorage.clear();
    setViewportWidth(375);
    files = recordFiles();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => {
    if (!files) throw new Error('prepareDocumentPages: used outside a test');
    return files;
  };
}

/** A document of the list: an article named after it. */
export const card = (name: string) => screen.findByRole('article', { name });

/** Picks an action from a card's "More actions" menu. */
export async function chooseAction(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  action: string,
) {
  await user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
