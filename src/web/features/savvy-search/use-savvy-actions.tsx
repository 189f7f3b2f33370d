import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import { UndoSnackbar } from '../../components/undo-snackbar';
import { useHiddenIds } from '../../components/use-hidden-ids';
import {
  HideJobPostingMutation,
  TailorResumeMutation,
  UnhideJobPostingMutation,
  type HideReason,
} from './savvy-search-operations';

/** What hiding and tailoring need of a posting. */
export interface ActedPosting {
  id: string;
  title: string;
}

interface Notice {
  message: string;
  /** The posting an Undo brings back. */
  undo?: ActedPosting;
  /** A new notice restarts the snackbar's timer. */
  serial: number;
}

/**
 * What the savvy search does to a result beyond saving it, and the one snackbar that tells of it
 * (screen readers announce it): hiding for a reason (the result leaves the list at once; Undo
 * brings it back in place; a failed hide puts it back and says so), and tailoring a resume for
 * it (made on the server, then opened in the resume editor). `notify` is the snackbar for the
 * page's other news.
 */
export function useSavvyActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, hideMutation] = useMutation(HideJobPostingMutation);
  const [, unhideMutation] = useMutation(UnhideJobPostingMutation);
  const [, tailorMutation] = useMutation(TailorResumeMutation);
  const { hidden, show } = useHiddenIds();
  const [tailoring, setTailoring] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const serial = useRef(0);

  const notify = useCallback(
    (message: string, undo?: ActedPosting) =>
      setNotice({ message, undo, serial: ++serial.current }),
    [],
  );

  const hide = async (posting: ActedPosting, reason: HideReason) => {
    show(posting.id, false);
    const { data } = await hideMutation({ id: posting.id, reason });
    if (data) notify(t('savvy.hide.hidden', { title: posting.title }), posting);
    else {
      show(posting.id, true);
      notify(t('savvy.hide.hideFailed', { title: posting.title }));
    }
  };

  const undo = async (posting: ActedPosting) => {
    setNotice(null);
    const { data } = await unhideMutation({ id: posting.id });
    if (data) show(posting.id, true);
    notify(t(data ? 'savvy.hide.restored' : 'savvy.hide.restoreFailed', { title: posting.title }));
  };

  const tailor = async (posting: ActedPosting) => {
    setTailoring(posting.id);
    const { data } = await tailorMutation({ postingId: posting.id });
    setTailoring(null);
    const resume = data?.resume.tailorResume;
    if (resume) void navigate(paths.editResume(resume.id));
    else notify(t('savvy.tailor.failed'));
  };

  const undoPosting = notice?.undo;
  const snackbar = (
    <UndoSnackbar
      serial={notice?.serial}
      open={notice !== null}
      message={notice?.message ?? ''}
      undoLabel={t('savvy.hide.undo')}
      onUndo={undoPosting ? () => void undo(undoPosting) : undefined}
      onClose={() => setNotice(null)}
    />
  );

  return { hidden, hide, tailor, tailoring, notify, snackbar };
}

export type SavvyActions = ReturnType<typeof useSavvyActions>;
