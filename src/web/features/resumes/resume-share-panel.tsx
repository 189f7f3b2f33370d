import { useMemo } from 'react';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import {
  SharePanel,
  type DocumentShare,
  type SharingActions,
} from '../../components/documents/share-panel';
import type { Notify } from '../../components/documents/use-notice';
import { ReplaceResumeShareLinkMutation, SetResumeSharingMutation } from './resume-operations';

export type ResumeShare = DocumentShare;

/** A resume's sharing changes, for the share panel. */
export function useResumeSharing(resumeId: string): SharingActions {
  const [, setSharing] = useMutation(SetResumeSharingMutation);
  const [, replaceLink] = useMutation(ReplaceResumeShareLinkMutation);
  return useMemo(
    () => ({
      path: paths.onlineResume,
      setSharing: async (input) =>
        (await setSharing({ id: resumeId, input })).data?.resume.setResumeSharing.share ?? null,
      replaceLink: async () =>
        (await replaceLink({ id: resumeId })).data?.resume.replaceResumeShareLink.share ?? null,
    }),
    [replaceLink, resumeId, setSharing],
  );
}

/** A resume's public link (src/web/components/documents/share-panel.tsx). */
export function ResumeSharePanel({
  resumeId,
  share,
  notify,
}: {
  resumeId: string;
  share: ResumeShare;
  notify: Notify;
}) {
  return <SharePanel share={share} notify={notify} actions={useResumeSharing(resumeId)} />;
}
