import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

/** Kept in the page and the tab order (it is the control), but not drawn: its label is. */
const HiddenFileInput = styled('input')(visuallyHidden);

/**
 * A real file input for a CSV file, named and drawn by its label, which looks like a button (as
 * the JSON Resume import's chooser): Tab reaches the input, Enter or Space opens the picker.
 */
export function CsvFileChooser({
  fileName,
  disabled,
  onFile,
}: {
  fileName: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
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
        {t('tracker.csv.chooseFile')}
        <HiddenFileInput
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          onChange={onChange}
        />
      </Button>
      {fileName && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('tracker.csv.selectedFile', { name: fileName })}
        </Typography>
      )}
    </Stack>
  );
}
