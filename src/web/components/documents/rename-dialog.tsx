import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits, resumeNameSchema } from '../../../domain/resume';
import { resumeValidationKey } from './validation';

/**
 * Renames a document: the name is checked with the domain's rule before it is sent; a failure keeps
 * the dialog open with what was typed.
 */
export function RenameDialog({
  title,
  resume,
  rename,
  onClose,
  onRenamed,
}: {
  title: string;
  resume: { id: string; name: string } | null;
  /** Saves the name; answers whether it was saved. */
  rename: (id: string, name: string) => Promise<boolean>;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  return (
    <Dialog open={resume !== null} onClose={onClose} fullWidth maxWidth="xs">
      {resume && (
        <RenameForm
          key={resume.id}
          title={title}
          resume={resume}
          rename={rename}
          onClose={onClose}
          onRenamed={onRenamed}
        />
      )}
    </Dialog>
  );
}

function RenameForm({
  title,
  resume,
  rename,
  onClose,
  onRenamed,
}: {
  title: string;
  resume: { id: string; name: string };
  rename: (id: string, name: string) => Promise<boolean>;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(resume.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [fetching, setFetching] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  // The dialog opens on its one field, with the name selected to be typed over.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fetching) return;
    const parsed = resumeNameSchema.safeParse(name);
    if (!parsed.success) {
      setInvalid(t(resumeValidationKey(parsed.error.issues[0])));
      return;
    }
    setInvalid(null);
    setFailed(false);
    setFetching(true);
    const saved = await rename(resume.id, parsed.data).finally(() => setFetching(false));
    if (!saved) {
      setFailed(true);
      return;
    }
    onRenamed(parsed.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          inputRef={field}
          required
          fullWidth
          margin="dense"
          label={t('documents.list.renameName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={invalid !== null}
          helperText={invalid ?? undefined}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
        />
        {failed && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('documents.list.renameFailed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('documents.list.renameCancel')}</Button>
        <Button type="submit" variant="contained" aria-busy={fetching}>
          {t('documents.list.renameSave')}
        </Button>
      </DialogActions>
    </form>
  );
}
