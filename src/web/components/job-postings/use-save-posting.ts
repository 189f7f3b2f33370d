import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import type { Notify } from '../documents/use-notice';
import { SaveJobPostingMutation } from './job-posting-operations';

/** What a save to the tracker needs of a posting. */
export interface SavablePosting {
  id: string;
  title: string;
  tracked: boolean;
}

/**
 * Saving postings to the tracker: a posting not there yet becomes a Saved application and says
 * so; one already there opens its application in the tracker (saving answers the one that
 * exists). `saving` names the posting on its way.
 */
export function useSavePosting(notify: Notify, onSaved: (postingId: string) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, saveMutation] = useMutation(SaveJobPostingMutation);
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (posting: SavablePosting) => {
    setSaving(posting.id);
    const { data } = await saveMutation({ id: posting.id });
    setSaving(null);
    const application = data?.job.saveJobPosting;
    if (!application) {
      notify(t('jobSearch.results.saveFailed'));
    } else if (posting.tracked) {
      void navigate(paths.jobTracker(application.id));
    } else {
      onSaved(posting.id);
      notify(t('jobSearch.results.saved', { title: posting.title }));
    }
  };
  return { save, saving };
}

export type SavePosting = ReturnType<typeof useSavePosting>;
