import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../retry-alert';
import { fileErrorText } from './import-messages';
import { FileChooser } from '../file-chooser';
import type { JsonResumeFile } from './use-json-resume-file';

/**
 * The file part of a JSON Resume import: the chooser, the file's error, the library's retry, what
 * the dialog shows of the read (`children`), and the status line.
 */
export function JsonResumeFileField({
  file: { file, chooseFile, resume, fileError, status, library },
  children,
}: {
  file: Pick<JsonResumeFile, 'file' | 'chooseFile' | 'resume' | 'fileError' | 'status' | 'library'>;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <FileChooser
        label={t('eventImport.chooseFile')}
        accept="application/json,.json"
        chosen={file ? t('eventImport.selectedFile', { name: file.name }) : null}
        onFile={chooseFile}
      />
      {fileError && (
        <Alert severity="error" role="alert">
          {fileErrorText(t, i18n.language, fileError)}
        </Alert>
      )}
      {resume && library.error && (
        <RetryAlert message={t('eventImport.errors.library')} onRetry={library.retry} />
      )}
      {children}
      {/* Always present, so that screen readers announce each change. */}
      <Typography role="status">{status}</Typography>
    </>
  );
}
