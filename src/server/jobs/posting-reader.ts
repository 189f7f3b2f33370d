import {
  NoPostingFoundError,
  readJobPostingPage,
  type JobPostingDraft,
} from '../../domain/job-posting-page';
import { fetchPostingPage, PostingFetchError, type PostingFetchOptions } from './posting-fetcher';

/** The posting in a page's HTML; a page without one is the NO_POSTING_FOUND refusal. */
export function readPostingHtml(html: string, pageUrl: string | null): JobPostingDraft {
  try {
    return readJobPostingPage(html, pageUrl);
  } catch (error) {
    if (error instanceof NoPostingFoundError) {
      throw new PostingFetchError('NO_POSTING_FOUND', error.message);
    }
    throw error;
  }
}

/** "Add by URL": the page fetched safely (posting-fetcher.ts), then read like pasted HTML. */
export async function readPostingAt(
  address: string,
  options: PostingFetchOptions,
): Promise<JobPostingDraft> {
  const page = await fetchPostingPage(address, options);
  return readPostingHtml(page.html, page.url);
}
