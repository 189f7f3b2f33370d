import { resumeContentSchema, targetJobSchema } from '../../../../domain/resume';
import { draftStorage } from '../../../components/document-editor/draft-storage';
import type { ResumeDraft } from './content-changes';

/** A resume's unsaved draft in this tab (src/web/components/document-editor/draft-storage.ts). */
export const resumeDrafts = draftStorage<ResumeDraft>('resume-draft', {
  content: resumeContentSchema,
  targetJob: targetJobSchema,
});
