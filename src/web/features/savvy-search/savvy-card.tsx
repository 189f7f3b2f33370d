import Description from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PostingCard } from '../../components/job-postings/posting-card';
import type { SavePosting } from '../../components/job-postings/use-save-posting';
import { HideMenu } from './hide-menu';
import { MatchSummary } from './match-summary';
import type { SavvyResult } from './savvy-search-operations';
import type { SavvyActions } from './use-savvy-actions';

/**
 * One ranked result: the job search's card of the posting, how it matches the user's library,
 * and what to do with it: save it to the tracker, hide it (for a reason), or tailor a resume.
 */
export function SavvyCard({
  result,
  detailAddress,
  save,
  actions,
  titleRef,
}: {
  result: SavvyResult;
  detailAddress: string;
  save: SavePosting;
  actions: SavvyActions;
  titleRef?: Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation();
  const { posting } = result;
  const tailoring = actions.tailoring === posting.id;
  return (
    <PostingCard
      posting={posting}
      detailAddress={detailAddress}
      save={save}
      titleRef={titleRef}
      actions={(titleId) => (
        <>
          <Button
            startIcon={<Description />}
            aria-describedby={titleId}
            disabled={actions.tailoring !== null}
            onClick={() => void actions.tailor(posting)}
          >
            {tailoring ? t('savvy.tailor.working') : t('savvy.tailor.button')}
          </Button>
          <HideMenu describedBy={titleId} onHide={(reason) => void actions.hide(posting, reason)} />
        </>
      )}
    >
      <MatchSummary match={result.match} adjustment={result.adjustment} />
    </PostingCard>
  );
}
