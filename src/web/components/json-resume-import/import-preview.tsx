import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { workEventDates } from '../../../domain/career-event';
import type { JsonResumeImport, JsonResumeIssue } from '../../../domain/json-resume';
import { dateRangeText } from '../../lib/event-dates';
import { issueText } from './import-messages';

interface PreviewRow {
  key: string;
  primary: string;
  secondary: string;
}

const joined = (parts: ReadonlyArray<string | null | undefined>, separator: string) =>
  parts.filter(Boolean).join(separator);

function previewRows(t: TFunction, language: string, resume: JsonResumeImport) {
  return {
    work: resume.work.map(({ key, event }) => ({
      key,
      primary: t('eventImport.workTitle', { position: event.position, company: event.company }),
      secondary: joined(
        [
          event.location,
          dateRangeText(t, language, { ...event, current: workEventDates(event).current }),
        ],
        ' · ',
      ),
    })),
    education: resume.education.map(({ key, event }) => ({
      key,
      primary: event.university,
      secondary: joined(
        [
          joined([event.degree, event.major], ', '),
          dateRangeText(t, language, { ...event, current: event.attending }),
        ],
        ' · ',
      ),
    })),
    skills: resume.skills.map(({ key, event }) => ({
      key,
      primary: event.name,
      secondary: joined(
        [event.level && t(`eventImport.levels.${event.level}`), event.keywords.join(', ')],
        ' · ',
      ),
    })),
  } satisfies Record<string, PreviewRow[]>;
}

/** A titled group of the preview: a section named by its heading, holding a list. */
function TitledList({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {children}
      </List>
    </Box>
  );
}

/** One kind of event, each entry marked new or already in the library once that is known. */
function PreviewSection({
  title,
  rows,
  keys,
}: {
  title: string;
  rows: PreviewRow[];
  keys: ReadonlySet<string> | null;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <TitledList title={title}>
      {rows.map((row) => {
        const known = keys?.has(row.key) ?? false;
        return (
          <ListItem key={row.key} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
            <ListItemText
              primary={row.primary}
              secondary={row.secondary || undefined}
              sx={{ overflowWrap: 'anywhere' }}
            />
            {keys && (
              <Chip
                size="small"
                variant="outlined"
                color={known ? 'default' : 'success'}
                label={t(known ? 'eventImport.status.existing' : 'eventImport.status.new')}
                sx={{ mt: 0.75, flexShrink: 0 }}
              />
            )}
          </ListItem>
        );
      })}
    </TitledList>
  );
}

/** What the file holds for the library, grouped by kind; marks appear once the library is known. */
export function ImportPreview({
  resume,
  keys,
}: {
  resume: JsonResumeImport;
  keys: ReadonlySet<string> | null;
}) {
  const { t, i18n } = useTranslation();
  const rows = previewRows(t, i18n.language, resume);
  return (
    <Stack spacing={2}>
      <PreviewSection title={t('eventImport.sections.work')} rows={rows.work} keys={keys} />
      <PreviewSection
        title={t('eventImport.sections.education')}
        rows={rows.education}
        keys={keys}
      />
      <PreviewSection title={t('eventImport.sections.skills')} rows={rows.skills} keys={keys} />
    </Stack>
  );
}

/** The entries that will not be imported, and why. */
export function ImportIssues({ issues }: { issues: JsonResumeIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <TitledList title={t('eventImport.issuesTitle')}>
      {issues.map((issue, index) => (
        <ListItem key={index} disableGutters>
          <ListItemText primary={issueText(t, issue)} sx={{ overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </TitledList>
  );
}
