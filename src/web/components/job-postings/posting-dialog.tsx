import Close from '@mui/icons-material/Close';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { RetryAlert } from '../retry-alert';
import { dayText } from '../../lib/job-text';
import { JobPostingQuery, trackedContext, type JobPostingDetail } from './job-posting-operations';
import { isSamplePosting, TrackedChip } from './posting-card';
import { postingFacts } from './posting-facts';
import { TrackerButton } from './tracker-button';
import type { SavePosting } from './use-save-posting';

const isWebAddress = (text: string) => /^https?:\/\//i.test(text);

function SkillList({ label, skills }: { label: string; skills: readonly string[] }) {
  const id = useId();
  if (skills.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id={id}>
        {label}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={id}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip size="small" label={skill} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function PostingBody({ posting }: { posting: JobPostingDetail }) {
  const { t, i18n } = useTranslation();
  const facts = postingFacts(t, i18n.language, posting);
  if (posting.seniority) facts.push(t(`jobSearch.detail.seniority.${posting.seniority}`));
  if (posting.yearsRequired !== null) {
    facts.push(t('jobSearch.detail.years', { count: posting.yearsRequired }));
  }
  if (posting.closesAt) {
    facts.push(t('jobSearch.detail.closes', { date: dayText(i18n.language, posting.closesAt) }));
  }
  return (
    <>
      {posting.expired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('jobSearch.detail.expired')}
        </Alert>
      )}
      {isSamplePosting(posting) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('jobSearch.detail.sample')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{posting.company}</Typography>
        {posting.tracked && <TrackedChip />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ')}
      </Typography>
      <SkillList label={t('jobSearch.detail.skillsRequired')} skills={posting.skillsRequired} />
      <SkillList label={t('jobSearch.detail.skillsPreferred')} skills={posting.skillsPreferred} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('jobSearch.detail.description')}
      </Typography>
      <Typography
        variant="body2"
        lang={posting.language || undefined}
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {posting.description}
      </Typography>
    </>
  );
}

/**
 * A posting whole (`?posting={id}`): its facts, skills and description as plain text, the
 * employer's page, and saving it to the tracker. Full screen on a phone.
 */
export function PostingDialog({
  postingId,
  onClose,
  save,
}: {
  postingId: string | null;
  onClose: () => void;
  save: SavePosting;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [{ data, fetching, error }, retry] = useQuery({
    query: JobPostingQuery,
    variables: { id: postingId ?? '' },
    pause: postingId === null,
    context: trackedContext,
  });
  const posting = data?.jobPosting.id === postingId ? data?.jobPosting : undefined;

  return (
    <Dialog
      open={postingId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {posting?.title ?? t('jobSearch.detail.loading')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('jobSearch.detail.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      {/* The posting scrolls within the dialog: the region takes the focus, so the keyboard scrolls it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {posting ? (
          <PostingBody posting={posting} />
        ) : error && !fetching ? (
          <RetryAlert
            message={t('jobSearch.detail.loadFailed')}
            onRetry={() => retry({ requestPolicy: 'network-only' })}
          />
        ) : (
          <CircularProgress aria-label={t('common.loading')} />
        )}
      </DialogContent>
      {posting && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {posting.applyUrl && isWebAddress(posting.applyUrl) && (
            <Button
              component="a"
              href={posting.applyUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNew />}
            >
              {t('jobSearch.detail.apply')}
            </Button>
          )}
          <TrackerButton posting={posting} describedBy={titleId} save={save} />
        </DialogActions>
      )}
    </Dialog>
  );
}
