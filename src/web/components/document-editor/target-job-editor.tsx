import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useId, useRef, useState, type Ref } from 'react';
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

/** The target job panels on the page, each opening itself and focusing its description. */
const descriptionRequests = new Set<() => void>();

/**
 * Opens the target job panel and puts the focus in its description (the match panel's "paste
 * the job description"). There is one editor on a page.
 */
export function requestTargetJobDescription() {
  for (const request of descriptionRequests) request();
}

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
  const [expanded, setExpanded] = useState(false);
  const [focusWanted, setFocusWanted] = useState(0);
  const description = useRef<HTMLTextAreaElement>(null);
  // The summary's id names the open part (a region labelled by the heading).
  const id = useId();
  useEffect(() => {
    const request = () => {
      setExpanded(true);
      setFocusWanted((count) => count + 1);
    };
    descriptionRequests.add(request);
    return () => {
      descriptionRequests.delete(request);
    };
  }, []);
  useEffect(() => {
    if (focusWanted > 0) description.current?.focus();
  }, [focusWanted]);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
      >
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
          inputRef={description}
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
  inputRef,
}: {
  name: string;
  label: string;
  helperText?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { change, seal } = useEdit<WithJob>();
  const value = useDraft((draft) => jobOf(draft)[name] ?? '');
  const description = name === 'description';
  return (
    <EditorTextField
      label={label}
      value={value}
      inputRef={inputRef}
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
