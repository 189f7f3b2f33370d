import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, type CombinedError } from 'urql';
import { paths } from '../../../domain/paths';
import { defaultPaper, resumeLimits, resumeNameSchema } from '../../../domain/resume';
import { readJsonResumeAsResume } from '../../../domain/resume-import';
import { ImportIssues, ImportPreview } from '../../components/json-resume-import/import-preview';
import { JsonResumeFileField } from '../../components/json-resume-import/json-resume-file-field';
import { importedTypenames } from '../../components/json-resume-import/library-keys-operations';
import { useJsonResumeFile } from '../../components/json-resume-import/use-json-resume-file';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import { currentLanguage } from '../../lib/i18n';
import { ImportResumeMutation } from './resume-operations';
import { resumeValidationKey } from '../../components/documents/validation';

/** A new resume and new events: both lists refresh, even while empty. */
const mutationContext = { additionalTypenames: ['Resume', ...importedTypenames] };
const languageEnum = { en: 'EN', es: 'ES', fr: 'FR' } as const;

/** "resume.json" → "resume": the name a file gives when the person's name is missing. */
const fileStem = (name: string) => name.replace(/\.json$/i, '').slice(0, resumeLimits.name);

function importErrorText(t: TFunction, error: CombinedError): string {
  const badInput = error.graphQLErrors.find(
    (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
  );
  if (badInput) return t('resumes.import.errors.invalidInput', { detail: badInput.message });
  return t(error.networkError ? 'resumes.import.errors.network' : 'resumes.import.errors.failed');
}

/**
 * A JSON Resume as a new resume: choose a file, see what joins the library (new, already there,
 * skipped and why) and whose resume it is, name it, create — and the editor opens. Nothing is
 * saved before Create; a failure keeps the preview so it can be tried again.
 */
export function ImportResumeDialog({
  open,
  onClose,
  onExited,
}: {
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [importError, setImportError] = useState<CombinedError | null>(null);
  const [{ fetching: importing }, executeImport] = useMutation(ImportResumeMutation);
  const file = useJsonResumeFile({
    read: readJsonResumeAsResume,
    onChoose: () => setImportError(null),
    onRead: (result, fileName) => {
      if (result.ok) setName(result.basics.header.name || fileStem(fileName));
    },
  });
  const { read, resume, keys, counts } = file;
  const nameCheck = resumeNameSchema.safeParse(name);
  const nameError =
    submitted && !nameCheck.success ? t(resumeValidationKey(nameCheck.error.issues[0])) : '';

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!read || !nameCheck.success) return;
    setImportError(null);
    const { value, basics } = read;
    const answer = await executeImport(
      {
        input: {
          name: nameCheck.data,
          events: {
            work: value.work.map((entry) => entry.event),
            edu: value.education.map((entry) => entry.event),
            skills: value.skills.map((entry) => entry.event),
          },
          header: basics.header,
          summary: basics.summary,
          language: languageEnum[currentLanguage()],
          paper: defaultPaper(typeof navigator === 'undefined' ? undefined : navigator.language),
        },
      },
      mutationContext,
    );
    const id = answer.data?.resume.importResume.id;
    if (id) await navigate(paths.editResume(id));
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
      {/* `display: contents` keeps the dialog's own layout (a scrolling content between the title
          and the actions) while Enter in the name field creates the resume. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void create(event)}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{t('resumes.import.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <DialogContentText>{t('resumes.import.intro')}</DialogContentText>
            <JsonResumeFileField file={file}>
              {read && (
                <>
                  <Typography>
                    {read.basics.header.name
                      ? t('resumes.import.person', { name: read.basics.header.name })
                      : t('resumes.import.noPerson')}
                  </Typography>
                  <TextField
                    label={t('resumes.import.name')}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    required
                    error={nameError !== ''}
                    helperText={nameError || undefined}
                    slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
                  />
                </>
              )}
            </JsonResumeFileField>
            {counts && counts.fresh === 0 && counts.existing > 0 && (
              <Alert severity="info" role="none">
                {t('resumes.import.allKnown')}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={importing}>
            {t('resumes.import.cancel')}
          </Button>
          {read && (
            <Button type="submit" variant="contained" loading={importing}>
              {t('resumes.import.create')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
