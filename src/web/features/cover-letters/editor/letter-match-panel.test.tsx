import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverLetterContentSchema } from '../../../../domain/cover-letter';
import type { ResumeLibrary } from '../../../../domain/resume';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { CoverLetterDocumentsClient } from '../../../lib/documents-client';
import { setupI18n, setViewportWidth } from '../../../test-support/render-app';
import { renderWithRouter } from '../../../test-support/render-with-router';
import { CoverLetterEditor } from './cover-letter-editor';
import type { CoverLetterDraft } from './letter-draft';
import type { LetterLibrary } from './letter-library';

beforeAll(setupI18n);
beforeEach(() => {
  setViewportWidth(1280);
  window.sessionStorage.clear();
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:page');
  URL.revokeObjectURL = vi.fn();
});

const body = '22222222-2222-4222-8222-222222222222';
const acme = '11111111-1111-4111-8111-111111111111';
const library: LetterLibrary = [
  {
    id: body,
    kind: 'BODY',
    title: 'Platform work',
    text: 'I ran Kubernetes clusters for five teams.',
    tags: [],
  },
];
const matchLibrary: ResumeLibrary = {
  work: [
    {
      id: acme,
      company: 'Acme',
      position: 'Platform Engineer',
      location: '',
      link: '',
      startDate: '2018-01',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [
        { id: 'k8s', uuid: null, description: 'Ran the Kubernetes clusters' },
        { id: 'tf', uuid: null, description: 'Wrote the Terraform modules' },
      ],
    },
  ],
  edu: [],
  skills: [],
};
const saved: CoverLetterDraft = {
  name: 'Initech',
  targetJob: {
    position: 'Platform Engineer',
    company: 'Initech',
    hiringManager: '',
    description: 'You run Kubernetes with Terraform and Go programming.',
  },
  content: coverLetterContentSchema.parse({ paragraphs: [{ id: 'p-body', eventId: body }] }),
};

function setup() {
  const save = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
  const documents: CoverLetterDocumentsClient = {
    kind: 'coverLetter',
    preview: vi.fn(async () => ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 612 792"/>']),
    picture: vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    idToken: vi.fn(async () => 'id-token'),
    fit: vi.fn(async () => ({ scale: 1, pageCount: 1 })),
    download: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: 'letter.pdf' })),
    thumbnail: vi.fn(async () => new Blob()),
  };
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
  renderWithRouter(
    <Provider value={client}>
      <CoverLetterEditor
        letterId="l1"
        saved={saved}
        start={saved}
        updatedAt="2026-01-01T00:00:00.000Z"
        library={library}
        matchLibrary={matchLibrary}
        save={save}
        documents={documents}
        share={{ id: 'share-1', enabled: false, indexable: true, viewCount: 0 }}
      />
    </Provider>,
  );
}

const panel = () => screen.getByRole('region', { name: 'Match' });
const list = (name: RegExp) => within(panel()).getByRole('region', { name });

describe('the match panel in the cover-letter editor', () => {
  it('matches the letter’s own words, and follows a reworded paragraph', async () => {
    const user = userEvent.setup();
    setup();
    await within(panel()).findByTestId('match-band', {}, { timeout: 5000 });
    expect(within(list(/^Shown in this document/)).getByText('Kubernetes')).toBeTruthy();
    const hidden = list(/^In your library, not shown here/);
    expect(within(hidden).getByText('Terraform')).toBeTruthy();
    expect(within(hidden).getByText(/say them in a paragraph of the letter/)).toBeTruthy();
    expect(within(hidden).queryByRole('button')).toBeNull();
    expect(within(list(/^Not in your library/)).getByText('Go')).toBeTruthy();

    const text = screen.getByRole('textbox', { name: 'Text of Platform work' });
    await user.clear(text);
    await user.paste('I ran Kubernetes and wrote Terraform modules.');
    await waitFor(
      () => expect(within(list(/^Shown in this document/)).getByText('Terraform')).toBeTruthy(),
      { timeout: 5000 },
    );
  });
});
