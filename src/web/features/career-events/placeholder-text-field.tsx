import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  careerEventLimits,
  paragraphPlaceholders,
  unknownPlaceholders,
} from '../../../domain/career-event';

/**
 * A cover-letter paragraph's text: buttons insert `{company}`, `{position}` or `{hiringManager}` at
 * the cursor (or over the selection), and a placeholder the letters cannot fill is pointed out as
 * it is typed, with the same rule the server applies (domain `unknownPlaceholders`).
 */
export function PlaceholderTextField<Values extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const { field, fieldState } = useController({ control, name });
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const caretAfterInsert = useRef<number | null>(null);
  const raw: unknown = field.value;
  const text = typeof raw === 'string' ? raw : '';
  const [unknown] = unknownPlaceholders(text);
  const message = fieldState.error?.message;
  const { ref: fieldRef } = field;
  const setTextRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      textRef.current = element;
      fieldRef(element);
    },
    [fieldRef],
  );

  // After an insertion has rendered, the caret goes back into the text, after what was inserted.
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    const element = textRef.current;
    if (caret === null || !element) return;
    caretAfterInsert.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  });

  const insert = (placeholder: string) => {
    const element = textRef.current;
    const token = `{${placeholder}}`;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    caretAfterInsert.current = start + token.length;
    field.onChange(`${text.slice(0, start)}${token}${text.slice(end)}`);
  };

  const errorText = unknown
    ? t('events.coverLetter.unknownPlaceholder', { placeholder: `{${unknown}}` })
    : message
      ? t(message as ParseKeys)
      : null;

  return (
    <Box>
      <TextField
        label={label}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={setTextRef}
        name={field.name}
        required
        multiline
        minRows={5}
        fullWidth
        error={Boolean(errorText)}
        helperText={errorText ?? t('events.coverLetter.textHint')}
        slotProps={{
          htmlInput: { maxLength: careerEventLimits.paragraphText, 'aria-required': true },
        }}
      />
      <Box role="group" aria-labelledby={groupId} sx={{ mt: 1.5 }}>
        <Typography id={groupId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('events.coverLetter.insertLabel')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {paragraphPlaceholders.map((placeholder) => (
            <Button
              key={placeholder}
              variant="outlined"
              size="small"
              aria-label={t('events.coverLetter.insert', { placeholder: `{${placeholder}}` })}
              onClick={() => insert(placeholder)}
            >
              {`{${placeholder}}`}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
