import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportResumeDialog } from './import-resume-dialog';

/**
 * Opens the JSON Resume import as a new resume. The dialog exists only while open (and while it
 * fades out), so every opening starts afresh with a fresh look at the library.
 */
export function ImportResumeButton() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'closed' | 'open' | 'closing'>('closed');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        aria-haspopup="dialog"
        onClick={() => setDialog('open')}
      >
        {t('resumes.import.open')}
      </Button>
      {dialog !== 'closed' && (
        <ImportResumeDialog
          open={dialog === 'open'}
          onClose={() => setDialog('closing')}
          onExited={() => setDialog('closed')}
        />
      )}
    </>
  );
}
