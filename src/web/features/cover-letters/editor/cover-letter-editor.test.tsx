import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coverLetterContentSchema } from '../../../../domain/cover-letter';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { CoverLetterDocumentsClient, LetterDraft } from '../../../lib/documents-client';
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
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:page-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

const ids = {
  opening: '11111111-1111-4111-8111-111111111111',
  body: '22222222-2222-4222-8222-222222222222',
  closing: '33333333-3333-4333-8333-333333333333',
};
const library: LetterLibrary = [
  { id: ids.opening, kind: 'OPENING', title: 'Warm opening', text: 'Hello {company}.', tags: [] },
  {
    id: ids.body,
    kind: 'BODY',
    title: 'Kubernetes platform',
    text: 'I ran Kubernetes clusters.',
    tags: ['platform'],
  },
  { id: ids.closing, kind: 'CLOSING', title: 'Thanks', text: 'Thank you.', tags: [] },
];
const saved: CoverLetterDraft = {
  name: 'Initech',
  targetJob: { position: 'Engineer', company: '', hiringManager: '', description: '' },
  content: coverLetterContentSchema.parse({
    paragraphs: [
      { id: 'p-body', eventId: ids.body },
      { id: 'p-closing', eventId: ids.closing },
    ],
  }),
};

function setup(options: { library?: LetterLibrary } = {}) {
  const saves: CoverLetterDraft[] = [];
  const save = vi.fn(async (draft: CoverLetterDraft): Promise<SaveResult> => {
    saves.push(draft);
    return { ok: true };
  });
  const previews: LetterDraft[] = [];
  const documents: CoverLetterDocumentsClient = {
    kind: 'coverLetter',
    preview: vi.fn(async (draft: LetterDraft) => {
      previews.push(draft);
      return ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 612 792"/>'];
    }),
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
        library={options.library ?? library}
        save={save}
        documents={documents}
        share={{ id: 'share-1', enabled: false, indexable: true, viewCount: 0 }}
      />
    </Provider>,
  );
  return { saves, previews, documents };
}

const paragraphList = () => screen.getByRole('list', { name: 'Paragraphs' });
const paragraphTexts = () =>
  within(paragraphList())
    .getAllByRole('textbox')
    .map((box) => (box as HTMLTextAreaElement).value);

describe('the cover-letter editor', () => {
  it('rewords a paragraph for this letter, marks it, and resets it to the library', async () => {
    const user = userEvent.setup();
    const { saves } = setup();
    const text = screen.getByRole('textbox', { name: 'Text of Kubernetes platform' });
    await user.clear(text);
    await user.type(text, 'I ran every cluster.');
    expect(within(paragraphList()).getByText('Differs from library')).toBeTruthy();
    expect(screen.getByText('Library: I ran Kubernetes clusters.')).toBeTruthy();
    await waitFor(
      () => expect(saves.at(-1)?.content.paragraphs[0]?.text).toBe('I ran every cluster.'),
      {
        timeout: 6000,
      },
    );

    await user.click(screen.getByRole('button', { name: 'Reset Kubernetes platform to library' }));
    expect((text as HTMLTextAreaElement).value).toBe('I ran Kubernetes clusters.');
    expect(within(paragraphList()).queryByText('Differs from library')).toBeNull();
    await waitFor(() => expect(saves.at(-1)?.content.paragraphs[0]?.text).toBeNull(), {
      timeout: 6000,
    });
  });

  it('adds a paragraph where its kind goes, and moves one by keyboard with the focus', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Add from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Add paragraphs' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Warm opening/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paragraphTexts()).toEqual([
      'Hello {company}.',
      'I ran Kubernetes clusters.',
      'Thank you.',
    ]);

    const down = screen.getByRole('button', { name: 'Move Warm opening down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(paragraphTexts()).toEqual([
      'I ran Kubernetes clusters.',
      'Hello {company}.',
      'Thank you.',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move Warm opening down' }),
      ),
    );
    expect(screen.getByTestId('editor-announcer').textContent).toContain(
      'Warm opening moved to position 2 of 3.',
    );
  });

  it('lists the placeholders nothing fills, with what fills them, and asks before a download', async () => {
    const user = userEvent.setup();
    const { documents } = setup();
    await user.click(screen.getByRole('button', { name: 'Add from library' }));
    const dialog = screen.getByRole('dialog', { name: 'Add paragraphs' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Warm opening/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('{company}')).toBeTruthy();
    expect(screen.getByText(/fill “Company” in Target job/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));
    const ask = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    expect(ask.textContent).toContain('The placeholder {company} is not filled in');
    await user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(documents.download).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Target job/ }));
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Initech');
    expect(screen.getByText('Every placeholder is filled.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));
    await waitFor(() => expect(documents.download).toHaveBeenCalledWith('l1', 'pdf'), {
      timeout: 6000,
    });
  });

  it('suggests the paragraphs that share words with the job description, with the reasons', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Remove Kubernetes platform' }));
    expect(paragraphTexts()).toEqual(['Thank you.']);
    await user.click(screen.getByRole('button', { name: /Target job/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Job description' }),
      'We run Kubernetes for our platform',
    );
    await user.click(screen.getByRole('button', { name: 'Suggest paragraphs' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggested for this job' });
    const suggestion = within(dialog).getByRole('checkbox', { name: /Kubernetes platform/ });
    expect(within(dialog).getByText(/shares: kubernetes/).textContent).toContain('tags: platform');
    expect(within(dialog).queryByRole('checkbox', { name: /Warm opening/ })).toBeNull();
    await user.click(suggestion);
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paragraphTexts()).toEqual(['I ran Kubernetes clusters.', 'Thank you.']);
  });

  it('says a paragraph the library lost is left out, until it is removed', async () => {
    const user = userEvent.setup();
    setup({ library: library.filter((paragraph) => paragraph.id !== ids.closing) });
    expect(within(paragraphList()).getByText('Deleted from your library')).toBeTruthy();
    expect(paragraphTexts()).toEqual(['I ran Kubernetes clusters.']);
    await user.click(screen.getByRole('button', { name: 'Remove Paragraph 2' }));
    expect(within(paragraphList()).queryByText('Deleted from your library')).toBeNull();
  });

  it('renders a new name without a new preview: the preview follows content and job only', async () => {
    const user = userEvent.setup();
    const { previews } = setup();
    await waitFor(() => expect(previews.length).toBeGreaterThan(0));
    const first = previews[0];
    await user.type(screen.getByRole('textbox', { name: 'Letter name' }), ' 2');
    await user.type(screen.getByRole('textbox', { name: 'Greeting' }), 'Dear team,');
    await waitFor(() => expect(previews.at(-1)?.content.greeting).toBe('Dear team,'));
    // Every draft rendered is the first one or holds the greeting: the name made none.
    expect(previews.filter((draft) => draft !== first && draft.content.greeting === '')).toEqual(
      [],
    );
  });
});
