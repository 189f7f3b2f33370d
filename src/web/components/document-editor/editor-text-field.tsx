import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { hasForbiddenCharacter } from '../../../domain/user-text';

/**
 * A text field of the resume editor, under the one rule for user text (decision 074): while it
 * holds a NUL or an unpaired surrogate, which the server refuses, it is marked invalid and says
 * why (its message describes it to screen readers), so the user finds the field the save status
 * speaks of. The text stays as typed: the user removes the character.
 */
export function EditorTextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const { value } = props;
  if (typeof value !== 'string' || !hasForbiddenCharacter(value)) return <TextField {...props} />;
  return <TextField {...props} error helperText={t('documents.editor.refused.field')} />;
}
