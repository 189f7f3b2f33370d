import { useMemo } from 'react';
import { useMutation } from 'urql';
import { paths } from '../../../domain/paths';
import type { SharingActions } from '../../components/documents/share-panel';
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
  confirmEnable?: () => Promise<boolean>,
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
