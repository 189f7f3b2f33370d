/**
 * The cover letters API for component tests (src/web/test-support/fake-documents.ts): the
 * operations of cover-letter-operations.ts the list and the new-letter page run, and the files.
 */
import type { FakeBackend } from './fake-backend';
import { withFakeDocuments, type FakeDocument } from './fake-documents';

export interface FakeCoverLetter extends FakeDocument {
  targetJob: { position: string; company: string; hiringManager: string; description: string };
  /** The resume it matches, and (without one) its first design choices. */
  resumeId: string | null;
  template: string | null;
  language: string | null;
  paper: string | null;
  missingPlaceholders: string[];
}

export function withFakeCoverLetters(backend: FakeBackend, now?: () => Date) {
  const fake = withFakeDocuments<FakeCoverLetter>(
    backend,
    {
      typename: 'CoverLetter',
      listField: 'coverLetters',
      namespace: 'coverLetter',
      base: '/api/cover-letters',
      formats: ['pdf', 'docx', 'txt'],
      fields: (input) => ({
        targetJob: {
          position: '',
          company: '',
          hiringManager: '',
          description: '',
          ...(input.targetJob as Partial<FakeCoverLetter['targetJob']> | undefined),
        },
        resumeId: (input.resumeId as string | undefined) ?? null,
        template: (input.template as string | undefined) ?? null,
        language: (input.language as string | undefined) ?? null,
        paper: (input.paper as string | undefined) ?? null,
        missingPlaceholders: [],
      }),
      result: (letter) => ({
        targetJob: { __typename: 'LetterTargetJob', ...letter.targetJob },
        missingPlaceholders: letter.missingPlaceholders,
      }),
    },
    now,
  );
  return { ...fake, letters: fake.documents };
}
