import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ParseKeys } from 'i18next';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A list of short texts (keywords, tags) typed into one field: Enter or a comma adds what was typed
 * (leaving the field does too, so nothing typed is lost on save), each entry is a chip with its own
 * "Remove …" button, and focus comes back to the field after a removal.
 */
export function ChipsField<Values extends FieldValues>({
  control,
  name,
  label,
  max,
  maxLength,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  /** How many entries the list may hold. */
  max: number;
  /** How long one entry may be. */
  maxLength: number;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const raw: unknown = field.value;
  const values: string[] = Array.isArray(raw) ? raw.map(String) : [];
  const { ref: fieldRef } = field;
  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      fieldRef(element);
    },
    [fieldRef],
  );

  const add = (text: string) => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) return;
    const next = [...values];
    for (const entry of entries) {
      if (next.some((value) => value.toLocaleLowerCase() === entry.toLocaleLowerCase())) {
        setNotice(t('events.chips.duplicate', { value: entry }));
        continue;
      }
      if (next.length >= max) {
        setNotice(t('events.chips.full', { max }));
        break;
      }
      next.push(entry);
    }
    setDraft('');
    if (next.length !== values.length) field.onChange(next);
  };

  const remove = (index: number) => {
    field.onChange(values.filter((_, position) => position !== index));
    setNotice(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the entry instead of submitting the form.
      event.preventDefault();
      add(draft);
    }
  };

  const message = fieldState.error?.message;
  const hint = notice ?? t('events.chips.hint', { max });

  return (
    <Box>
      <TextField
        label={label}
        value={draft}
        fullWidth
        onChange={(event) => {
          setNotice(null);
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(draft);
          field.onBlur();
        }}
        inputRef={setInputRef}
        error={Boolean(message)}
        helperText={message ? t(message as ParseKeys) : hint}
        slotProps={{ htmlInput: { maxLength, enterKeyHint: 'enter' } }}
      />
      {values.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {values.map((value, index) => (
            <li key={`${index}:${value}`}>
              <Chip
                label={value}
                aria-label={t('events.chips.remove', { value })}
                onClick={() => remove(index)}
                onDelete={() => remove(index)}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
