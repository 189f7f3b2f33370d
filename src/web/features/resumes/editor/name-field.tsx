import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits } from '../../../../domain/resume';
import { setName } from './content-changes';
import { useDraft, useEdit } from './edit-context';
import { EditorTextField } from './editor-text-field';

/** The resume's name (required), as the list shows it. */
export const NameField = memo(function NameField() {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const name = useDraft((draft) => draft.name);
  const missing = name.trim() === '';
  return (
    <EditorTextField
      label={t('resumes.editor.name')}
      value={name}
      required
      size="small"
      error={missing}
      helperText={missing ? t('resumes.editor.nameRequired') : ' '}
      sx={{ flex: { sm: '1 1 16rem' } }}
      slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
      onChange={(event) => change(setName(event.target.value), 'name')}
      onBlur={seal}
    />
  );
});
