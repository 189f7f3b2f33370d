import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { resumeLimits } from '../../../domain/resume';
import { FormTextField } from '../form-text-field';
import { PageContainer } from '../page-container';
import { UnsavedChangesDialog } from '../unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../use-unsaved-changes-guard';
import { planRefusalMessage } from '../../lib/plan-operations';
import { UpgradeLink } from '../plan/plan-notice';
import { creationFailure, type CreationFailure } from './creation-failure';

/**
 * A new document's page (a resume, a cover letter): its heading and intro, then a form with the
 * name (required), the job it is for (`targetJob`: that kind's fields) and the rest of its first
 * choices (`children`). Create runs `create`: on success the editor opens; a failure keeps what
 * was typed, on the field the server names or in an alert. Leaving with something typed asks
 * first. Its words are under `messages` (intro, requiredNote, name, nameHint, targetJob,
 * targetJobHint, create, cancel, and the failures invalidInput, networkError, createFailed).
 */
export function NewDocumentForm<Values extends FieldValues & { name: string }, Output>({
  form,
  messages,
  title,
  create,
  editPath,
  cancelPath,
  targetJob,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  messages: 'resumes.new' | 'coverLetters.new';
  title: string;
  /** Makes the document: its id, or the error. */
  create: (values: Output) => Promise<{ id?: string | undefined; error?: CombinedError }>;
  editPath: (id: string) => string;
  cancelPath: string;
  /** The job's one-line fields (side by side on a wide screen), then its description. */
  targetJob: {
    fields: ReadonlyArray<{ name: Path<Values>; label: string }>;
    description: { name: Path<Values>; label: string; hint: string };
  };
  /** The other first choices. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<CreationFailure | null>(null);
  const { control, formState } = form;
  const { blocker, release } = useUnsavedChangesGuard(formState.isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { id, error } = await create(values);
    if (error || !id) {
      setFailure(creationFailure(form, error));
      return;
    }
    release();
    await navigate(editPath(id));
  });

  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`${messages}.intro`)}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
        <Typography variant="body2" color="text.secondary">
          {t(`${messages}.requiredNote`)}
        </Typography>
        <FormTextField
          control={control}
          name={'name' as Path<Values>}
          label={t(`${messages}.name`)}
          helperText={t(`${messages}.nameHint`)}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: resumeLimits.name } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {t(`${messages}.targetJob`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t(`${messages}.targetJobHint`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {targetJob.fields.map((field) => (
              <FormTextField
                key={field.name}
                control={control}
                name={field.name}
                label={field.label}
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { 'aria-required': false, maxLength: resumeLimits.text } }}
              />
            ))}
            <FormTextField
              control={control}
              name={targetJob.description.name}
              label={targetJob.description.label}
              helperText={targetJob.description.hint}
              fullWidth
              multiline
              minRows={3}
              maxRows={12}
              slotProps={{ htmlInput: { 'aria-required': false } }}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Box>
        </Box>
        {children}
        {failure && (
          <Alert severity="error" role="alert">
            {failure.plan ? (
              <>
                {planRefusalMessage(t, failure.plan)} <UpgradeLink />
              </>
            ) : (
              t(`${messages}.${failure.reason}`, { detail: failure.detail })
            )}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" aria-busy={formState.isSubmitting}>
            {t(`${messages}.create`)}
          </Button>
          <Button component={RouterLink} to={cancelPath} size="large">
            {t(`${messages}.cancel`)}
          </Button>
        </Stack>
        <UnsavedChangesDialog blocker={blocker} />
      </Stack>
    </PageContainer>
  );
}
