import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState, type ComponentType } from 'react';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * A button that opens a JSON Resume import dialog. The dialog exists only while open (and while
 * it fades out), so every opening starts afresh with a fresh look at the library.
 */
export function ImportDialogButton({
  label,
  Dialog,
}: {
  label: string;
  Dialog: ComponentType<ImportDialogProps>;
}) {
  const [dialog, setDialog] = useState<'closed' | 'open' | 'closing'>('closed');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        aria-haspopup="dialog"
        onClick={() => setDialog('open')}
      >
        {label}
      </Button>
      {dialog !== 'closed' && (
        <Dialog
          open={dialog === 'open'}
          onClose={() => setDialog('closing')}
          onExited={() => setDialog('closed')}
        />
      )}
    </>
  );
}
