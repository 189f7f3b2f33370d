import { headshotLimits, type HeadshotCrop } from '../../../domain/profile';
import { createApiCall, DocumentError, fileOf } from '../../lib/documents-client';
import type { IdentityClient } from '../../lib/identity';

/** Why a headshot was refused, as the server names it (or the page, before sending). */
export type HeadshotProblem =
  | 'HEADSHOT_TOO_LARGE'
  | 'HEADSHOT_NOT_AN_IMAGE'
  | 'HEADSHOT_FORMAT_UNSUPPORTED'
  | 'HEADSHOT_TOO_MANY_PIXELS'
  | 'FAILED';

export class HeadshotError extends Error {
  constructor(readonly problem: HeadshotProblem) {
    super(problem);
    this.name = 'HeadshotError';
  }
}

const knownProblems = new Set<string>([
  'HEADSHOT_TOO_LARGE',
  'HEADSHOT_NOT_AN_IMAGE',
  'HEADSHOT_FORMAT_UNSUPPORTED',
  'HEADSHOT_TOO_MANY_PIXELS',
]);

/** The profile page's REST calls: the headshot and the data export (decision 103). */
export function createProfileClient(identity: Pick<IdentityClient, 'getIdToken'>) {
  const { call } = createApiCall(identity);
  const problemOf = (error: unknown): HeadshotProblem => {
    const code = error instanceof DocumentError ? error.refusal?.code : undefined;
    return typeof code === 'string' && knownProblems.has(code)
      ? (code as HeadshotProblem)
      : 'FAILED';
  };

  return {
    /** Uploads the picture with the square to keep; the new headshot's address. */
    async uploadHeadshot(file: File, crop: HeadshotCrop): Promise<string> {
      // Refused here first: the server would refuse it anyway, after the upload.
      if (file.size > headshotLimits.maxBytes) throw new HeadshotError('HEADSHOT_TOO_LARGE');
      if (!file.type.startsWith('image/')) throw new HeadshotError('HEADSHOT_NOT_AN_IMAGE');
      const query = new URLSearchParams({
        left: String(crop.left),
        top: String(crop.top),
        size: String(crop.size),
      });
      try {
        const response = await call(`/api/headshot?${query}`, {
          method: 'PUT',
          headers: { 'content-type': file.type },
          body: file,
        });
        return ((await response.json()) as { headshotURL: string }).headshotURL;
      } catch (error) {
        throw new HeadshotError(problemOf(error));
      }
    },
    async removeHeadshot(): Promise<void> {
      await call('/api/headshot', { method: 'DELETE' });
    },
    /** Every record of the account, as the file to save. */
    async exportData() {
      return fileOf(await call('/api/account/export'), 'my-resume-data.json');
    },
  };
}

export type ProfileClient = ReturnType<typeof createProfileClient>;
