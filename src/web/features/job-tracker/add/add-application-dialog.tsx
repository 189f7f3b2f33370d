import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ParseKeys } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useController, useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { completeWebAddress } from '../../../../domain/career-event';
import { inputReasons, type InputReason } from '../../../../domain/input-problem';
import {
  jobApplicationLimits,
  jobStages,
  salaryPeriods,
  workplaceTypes,
  type NewJobApplicationInput,
} from '../../../../domain/job-application';
import type { JobPostingDraft } from '../../../../domain/job-posting-page';
import type { Notify } from '../../../components/documents/use-notice';
import { useConfirm } from '../../../components/documents/use-confirm';
import { FormTextField } from '../../../components/form-text-field';
import { NativeSelectField } from '../../../components/native-select-field';
import { apiErrorCodes, errorCodeOf } from '../../../lib/graphql-error-policy';
import { CreateJobApplicationMutation } from '../job-operations';
import { jobApplicationContext } from '../use-job-applications';
import {
  applicationFormResolver,
  emptyApplicationForm,
  postingValues,
  validationKey,
  type ApplicationFormValues,
} from './application-form';
import { PostingReader } from './posting-reader';

type Failure = { key: ParseKeys; detail?: string };

const isInputReason = (value: unknown): value is InputReason =>
  typeof value === 'string' && (inputReasons as readonly string[]).includes(value);

/** The form's text fields (the server may name one of them as at fault). */
const textFields: ReadonlyArray<Path<ApplicationFormValues>> = [
  'company',
  'position',
  'postingUrl',
  'location',
  'salary.min',
  'salary.max',
  'salary.currency',
  'deadline',
  'nextFollowUp',
  'notes',
];

/** A native select of the form, its value one of `options` ('' for none). */
function SelectField({
  control,
  name,
  label,
  options,
}: {
  control: Control<ApplicationFormValues, unknown, unknown>;
  name: Path<ApplicationFormValues>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NativeSelectField
      label={label}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      options={options}
      sx={{ width: '100%' }}
    />
  );
}

/**
 * "Add application": read a posting by its address (or its pasted HTML) into the form, or fill it
 * by hand; Save creates the application, closes and opens it. A refusal of the server shows on the
 * field it names; any other failure keeps what was typed. Closing with something typed asks first.
 */
