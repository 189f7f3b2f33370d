/**
 * The resumes API for component tests (src/web/test-support/fake-documents.ts): the operations of
 * resume-operations.ts, the `LetterResumes` list a new letter matches from, and the files.
 */
import type { FakeBackend } from './fake-backend';
import { withFakeDocuments, type FakeDocument } from './fake-documents';

export interface FakeResume extends FakeDocument {
  targetJob: { title: string; company: string; description: string };
  template: string;
  language: string;
  paper: string;
}

export function withFakeResumes(backend: FakeBackend, now?: () => Date) {
  const fake = withFakeDocuments<FakeResume>(
    backend,
    {
      typename: 'Resume',
      listField: 'resumes',
      namespace: 'resume',
      base: '/api/resumes',
      formats: ['pdf', 'docx', 'json', 'txt'],
      otherLists: ['LetterResumes'],
      fields: (input) => ({
        targetJob: {
          title: '',
          company: '',
          description: '',
          ...(input.targetJob as Partial<FakeResume['targetJob']> | undefined),
        },
        template: (input.template as string | undefined) ?? 'CLASSIC',
        language: (input.language as string | undefined) ?? 'EN',
        paper: (input.paper as string | undefined) ?? 'LETTER',
      }),
      result: (resume) => ({ targetJob: { __typename: 'TargetJob', ...resume.targetJob } }),
    },
    now,
  );
  return { ...fake, resumes: fake.documents };
}
