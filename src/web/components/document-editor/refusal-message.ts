import type { ParseKeys, TFunction } from 'i18next';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderRefusal } from '../../lib/documents-client';
import { planRefusalMessage, planRefusalOf } from '../../lib/plan-operations';

/** An editor's fields with a label of their own, by their path in the server's refusal. */
export type FieldLabels = Readonly<Record<string, ParseKeys>>;

/** The contact block's fields, where every kind of document keeps one (`header`, `sender`). */
const headerLabels = (at: string): FieldLabels => ({
  [`content.${at}.name`]: 'documents.editor.header.name',
  [`content.${at}.headline`]: 'documents.editor.header.headline',
  [`content.${at}.email`]: 'documents.editor.header.email',
  [`content.${at}.phone`]: 'documents.editor.header.phone',
  [`content.${at}.location`]: 'documents.editor.header.location',
});
const sharedLabels: FieldLabels = { ...headerLabels('header'), ...headerLabels('sender') };

const linkField = /^content\.(?:header|sender)\.links\.(\d+)\.(label|url)$/;

/**
 * The label of the field a refusal names (`content.header.headline` is "Headline"), as the editor
 * shows it; null for a field of a section, whose entries have no name of their own (the field
 * itself says what is wrong with it).
 */
export function refusedFieldLabel(
  t: TFunction,
  field: string | undefined,
  labels: FieldLabels = {},
): string | null {
  if (!field) return null;
  const key = labels[field] ?? sharedLabels[field];
  if (key) return t(key);
  const link = linkField.exec(field);
  if (!link) return null;
  const name = t('documents.editor.header.link', { number: Number(link[1]) + 1 });
  return link[2] === 'url'
    ? t('documents.editor.header.linkUrl', { link: name })
    : t('documents.editor.header.linkLabel', { link: name });
}

/**
 * A render or save the server refused, in the user's words: a resume too long to print, with its
 * size and the limit; too many renders at once (decision 075); a field holding a character no
 * store keeps, named when it has a label (decision 074); what the plan leaves out (decision 100).
 * Null for any other refusal.
 */
export function refusalMessage(
  t: TFunction,
  refusal: RenderRefusal | undefined,
  labels: FieldLabels = {},
): string | null {
  if (refusal?.code === 'RESUME_TOO_LARGE') {
    return t('documents.editor.limits.tooLarge', {
      size: refusal.sizeKiB ?? '?',
      limit: refusal.limitKiB ?? '?',
    });
  }
  if (refusal?.code === 'RENDER_BUSY') return t('documents.editor.limits.busy');
  const planRefusal = planRefusalOf(
    refusal && { reason: refusal.code, limit: refusal.limit, maximum: refusal.maximum },
  );
  if (planRefusal) return planRefusalMessage(t, planRefusal);
  if (refusal?.code === 'forbiddenCharacter') {
    const field = refusedFieldLabel(t, refusal.field, labels);
    return field
      ? t('documents.editor.refused.forbiddenCharacterIn', { field })
      : t('documents.editor.refused.forbiddenCharacter');
  }
  return null;
}

/** The labels of the open editor's own fields (its kind's), for `useRefusalMessage`. */
export const FieldLabelsContext = createContext<FieldLabels>({});

/** `refusalMessage` in the language of the moment, with the open editor's field labels. */
export function useRefusalMessage() {
  const { t } = useTranslation();
  const labels = useContext(FieldLabelsContext);
  return useCallback(
    (refusal: RenderRefusal | undefined) => refusalMessage(t, refusal, labels),
    [labels, t],
  );
}
