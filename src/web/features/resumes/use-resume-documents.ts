import { useMemo } from 'react';
import { createResumeDocumentsClient } from '../../lib/resume-documents';
import { useServices } from '../../lib/services';

/** The rendered-document API of resumes (preview, fit, downloads, thumbnails). */
export function useResumeDocuments() {
  const { identity } = useServices();
  return useMemo(() => createResumeDocumentsClient(identity), [identity]);
}
