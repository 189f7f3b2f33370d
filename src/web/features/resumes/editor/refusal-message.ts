import type { TFunction } from 'i18next';
import type { RenderRefusal } from '../../../lib/resume-documents';

/**
 * A render or save the server refused for one of its limits, in the user's words (decision 075):
 * a resume too long to print, with its size and the limit; too many renders at once. Null for
 * any other refusal.
 */
export function refusalMessage(t: TFunction, refusal: RenderRefusal | undefined): string | null {
  if (refusal?.code === 'RESUME_TOO_LARGE') {
    return t('resumes.editor.limits.tooLarge', {
      size: refusal.sizeKiB ?? '?',
      limit: refusal.limitKiB ?? '?',
    });
  }
  if (refusal?.code === 'RENDER_BUSY') return t('resumes.editor.limits.busy');
  return null;
}
