import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { jobApplicationLimits } from '../../../../domain/job-application';
import type { ContactDraft } from './application-draft';
import { useProblemProps } from './field-problem';
import type { ApplicationAutosave } from './use-application-autosave';

const contactFields = ['name', 'role', 'email', 'phone', 'link', 'notes'] as const;

/**
 * The people met through the application: add (a new one gets its own id), edit, remove; saved
 * with the rest of the detail.
 */
export const ContactsSection = memo(function ContactsSection({
  contacts,
  edit,
  problems,
}: { contacts: ContactDraft[] } & Pick<ApplicationAutosave, 'edit' | 'problems'>) {
  const { t } = useTranslation();
  const headingId = useId();
  const problem = useProblemProps(problems);
  /** A contact just added: its name field takes the focus when it appears. */
  const focusNext = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const change = (index: number, field: keyof ContactDraft, value: string) =>
    edit(
      'contacts',
      contacts.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)),
    );
  const add = () => {
    const contact: ContactDraft = {
      id: crypto.randomUUID(),
      name: '',
      role: '',
      email: '',
      phone: '',
      link: '',
      notes: '',
    };
    edit('contacts', [...contacts, contact]);
    focusNext.current = contact.id;
  };
  const remove = (index: number) => {
    edit(
      'contacts',
      contacts.filter((_contact, at) => at !== index),
    );
    addButton.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('tracker.detail.contacts.heading')}
      </Typography>
      {contacts.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('tracker.detail.contacts.none')}
        </Typography>
      )}
      {contacts.map((contact, index) => {
        const name =
          contact.name.trim() || t('tracker.detail.contacts.unnamed', { number: index + 1 });
        return (
          <Paper
            key={contact.id}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
          >
            <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
              {name}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {contactFields.map((field) => (
                <TextField
                  key={field}
                  size="small"
                  label={t(`tracker.detail.contacts.${field}`)}
                  value={contact[field]}
                  onChange={(event) => change(index, field, event.target.value)}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  multiline={field === 'notes'}
                  sx={field === 'notes' ? { gridColumn: '1 / -1' } : undefined}
                  inputRef={
                    field === 'name'
                      ? (element: HTMLInputElement | null) => {
                          if (element && focusNext.current === contact.id) {
                            focusNext.current = null;
                            element.focus();
                          }
                        }
                      : undefined
                  }
                  {...problem(`contacts.${index}.${field}`)}
                />
              ))}
            </Box>
            <Box>
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => remove(index)}
                aria-label={t('tracker.detail.contacts.remove', { name })}
              >
                {t('tracker.detail.contacts.removeShort')}
              </Button>
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button
          ref={addButton}
          startIcon={<Add />}
          onClick={add}
          disabled={contacts.length >= jobApplicationLimits.contacts}
        >
          {t('tracker.detail.contacts.add')}
        </Button>
      </Box>
    </Box>
  );
});
