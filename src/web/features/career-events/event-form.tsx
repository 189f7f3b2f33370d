import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { failureOnForm, saveFailure, type SaveFailure } from './save-failure';
import { UnsavedChangesDialog } from '../../components/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../components/use-unsaved-changes-guard';

export type SaveEvent<Output> = (input: Output) => Promise<{ error?: CombinedError }>;

/**
 * The frame every event form shares: the fields, a failed save's message beside the Save button,
 * Save and Cancel, and the unsaved-changes guard. A save that fails keeps everything typed (the
 * server's complaint also lands on its field); a save that works goes back to the list.
 */
export function EventForm<Values extends FieldValues, Output>({
  form,
  save,
  listPath,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  save: SaveEvent<Output>;
  listPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  const { blocker, release } = useUnsavedChangesGuard(isDirty);

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    const { error } = await save(input);
    if (error) {
      const found = failureOnForm(
        saveFailure(error),
        (path) => form.getValues(path as Path<Values>) !== undefined,
      );
      for (const issue of found.fieldIssues) {
        form.setError(issue.path as Path<Values>, { type: 'server', message: issue.message });
      }
      setFailure(found);
      return;
    }
    release();
    await navigate(listPath);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3}>
      <Typography variant="body2" color="text.secondary">
        {t('events.form.requiredNote')}
      </Typography>
      {children}
      {failure && (
        <Alert severity="error" role="alert">
          {t(failure.messageKey, { detail: failure.detail ?? '' })}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('events.form.save')}
        </Button>
        <Button component={RouterLink} to={listPath} size="large">
          {t('events.form.cancel')}
        </Button>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
