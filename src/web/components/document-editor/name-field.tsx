import { memo } from 'react';
import { resumeLimits } from '../../../domain/resume';
import { setName } from './document-draft';
import { useDraft, useEdit } from './edit-context';
import { EditorTextField } from './editor-text-field';

/** The document's name (required), as its list shows it. */
export const NameField = memo(function NameField({
  label,
  requiredHint,
}: {
  label: string;
  /** Shown while the name is empty. */
  requiredHint: string;
}) {
  const { change, seal } = useEdit();
  const name = useDraft((draft) => draft.name);
  const missing = name.trim() === '';
  return (
    <EditorTextField
      label={label}
      value={name}
      required
      size="small"
      error={missing}
      helperText={missing ? requiredHint : ' '}
      sx={{ flex: { sm: '1 1 16rem' } }}
      slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
      onChange={(event) => change(setName(event.target.value), 'name')}
      onBlur={seal}
    />
  );
});
