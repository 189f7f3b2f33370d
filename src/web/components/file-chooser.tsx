import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from './visually-hidden';

/** Kept in the page and the tab order (it is the control), but not drawn: its label is. */
const HiddenFileInput = styled('input')(visuallyHidden);

/**
 * A real file input, named and drawn by its label, which looks like a button. The input takes the
 * focus (Tab, then Enter or Space opens the file picker); the label shows the focus ring. Beside
 * it, what was chosen (`chosen`, e.g. "Chosen: resume.json").
 */
export function FileChooser({
  label,
  accept,
  chosen,
  disabled = false,
  onFile,
}: {
  label: string;
  /** The input's `accept`: the types and extensions offered. */
  accept: string;
  chosen: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again (after editing it) reads it again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        // The input inside is the control: the label is neither a second tab stop nor a button.
        role={undefined}
        tabIndex={-1}
        sx={(theme) => ({
          alignSelf: 'flex-start',
          '&:has(input:focus-visible)': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        {label}
        <HiddenFileInput type="file" accept={accept} disabled={disabled} onChange={onChange} />
      </Button>
      {chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {chosen}
        </Typography>
      )}
    </Stack>
  );
}
