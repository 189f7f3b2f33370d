import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits } from '../../../../domain/resume';
import { setTargetJob } from './content-changes';
import { useDraft, useEdit } from './resume-edit';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';

/**
 * The job this resume is for (title, company, the posting), in a panel that starts closed and
 * names the job when closed. Its changes are undo steps like any other, and autosave with the rest.
 * The name and each field read their own part of the draft, so typing re-renders only them.
 */
export const TargetJobEditor = memo(function TargetJobEditor() {
  const { t } = useTranslation();
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
            {t('resumes.editor.targetJob.heading')}
          </Typography>
          <TargetJobName />
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TargetJobField name="title" />
          <TargetJobField name="company" />
        </Box>
        <TargetJobDescription />
      </AccordionDetails>
    </Accordion>
  );
});

/** "Title · Company", or that there is none. */
const TargetJobName = memo(function TargetJobName() {
  const { t } = useTranslation();
  const named = useDraft(({ targetJob }) =>
    [targetJob.title, targetJob.company].filter((part) => part.trim()).join(' · '),
  );
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {named || t('resumes.editor.targetJob.none')}
    </Typography>
  );
});

const TargetJobField = memo(function TargetJobField({ name }: { name: 'title' | 'company' }) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => draft.targetJob[name]);
  return (
    <EditorTextField
      label={t(`resumes.editor.targetJob.${name}`)}
      value={value}
      size="small"
      slotProps={{ htmlInput: { maxLength: resumeLimits.text } }}
      onChange={(event) => change(setTargetJob(name, event.target.value), `targetJob:${name}`)}
      onBlur={seal}
    />
  );
});

const TargetJobDescription = memo(function TargetJobDescription() {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const description = useDraft((draft) => draft.targetJob.description);
  return (
    <EditorTextField
      label={t('resumes.editor.targetJob.description')}
      helperText={t('resumes.editor.targetJob.descriptionHelp')}
      value={description}
      multiline
      minRows={3}
      maxRows={12}
      fullWidth
      slotProps={{ htmlInput: { maxLength: resumeLimits.targetDescription } }}
      onChange={(event) =>
        change(setTargetJob('description', event.target.value), 'targetJob:description')
      }
      onBlur={seal}
    />
  );
});
