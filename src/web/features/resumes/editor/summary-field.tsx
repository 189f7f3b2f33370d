import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits } from '../../../../domain/resume';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';
import { changeContent } from './content-changes';
import { useDraft, useEdit } from './resume-edit';

/** The summary, below the header (a multiline field: it re-renders, and measures, alone). */
export const SummaryField = memo(function SummaryField() {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const summary = useDraft((draft) => draft.content.summary);
  return (
    <EditorTextField
      label={t('resumes.editor.summary')}
      value={summary}
      multiline
      minRows={3}
      fullWidth
      slotProps={{ htmlInput: { maxLength: resumeLimits.summary } }}
      onChange={(event) =>
        change(
          changeContent((content) => ({ ...content, summary: event.target.value })),
          'summary',
        )
      }
      onBlur={seal}
    />
  );
});
