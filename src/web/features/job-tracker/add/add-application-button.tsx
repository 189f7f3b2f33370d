import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notify } from '../../../components/documents/use-notice';
import type { JobApplicationActions } from '../use-job-applications';
import { AddApplicationDialog } from './add-application-dialog';

/**
 * The tracker's main action, "Add application": a dialog that reads a posting by its address (or
 * its pasted HTML) into a form, or takes one typed by hand; once saved, `onAdded` opens it.
 *
 * The dialog creates through the same mutation and cache context as `actions.create`, but itself:
 * it needs the server's refusal (the field at fault), which `actions.create` does not answer.
 */
export function AddApplicationButton({
  onAdded,
  notify,
}: {
  actions: JobApplicationActions;
  onAdded: (id: string) => void;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Each opening starts from an empty form.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('tracker.add.open')}
      </Button>
      <AddApplicationDialog
        key={opening}
        open={open}
        onClose={() => setOpen(false)}
        onAdded={onAdded}
        notify={notify}
      />
    </>
  );
}
