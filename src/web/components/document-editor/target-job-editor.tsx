import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { resumeLimits } from '../../../domain/resume';
import { setTargetJob, type DocumentDraft } from './document-draft';
import { useDraft, useEdit } from './edit-context';
import { EditorTextField } from './editor-text-field';

/** The words of a kind's target job: the panel's, and each field's label. */
export interface TargetJobWords {
  heading: string;
  /** Shown beside the heading while the job has no name. */
  none: string;
  labels: Readonly<Record<string, string>>;
  descriptionHelp: string;
}

/** A draft whose target job is text fields, one of them `description`. */
type WithJob = DocumentDraft & { targetJob: Record<string, string> };

const jobOf = (draft: DocumentDraft) => (draft as WithJob).targetJob;

/**
 * The job this document is for (its one-line `fields`, then the posting), in a panel that starts
 * closed and names the job when closed. Its changes are undo steps like any other, and autosave
 * with the rest. The name and each field read their own part of the draft, so typing re-renders
 * only them.
 */
export const TargetJobEditor = memo(function TargetJobEditor({
  fields,
  words,
}: {
  /** The one-line fields, in order; the first two name the job ("Title · Company"). */
  fields: readonly string[];
  words: TargetJobWords;
}) {
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 500 }}>
            {words.heading}
          </Typography>
          <TargetJobName fields={fields} none={words.none} />
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {fields.map((field) => (
            <TargetJobField key={field} name={field} label={words.labels[field] ?? field} />
          ))}
        </Box>
        <TargetJobField
          name="description"
          label={words.labels.description ?? 'description'}
          helperText={words.descriptionHelp}
        />
      </AccordionDetails>
    </Accordion>
  );
});

/** "Title · Company", or that there is none. */
const TargetJobName = memo(function TargetJobName({
  fields,
  none,
}: {
  fields: readonly string[];
  none: string;
}) {
  const named = useDraft((draft) =>
    fields
      .slice(0, 2)
      .map((field) => jobOf(draft)[field] ?? '')
      .filter((part) => part.trim())
      .join(' · '),
  );
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {named || none}
    </Typography>
  );
});

/** One field of the job; the description is several lines. */
const TargetJobField = memo(function TargetJobField({
  name,
  label,
  helperText,
}: {
  name: string;
  label: string;
  helperText?: string;
}) {
  const { change, seal } = useEdit<WithJob>();
  const value = useDraft((draft) => jobOf(draft)[name] ?? '');
  const description = name === 'description';
  return (
    <EditorTextField
      label={label}
      value={value}
      {...(description
        ? { helperText, multiline: true, minRows: 3, maxRows: 12, fullWidth: true }
        : { size: 'small' as const })}
      slotProps={{
        htmlInput: { maxLength: description ? resumeLimits.targetDescription : resumeLimits.text },
      }}
      onChange={(event) => change(setTargetJob(name, event.target.value), `targetJob:${name}`)}
      onBlur={seal}
    />
  );
});
