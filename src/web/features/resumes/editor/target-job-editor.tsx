import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits, type TargetJob } from '../../../../domain/resume';
import { setTargetJob } from './content-changes';
import { useEdit } from './edit-context';

/**
 * The job this resume is for (title, company, the posting), in a panel that starts closed and
 * names the job when closed. Its changes are undo steps like any other, and autosave with the rest.
 */
export const TargetJobEditor = memo(function TargetJobEditor({
  targetJob,
}: {
  targetJob: TargetJob;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const named = [targetJob.title, targetJob.company].filter((part) => part.trim()).join(' · ');
  const field = (name: 'title' | 'company', max: number) => (
    <TextField
      label={t(`resumes.editor.targetJob.${name}`)}
      value={targetJob[name]}
      size="small"
      slotProps={{ htmlInput: { maxLength: max } }}
      onChange={(event) => change(setTargetJob(name, event.target.value), `targetJob:${name}`)}
      onBlur={seal}
    />
  );

  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
            {t('resumes.editor.targetJob.heading')}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {named || t('resumes.editor.targetJob.none')}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {field('title', resumeLimits.text)}
          {field('company', resumeLimits.text)}
        </Box>
        <TextField
          label={t('resumes.editor.targetJob.description')}
          helperText={t('resumes.editor.targetJob.descriptionHelp')}
          value={targetJob.description}
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
      </AccordionDetails>
    </Accordion>
  );
});
