import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { eventsToImport } from '../../../../domain/json-resume';
import type { ResultOf } from '../../../lib/graphql';
import { importErrorText } from '../../../components/json-resume-import/import-messages';
import { ImportIssues, ImportPreview } from '../../../components/json-resume-import/import-preview';
import { JsonResumeFileField } from '../../../components/json-resume-import/json-resume-file-field';
import { importedTypenames } from '../../../components/json-resume-import/library-keys-operations';
import { useJsonResumeFile } from '../../../components/json-resume-import/use-json-resume-file';
import { ImportEventsMutation } from './import-operations';

type ImportResult = ResultOf<typeof ImportEventsMutation>['event']['importEvents'];

const mutationContext = { additionalTypenames: importedTypenames };

/** What the import has done, once it has: counts of what was added and what was left out. */
function ImportDone({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const added = result.work + result.edu + result.skills;
  return (
    <Alert severity="success" role="status">
      <Typography>{t('eventImport.added', { count: added })}</Typography>
      <Typography>
        {t('eventImport.addedCounts', {
          work: result.work,
          edu: result.edu,
          skills: result.skills,
        })}
      </Typography>
      {result.skipped > 0 && (
        <Typography>{t('eventImport.skipped', { count: result.skipped })}</Typography>
      )}
    </Alert>
  );
}

/**
 * The JSON Resume import: choose a file, see what it adds (new, already in the library, or
 * skipped and why), confirm, and see what was added. Nothing is saved before the confirmation;
 * a failed save keeps the preview so it can be tried again.
 */
export function ImportJsonResumeDialog({
  open,
  onClose,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing. */
  onExited?: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importError, setImportError] = useState<CombinedError | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const file = useJsonResumeFile({ onChoose: () => setImportError(null) });
  const { resume, keys, counts } = file;
  const [{ fetching: importing }, executeImport] = useMutation(ImportEventsMutation);

  // The confirm button is gone once the import is done: the focus goes to the way out.
  useEffect(() => {
    if (result) closeButton.current?.focus();
  }, [result]);

  const confirm = async () => {
    if (!resume || !keys) return;
    setImportError(null);
    const answer = await executeImport({ input: eventsToImport(resume, keys) }, mutationContext);
    if (answer.data) setResult(answer.data.event.importEvents);
    else if (answer.error) setImportError(answer.error);
  };

  return (
    <Dialog
      open={open}
      onClose={importing ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      scroll="paper"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('eventImport.title')}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <ImportDone result={result} />
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{t('eventImport.intro')}</DialogContentText>
            <JsonResumeFileField file={file} />
            {counts && counts.fresh === 0 && (
              <Alert severity="info" role="none">
                {t(counts.existing > 0 ? 'eventImport.allKnown' : 'eventImport.nothingImportable')}
              </Alert>
            )}
            {resume && <ImportPreview resume={resume} keys={keys} />}
            {resume && <ImportIssues issues={resume.issues} />}
            {importError && (
              <Alert severity="error" role="alert">
                {importErrorText(t, importError)}
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose} ref={closeButton}>
            {t('eventImport.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={importing}>
              {t('eventImport.cancel')}
            </Button>
            {counts && counts.fresh > 0 && (
              <Button variant="contained" onClick={confirm} loading={importing}>
                {t('eventImport.confirm', { count: counts.fresh })}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
