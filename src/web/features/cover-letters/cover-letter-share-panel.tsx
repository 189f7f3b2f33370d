import { useMemo } from 'react';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import {
  SharePanel,
  type DocumentShare,
  type SharingActions,
} from '../../components/documents/share-panel';
import type { Notify } from '../../components/documents/use-notice';
import {
  ReplaceCoverLetterShareLinkMutation,
  SetCoverLetterSharingMutation,
} from './cover-letter-operations';

/**
 * A letter's sharing changes, for the share panel (src/web/components/documents/share-panel.tsx);
 * `confirmEnable` is asked before sharing a letter whose placeholders nothing fills.
 */
export function useCoverLetterSharing(
  letterId: string,
  confirmEnable?: (() => Promise<boolean>) | undefined,
): SharingActions {
  const [, setSharing] = useMutation(SetCoverLetterSharingMutation);
  const [, replaceLink] = useMutation(ReplaceCoverLetterShareLinkMutation);
  return useMemo(
    () => ({
      path: paths.onlineCoverLetter,
      setSharing: async (input) =>
        (await setSharing({ id: letterId, input })).data?.coverLetter.setCoverLetterSharing.share ??
        null,
      replaceLink: async () =>
        (await replaceLink({ id: letterId })).data?.coverLetter.replaceCoverLetterShareLink.share ??
        null,
      ...(confirmEnable ? { confirmEnable } : {}),
    }),
    [confirmEnable, letterId, replaceLink, setSharing],
  );
}

/**
 * A letter's public link (src/web/components/documents/share-panel.tsx); `confirmEnable` is
 * asked before sharing is turned on while a placeholder is unfilled.
 */
export function CoverLetterSharePanel({
  letterId,
  share,
  notify,
  confirmEnable,
}: {
  letterId: string;
  share: DocumentShare;
  notify: Notify;
  confirmEnable?: (() => Promise<boolean>) | undefined;
}) {
  const actions = useCoverLetterSharing(letterId, confirmEnable);
  return <SharePanel share={share} notify={notify} actions={actions} />;
}