export function AddApplicationDialog({
  open,
  onClose,
  onAdded,
  notify,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (id: string) => void;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const detailsId = useId();
  const { ask, dialog: confirmDialog } = useConfirm();
  const [, create] = useMutation(CreateJobApplicationMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<ApplicationFormValues, unknown, NewJobApplicationInput>({
    resolver: applicationFormResolver,
    defaultValues: emptyApplicationForm(),
  });
  const { control, formState, setValue, getValues } = form;
  // Read while rendering, so the form keeps them up to date.
  const { isDirty, isSubmitting } = formState;
  /** The notes a read posting filled in: a later read may replace them, not the user's own. */
  const filledNotes = useRef('');
  /**
   * The saved application, opened once this dialog has left: a modal that opens while another
   * is still closing can be left hidden from screen readers by MUI's modal manager.
   */
  const [addedId, setAddedId] = useState<string | null>(null);

  const fill = (draft: JobPostingDraft, address: string) => {
    const values = postingValues(draft);
    for (const [name, value] of Object.entries(values) as Array<[keyof typeof values, string]>) {
      if (value !== '') setValue(name, value, { shouldDirty: true });
    }
    if (!values.postingUrl && address) setValue('postingUrl', address, { shouldDirty: true });
    const notes = getValues('notes');
    if (draft.description && (notes === '' || notes === filledNotes.current)) {
      setValue('notes', draft.description, { shouldDirty: true });
      filledNotes.current = draft.description;
    }
    form.clearErrors();
  };

  const keepAddress = (address: string) => {
    if (getValues('postingUrl') === '') setValue('postingUrl', address, { shouldDirty: true });
  };

  const refused = (error: CombinedError | undefined): Failure | null => {
    const badInput = error?.graphQLErrors.find(
      (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
    );
    if (!badInput) {
      return { key: error?.networkError ? 'tracker.add.networkError' : 'tracker.add.saveFailed' };
    }
    const { field, reason } = badInput.extensions ?? {};
    const path = textFields.find((name) => name === field);
    if (path) {
      form.setError(path, {
        type: 'server',
        message: validationKey(path, isInputReason(reason) ? reason : undefined),
      });
      form.setFocus(path);
      return null;
    }
    return { key: 'tracker.add.invalidInput', detail: badInput.message };
  };

  const save = form.handleSubmit(async (input) => {
    setFailure(null);
    const { data, error } = await create({ input }, jobApplicationContext);
    const added = data?.job.createJobApplication;
    if (!added) {
      setFailure(refused(error));
      return;
    }
    setAddedId(added.id);
    onClose();
    notify(t('tracker.add.added', { company: added.company }));
  });

  const close = async () => {
    if (isSubmitting) return;
    if (isDirty && !(await ask(t('tracker.add.discard')))) return;
    onClose();
  };

  const stageOptions = jobStages.map((stage) => ({
    value: stage,
    label: t(`tracker.stage.${stage}`),
  }));
  const remoteOptions = [
    { value: '', label: t('tracker.add.notSaid') },
    ...workplaceTypes.map((type) => ({ value: type, label: t(`tracker.remote.${type}`) })),
  ];
  const periodOptions = salaryPeriods.map((period) => ({
    value: period,
    label: t(`tracker.salaryPeriod.${period}`),
  }));
  const excitementOptions = [
    { value: '', label: t('tracker.add.notSaid') },
    ...[1, 2, 3, 4, 5].map((level) => ({
      value: String(level),
      label: t('tracker.add.excitementLevel', { count: level }),
    })),
  ];
  const optional = { htmlInput: { 'aria-required': false, maxLength: jobApplicationLimits.text } };
  const dateSlot = { inputLabel: { shrink: true }, htmlInput: { 'aria-required': false } };

  return (
    <Dialog
      open={open}
      onClose={() => void close()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
      slotProps={{
        transition: {
          onExited: () => {
            if (addedId) onAdded(addedId);
          },
        },
      }}
    >
      {/* `display: contents` keeps the dialog's layout (content scrolls between the title and the
          actions) while Enter in a field saves. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void save(event)}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{t('tracker.add.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <PostingReader onDraft={fill} onUnreadable={keepAddress} />
            <Divider />
            <Box component="section" aria-labelledby={detailsId}>
              <Typography
                id={detailsId}
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600 }}
              >
                {t('tracker.add.details')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('tracker.add.requiredNote')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                <FormTextField
                  control={control}
                  name="company"
                  label={t('tracker.add.company')}
                  required
                  fullWidth
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: jobApplicationLimits.text } }}
                />
                <FormTextField
                  control={control}
                  name="position"
                  label={t('tracker.add.position')}
                  fullWidth
                  autoComplete="off"
                  slotProps={optional}
                />
                <FormTextField
                  control={control}
                  name="postingUrl"
                  label={t('tracker.add.postingUrl')}
                  type="url"
                  fullWidth
                  autoComplete="off"
                  completeOnBlur={completeWebAddress}
                  slotProps={{ htmlInput: { 'aria-required': false, inputMode: 'url' } }}
                />
                <FormTextField
                  control={control}
                  name="location"
                  label={t('tracker.add.location')}
                  fullWidth
                  autoComplete="off"
                  slotProps={optional}
                />
                <SelectField
                  control={control}
                  name="remote"
                  label={t('tracker.add.remote')}
                  options={remoteOptions}
                />
                <SelectField
                  control={control}
                  name="stage"
                  label={t('tracker.add.stage')}
                  options={stageOptions}
                />
                <Box
                  component="fieldset"
                  sx={{ border: 0, p: 0, m: 0, minWidth: 0, gridColumn: '1 / -1' }}
                >
                  <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
                    {t('tracker.add.salary')}
                  </Typography>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 2,
                      gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 0.7fr 1fr' },
                    }}
                  >
                    <FormTextField
                      control={control}
                      name="salary.min"
                      label={t('tracker.add.salaryMin')}
                      autoComplete="off"
                      slotProps={{ htmlInput: { 'aria-required': false, inputMode: 'decimal' } }}
                    />
                    <FormTextField
                      control={control}
                      name="salary.max"
                      label={t('tracker.add.salaryMax')}
                      autoComplete="off"
                      slotProps={{ htmlInput: { 'aria-required': false, inputMode: 'decimal' } }}
                    />
                    <FormTextField
                      control={control}
                      name="salary.currency"
                      label={t('tracker.add.currency')}
                      autoComplete="off"
                      slotProps={{
                        htmlInput: {
                          'aria-required': false,
                          maxLength: 3,
                          spellCheck: false,
                          style: { textTransform: 'uppercase' },
                        },
                      }}
                    />
                    <SelectField
                      control={control}
                      name="salary.period"
                      label={t('tracker.add.period')}
                      options={periodOptions}
                    />
                  </Box>
                </Box>
                <FormTextField
                  control={control}
                  name="deadline"
                  label={t('tracker.add.deadline')}
                  type="date"
                  fullWidth
                  slotProps={dateSlot}
                />
                <FormTextField
                  control={control}
                  name="nextFollowUp"
                  label={t('tracker.add.nextFollowUp')}
                  type="date"
                  fullWidth
                  slotProps={dateSlot}
                />
                <SelectField
                  control={control}
                  name="excitement"
                  label={t('tracker.add.excitement')}
                  options={excitementOptions}
                />
                <FormTextField
                  control={control}
                  name="notes"
                  label={t('tracker.add.notes')}
                  fullWidth
                  multiline
                  minRows={3}
                  maxRows={12}
                  slotProps={{
                    htmlInput: { 'aria-required': false, maxLength: jobApplicationLimits.notes },
                  }}
                  sx={{ gridColumn: '1 / -1' }}
                />
              </Box>
            </Box>
            {failure && (
              <Alert severity="error" role="alert">
                {t(failure.key, { detail: failure.detail })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void close()}>{t('tracker.add.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('tracker.add.save')}
          </Button>
        </DialogActions>
      </Box>
      {confirmDialog}
    </Dialog>
  );
}
