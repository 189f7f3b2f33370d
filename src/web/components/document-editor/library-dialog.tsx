import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One thing of the library as the dialog lists it. */
export interface LibraryChoice {
  id: string;
  label: string;
  /** After the label, in secondary text (a date range, a kind, why it is suggested). */
  detail: ReactNode;
}

/**
 * "Add from library": what the document may still take from the library (`events`), each with a
 * checkbox, under optional `filters`; Add hands back the checked ones in the order listed. `empty`
 * says why there is nothing to list.
 */
export function LibraryDialog<Choice extends LibraryChoice>({
  open,
  title,
  events,
  empty,
  filters,
  onAdd,
  onClose,
}: {
  open: boolean;
  title: string;
  events: Choice[];
  empty: string;
  filters?: ReactNode;
  onAdd: (events: Choice[]) => void;
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
        {filters}
        {events.length === 0 ? (
          <Typography>{empty}</Typography>
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
                    {event.detail ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' · '}
                        {event.detail}
                      </Typography>
                    ) : null}
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
          {t('documents.editor.library.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
