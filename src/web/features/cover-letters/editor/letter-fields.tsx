import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { coverLetterLimits } from '../../../../domain/cover-letter';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';
import {
  setLine,
  setRecipient,
  setSwitch,
  useDraft,
  useEdit,
  type LetterLine,
  type LetterSwitch,
  type RecipientField,
} from './letter-draft';

/** The date and the recipient block, above the greeting. */
export const LetterHeadFields = memo(function LetterHeadFields() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LineField line="date" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <RecipientTextField field="name" />
        <RecipientTextField field="company" />
      </Box>
      <RecipientTextField field="address" />
      <LineField line="greeting" />
    </Box>
  );
});

/** The closing, the signature and the switches, under the paragraphs. */
export const LetterEndFields = memo(function LetterEndFields() {
  const matched = useDraft((draft) => draft.content.resumeId !== null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <LineField line="closing" />
        <LineField line="signature" />
      </Box>
      <Box>
        {matched && <SwitchField name="enclosure" />}
        <SwitchField name="shareRecipientAddress" />
      </Box>
    </Box>
  );
});

const LineField = memo(function LineField({ line }: { line: LetterLine }) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => draft.content[line]);
  const date = line === 'date';
  return (
    <EditorTextField
      label={t(`coverLetters.editor.letter.${line}`)}
      helperText={t(`coverLetters.editor.letter.${line}Help`)}
      value={value}
      size="small"
      type={date ? 'date' : 'text'}
      sx={date ? { maxWidth: 260 } : undefined}
      slotProps={{
        htmlInput: { maxLength: coverLetterLimits.text },
        ...(date ? { inputLabel: { shrink: true } } : {}),
      }}
      onChange={(event) => change(setLine(line, event.target.value), `letter:${line}`)}
      onBlur={seal}
    />
  );
});

const RecipientTextField = memo(function RecipientTextField({ field }: { field: RecipientField }) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => draft.content.recipient[field]);
  const address = field === 'address';
  return (
    <EditorTextField
      label={t(`coverLetters.editor.recipient.${field}`)}
      value={value}
      size="small"
      {...(address
        ? {
            multiline: true,
            minRows: 2,
            fullWidth: true,
            helperText: t('coverLetters.editor.recipient.addressHelp'),
          }
        : {})}
      slotProps={{
        htmlInput: { maxLength: address ? coverLetterLimits.address : coverLetterLimits.text },
      }}
      onChange={(event) => change(setRecipient(field, event.target.value), `recipient:${field}`)}
      onBlur={seal}
    />
  );
});

const SwitchField = memo(function SwitchField({ name }: { name: LetterSwitch }) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const checked = useDraft((draft) => draft.content[name]);
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => change(setSwitch(name, event.target.checked))}
        />
      }
      label={t(`coverLetters.editor.letter.${name}`)}
    />
  );
});
