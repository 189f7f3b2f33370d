import CheckCircle from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { JobPostingSummary } from './job-posting-operations';
import { MarkedText } from './marked-text';
import { postingFacts } from './posting-facts';
import { TrackerButton } from './tracker-button';
import type { SavePosting } from './use-save-posting';

/** Postings from the feed shipped with the app are fictional, and say so. */
export const isSamplePosting = (posting: { source: string }) => posting.source === 'sample';

/** "In your tracker": the user has an application for the posting's address. */
export function TrackedChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<CheckCircle />}
      label={t('jobSearch.results.tracked')}
    />
  );
}

/**
 * One result: its title (a link that opens the posting), company and facts, the passages where
 * the words were found, whether it is in the tracker, and saving it there. A page may add what
 * it knows of the posting (`children`, below the facts) and more actions (`actions`, given the
 * title's id, which names the posting they act on).
 */
export function PostingCard({
  posting,
  detailAddress,
  save,
  titleRef,
  children,
  actions,
}: {
  posting: JobPostingSummary;
  /** The address that opens this posting's detail. */
  detailAddress: string;
  save: SavePosting;
  titleRef?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
  actions?: (titleId: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h3" component="h2" id={titleId} sx={{ fontSize: '1.15rem' }}>
            <Link
              component={RouterLink}
              to={detailAddress}
              preventScrollReset
              ref={titleRef}
              underline="hover"
            >
              {posting.title}
            </Link>
          </Typography>
          {posting.tracked && <TrackedChip />}
          {isSamplePosting(posting) && (
            <Chip size="small" variant="outlined" label={t('jobSearch.results.sample')} />
          )}
        </Stack>
        <Typography sx={{ fontWeight: 500 }}>{posting.company}</Typography>
        <Typography variant="body2" color="text.secondary">
          {postingFacts(t, i18n.language, posting).join(' · ')}
        </Typography>
        {posting.snippet && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <MarkedText text={posting.snippet} />
          </Typography>
        )}
        {children}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TrackerButton posting={posting} describedBy={titleId} save={save} />
        {actions?.(titleId)}
      </CardActions>
    </Card>
  );
}
