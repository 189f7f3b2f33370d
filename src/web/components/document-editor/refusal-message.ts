import type { ParseKeys, TFunction } from 'i18next';
import type { RenderRefusal } from '../../lib/documents-client';

/** The editor's fields with a label of their own, by their path in the server's refusal. */
const labelKeys: Record<string, ParseKeys> = {
  name: 'resumes.editor.name',
  'targetJob.title': 'resumes.editor.targetJob.title',
  'targetJob.company': 'resumes.editor.targetJob.company',
  'targetJob.description': 'resumes.editor.targetJob.description',
  'content.header.name': 'resumes.editor.header.name',
  'content.header.headline': 'resumes.editor.header.headline',
  'content.header.email': 'resumes.editor.header.email',
  'content.header.phone': 'resumes.editor.header.phone',
  'content.header.location': 'resumes.editor.header.location',
  'content.summary': 'resumes.editor.summary',
};

const linkField = /^content\.header\.links\.(\d+)\.(label|url)$/;

/**
 * The label of the field a refusal names (`content.header.headline` is "Headline"), as the editor
 * shows it; null for a field of a section, whose entries have no name of their own (the field
 * itself says what is wrong with it).
 */
export function refusedFieldLabel(t: TFunction, field: string | undefined): string | null {
  if (!field) return null;
  const key = labelKeys[field];
  if (key) return t(key);
  const link = linkField.exec(field);
  if (!link) return null;
  const name = t('resumes.editor.header.link', { number: Number(link[1]) + 1 });
  return link[2] === 'url'
    ? t('resumes.editor.header.linkUrl', { link: name })
    : t('resumes.editor.header.linkLabel', { link: name });
}

/**
 * A render or save the server refused, in the user's words: a resume too long to print, with its
 * size and the limit; too many renders at once (decision 075); a field holding a character no
 * store keeps, named when it has a label (decision 074). Null for any other refusal.
 */
export function refusalMessage(t: TFunction, refusal: RenderRefusal | undefined): string | null {
  if (refusal?.code === 'RESUME_TOO_LARGE') {
    return t('documents.editor.limits.tooLarge', {
      size: refusal.sizeKiB ?? '?',
      limit: refusal.limitKiB ?? '?',
    });
  }
  if (refusal?.code === 'RENDER_BUSY') return t('documents.editor.limits.busy');
  if (refusal?.code === 'forbiddenCharacter') {
    const field = refusedFieldLabel(t, refusal.field);
    return field
      ? t('documents.editor.refused.forbiddenCharacterIn', { field })
      : t('documents.editor.refused.forbiddenCharacter');
  }
  return null;
}
