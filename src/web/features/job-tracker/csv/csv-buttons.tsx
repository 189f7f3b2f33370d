import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackerViewProps } from '../tracker-view-props';
import { CsvImportDialog } from './csv-import-dialog';
import { downloadApplicationsCsv } from './export-csv';

/**
 * "Export CSV" (every application, archived ones included) and "Import CSV" (a dialog). The
 * dialog exists only while open (and while it fades out), so every opening starts afresh.
 */
export function CsvButtons({ applications, actions, notify }: TrackerViewProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'closed' | 'open' | 'closing'>('closed');
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={() => {
          downloadApplicationsCsv(applications);
          notify(t('tracker.csv.exported', { count: applications.length }));
        }}
      >
        {t('tracker.csv.export')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        aria-haspopup="dialog"
        onClick={() => setDialog('open')}
      >
        {t('tracker.csv.import')}
      </Button>
      {dialog !== 'closed' && (
        <CsvImportDialog
          open={dialog === 'open'}
          onClose={() => setDialog('closing')}
          onExited={() => setDialog('closed')}
          applications={applications}
          actions={actions}
          notify={notify}
        />
      )}
    </>
  );
}
