import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryEvent } from './editor-library';

/**
 * "Add from library": the library's events of the section's kind that it does not hold yet, each
 * with a checkbox; Add hands back the checked ones in library order.
 */
export function LibraryDialog({
  open,
  title,
  events,
  onAdd,
  onClose,
}: {
  open: boolean;
  title: string;
  events: LibraryEvent[];
  onAdd: (events: LibraryEvent[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const close = () => {
    setChecked(new Set());
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {events.length === 0 ? (
          <Typography>{t('resumes.editor.library.allAdded')}</Typography>
        ) : (
          <FormGroup>
            {events.map((event) => (
              <FormControlLabel
                key={event.id}
                control={
                  <Checkbox
                    checked={checked.has(event.id)}
                    onChange={(changeEvent) => toggle(event.id, changeEvent.target.checked)}
                  />
                }
                label={
                  <>
                    {event.label}
                    {event.detail && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${event.detail}`}
                      </Typography>
                    )}
                  </>
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('documents.editor.cancel')}</Button>
        <Button
          variant="contained"
          disabled={checked.size === 0}
          onClick={() => {
            onAdd(events.filter((event) => checked.has(event.id)));
            close();
          }}
        >
          {t('resumes.editor.library.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
