import type { TextFieldProps } from '@mui/material/TextField';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeContentSchema } from '../../../../domain/resume';
import type { ResumeDocumentsClient } from '../../../lib/documents-client';
import type { ResumeShare } from '../resume-share-panel';
import { DocumentError } from '../../../lib/documents-client';
import { changeLanguage } from '../../../lib/i18n';
import { setupI18n, setViewportWidth } from '../../../test-support/render-app';
import { renderWithRouter } from '../../../test-support/render-with-router';
import type { ResumeDraft } from './content-changes';
import type { EditorLibrary } from './editor-library';
import { ResumeEditor } from './resume-editor';
import type { SaveResult } from '../../../components/document-editor/use-autosave';

/** How often each text field rendered, by its label: MUI's TextField, wrapped to count. */
const fieldRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('@mui/material/TextField', async (importOriginal) => {
  const { default: TextField } = await importOriginal<{ default: ComponentType<TextFieldProps> }>();
  const { createElement, forwardRef } = await import('react');
  return {
    default: forwardRef<HTMLDivElement, TextFieldProps>(function CountedTextField(props, ref) {
      const label = String(props.label);
      fieldRenders.set(label, (fieldRenders.get(label) ?? 0) + 1);
      return createElement(TextField, { ...props, ref });
    }),
  };
});

beforeAll(setupI18n);
beforeEach(() => {
  setViewportWidth(1280);
  window.sessionStorage.clear();
  window.localStorage.clear();
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:page-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const jobId = '11111111-1111-4111-8111-111111111111';
const library: EditorLibrary = {
  WORK: [
    {
      id: jobId,
      label: 'Engineer · Acme',
      detail: 'Mar 2021 – Present',
      items: [{ id: 'cut', uuid: null, description: 'Cut deploy time by 80%' }],
    },
  ],
  EDUCATION: [],
  SKILLS: [],
};
const saved: ResumeDraft = {
  name: 'Platform roles',
  targetJob: { title: 'Staff Engineer', company: '', description: '' },
  content: resumeContentSchema.parse({
    sections: [
      {
        id: 'work',
        kind: 'WORK',
        entries: [{ id: 'e1', eventId: jobId, bullets: [{ itemId: 'cut', visible: true }] }],
      },
    ],
  }),
};

/** A save that answers only when the test says. */
function fakeSave() {
  const calls: ResumeDraft[] = [];
  const answers: Array<(result: SaveResult) => void> = [];
  const save = (draft: ResumeDraft) =>
    new Promise<SaveResult & { updatedAt?: string }>((resolve) => {
      calls.push(draft);
      answers.push(resolve);
    });
  const answer = async (result: SaveResult = { ok: true }) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0), { timeout: 6000 });
    answers.shift()?.(result);
  };
  return { calls, save, answer };
}

function documents(overrides: Partial<ResumeDocumentsClient> = {}): ResumeDocumentsClient {
  return {
    kind: 'resume',
    preview: vi.fn(async () => ['<svg xmlns="http://www.w3.org/2000/svg"/>']),
    picture: vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    idToken: vi.fn(async () => 'id-token'),
    fit: vi.fn(async () => ({ scale: 0.9, pageCount: 1 })),
    download: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: 'resume.pdf' })),
    thumbnail: vi.fn(async () => new Blob()),
    ...overrides,
  };
}

const share: ResumeShare = { id: 'share-1', enabled: false, indexable: true, viewCount: 0 };

/** A GraphQL endpoint (for the share panel's mutations) that records what it is sent. */
function fakeGraphql() {
  const requests: Array<{ operationName?: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as (typeof requests)[number];
      requests.push(body);
      const input = body.variables.input as { enabled: boolean; indexable: boolean };
      return new Response(
        JSON.stringify({
          data: {
            resume: {
              __typename: 'ResumeMutations',
              setResumeSharing: {
                __typename: 'Resume',
                id: 'r1',
                share: { __typename: 'DocumentShare', ...share, ...input },
              },
            },
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
  return { requests, client };
}

function setup(
  options: { docs?: ResumeDocumentsClient; draft?: ResumeDraft; library?: EditorLibrary } = {},
) {
  const server = fakeSave();
  const docs = options.docs ?? documents();
  const draft = options.draft ?? saved;
  const graphqlApi = fakeGraphql();
  const view = renderWithRouter(
    <Provider value={graphqlApi.client}>
      <ResumeEditor
        resumeId="r1"
        saved={draft}
        start={draft}
        updatedAt="2026-01-01T00:00:00.000Z"
        library={options.library ?? library}
        save={server.save}
        documents={docs}
        share={share}
      />
    </Provider>,
  );
  return { ...view, server, docs, graphqlApi };
}

const saveStatus = (text: string) => screen.findByText(text, {}, { timeout: 6000 });

describe('the resume editor', () => {
  it('autosaves after a change with one save in flight, and keeps the draft when a save fails', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await screen.findByText('All changes saved');
    const name = screen.getByRole('textbox', { name: 'Resume name' });
    await user.type(name, ' 2026');
    await saveStatus('Saving…');
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 6000 });
    expect(server.calls[0]?.name).toBe('Platform roles 2026');

    // A change while the save is in flight waits for it.
    await user.type(name, '!');
    await server.answer();
    await waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 6000 });
    expect(server.calls[1]?.name).toBe('Platform roles 2026!');
    await server.answer({ ok: false, message: 'name must be at most 120 characters' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Couldn’t save.');
    expect(alert.textContent).toContain('name must be at most 120 characters');
    expect((name as HTMLInputElement).value).toBe('Platform roles 2026!');
    expect(window.sessionStorage.getItem('resume-draft:r1')).toContain('Platform roles 2026!');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await server.answer();
    await saveStatus('All changes saved');
    expect(server.calls).toHaveLength(3);
    expect(window.sessionStorage.getItem('resume-draft:r1')).toBeNull();
  });

  it('marks a field holding a NUL and names it when the save is refused, in the language of the moment', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await screen.findByText('All changes saved');
    const headline = screen.getByRole('textbox', { name: 'Headline' });
    await user.type(headline, 'Staff\u0000Engineer');
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(headline.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'Remove the invisible control character or broken symbol from this text (often pasted from another app).',
    );
    await server.answer({
      ok: false,
      message: 'content.header.headline must not contain NUL or unpaired surrogate characters',
      refusal: { code: 'forbiddenCharacter', field: 'content.header.headline' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Couldn’t save. Your changes are kept on this page. “Headline” holds an invisible control character or a broken symbol (often pasted from another app). Remove it.',
    );
    await changeLanguage('es');
    try {
      await waitFor(() =>
        expect(alert.textContent).toContain(
          '«Titular» contiene un carácter de control invisible o un símbolo dañado',
        ),
      );
    } finally {
      await changeLanguage('en');
    }
    expect((headline as HTMLInputElement).value).toBe('Staff\u0000Engineer');
  });

  it('edits the target job in its panel, saved with the draft and undone like the rest', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    const panel = screen.getByRole('button', { name: /Target job/ });
    expect(panel.getAttribute('aria-expanded')).toBe('false');
    expect(panel.textContent).toContain('Staff Engineer');
    await user.click(panel);
    expect(panel.getAttribute('aria-expanded')).toBe('true');
    // The open part is a region named by its heading, which controls it.
    const region = screen.getByRole('region', { name: /Target job/ });
    expect(panel.getAttribute('aria-controls')).toBe(region.id);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: 'Job description' }), 'Own the platform.');
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 6000 });
    expect(server.calls[0]?.targetJob).toEqual({
      title: 'Staff Engineer',
      company: 'Initech',
      description: 'Own the platform.',
    });
    expect(server.calls[0]?.name).toBe('Platform roles');
    expect(panel.textContent).toContain('Staff Engineer · Initech');
    await server.answer();
    await saveStatus('All changes saved');

    // Typing in one field is one undo step.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Job description' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Initech');
  });

  it('completes a header link typed without https:// as the field is left, and saves it so', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const address = screen.getByRole('textbox', { name: 'Address of Link 1' });
    await user.type(address, 'example.com/me');
    await user.tab();
    expect(address).toHaveProperty('value', 'https://example.com/me');
    await waitFor(
      () =>
        expect(server.calls.at(-1)?.content.header.links).toEqual([
          { label: '', url: 'https://example.com/me' },
        ]),
      { timeout: 6000 },
    );
  });

  it('shares the resume from a dialog with the list’s share panel', async () => {
    const user = userEvent.setup();
    const { graphqlApi } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this resume' });
    await user.click(within(dialog).getByRole('switch', { name: 'Share online' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    expect(link).toHaveProperty('value', `${window.location.origin}/r/share-1`);
    expect(
      graphqlApi.requests.map((request) => [request.operationName, request.variables]),
    ).toEqual([['SetResumeSharing', { id: 'r1', input: { enabled: true, indexable: true } }]]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    const user = userEvent.setup();
    setup();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('menuitem', { name: 'Custom section' }));
    const heading = await screen.findByRole('textbox', {
      name: 'Heading of Additional information',
    });
    expect(document.activeElement).toBe(heading);
    await user.type(heading, 'Awards');
    expect(screen.getByRole('region', { name: 'Awards' })).toBeTruthy();

    // Typing in one field is one step.
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('region', { name: 'Additional information' })).toBeTruthy();
    await user.click(undo);
    expect(screen.queryByRole('region', { name: 'Additional information' })).toBeNull();
    expect(undo).toHaveProperty('disabled', true);
    await user.keyboard('{Shift>}{Control>}z{/Control}{/Shift}');
    expect(screen.getByRole('region', { name: 'Additional information' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByRole('region', { name: 'Awards' })).toBeTruthy();
    expect(screen.getByTestId('editor-announcer').textContent?.replace('\u200b', '')).toBe(
      'Redone.',
    );
  });

  it('removes a section with an Undo, and moves sections with focus following', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('menuitem', { name: 'Skills' }));
    const moveUp = await screen.findByRole('button', { name: 'Move Skills up' });
    await user.click(moveUp);
    const sectionOrder = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name === 'Skills' || name === 'Experience');
    expect(sectionOrder).toEqual(['Skills', 'Experience']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Skills down' }));

    await user.click(screen.getByRole('button', { name: 'Remove section Experience' }));
    expect(screen.queryByRole('region', { name: 'Experience' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Heading of Skills' }));
    await user.click(screen.getByRole('button', { name: 'Undo removing Experience' }));
    const restored = screen.getByRole('region', { name: 'Experience' });
    expect(within(restored).getByText('Engineer · Acme')).toBeTruthy();
  });

  it('shows the pages as images, and a failed render with a retry', async () => {
    const user = userEvent.setup();
    const preview = vi
      .fn<ResumeDocumentsClient['preview']>()
      .mockRejectedValueOnce(new DocumentError(400, 'content.header.name is too long'))
      .mockResolvedValue(['<svg/>', '<svg/>']);
    setup({ docs: documents({ preview }) });
    const alert = await screen.findByRole('alert', {}, { timeout: 6000 });
    expect(alert.textContent).toContain('The preview could not be made.');
    expect(alert.textContent).toContain('content.header.name is too long');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const pages = await screen.findAllByRole('img', {}, { timeout: 6000 });
    expect(pages.map((page) => page.getAttribute('alt'))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
    expect(pages[0]?.getAttribute('src')).toMatch(/^blob:/);
    expect(preview.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
  });

  it('fits to one page by setting the scale, and resets the size', async () => {
    const user = userEvent.setup();
    const { docs } = setup();
    await user.click(screen.getByRole('button', { name: 'Fit to 1 page' }));
    await screen.findByText('Fits on 1 page at 90 %.');
    expect(docs.fit).toHaveBeenCalledWith(saved.content, 1);
    screen.getByText('Overall size: 90 %');
    await user.click(screen.getByRole('button', { name: 'Reset size' }));
    screen.getByText('Overall size: 100 %');
  });

  it('re-renders only the field typed in, not the fields beside it', async () => {
    const user = userEvent.setup();
    const mentor = { id: 'mentor', uuid: null, description: 'Mentored four engineers' };
    const job = library.WORK[0]!;
    setup({
      library: { ...library, WORK: [{ ...job, items: [...job.items, mentor] }] },
      draft: {
        ...saved,
        content: resumeContentSchema.parse({
          sections: [
            {
              id: 'work',
              kind: 'WORK',
              entries: [
                {
                  id: 'e1',
                  eventId: jobId,
                  bullets: [
                    { itemId: 'cut', visible: true },
                    { itemId: 'mentor', visible: true },
                  ],
                },
              ],
            },
            {
              id: 'awards',
              kind: 'CUSTOM',
              heading: 'Awards',
              entries: [{ id: 'a1', title: 'Prize', bullets: ['First line', 'Second line'] }],
            },
          ],
        }),
      },
    });
    // The design panel's pictures of each template come once, and re-render that panel: not
    // while the test counts.
    await waitFor(
      () => expect(document.querySelectorAll('img[data-template-thumbnail]')).toHaveLength(3),
      { timeout: 6000 },
    );
    /** The fields that rendered while two keys were typed into the field `name`. */
    const renderedTyping = async (name: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      fieldRenders.clear();
      await user.keyboard('ab');
      return Object.fromEntries(fieldRenders);
    };

    expect(await renderedTyping('Summary')).toEqual({ Summary: 2 });
    expect(await renderedTyping('Headline')).toEqual({ Headline: 2 });
    expect(await renderedTyping('Resume name')).toEqual({ 'Resume name': 2 });
    expect(await renderedTyping('Bullet 1')).toEqual({ 'Bullet 1': 2 });
    expect(await renderedTyping('Line 2 of Prize')).toEqual({ 'Line 2 of Prize': 2 });
    expect(screen.getByRole('textbox', { name: 'Line 2 of Prize' })).toHaveProperty(
      'value',
      'Second lineab',
    );
  });

  it('zooms the preview without re-rendering a field of the form', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('img', { name: 'Page 1 of 1' }, { timeout: 6000 });
    // The design panel's pictures of each template have come (they re-render that panel).
    await waitFor(
      () => expect(document.querySelectorAll('img[data-template-thumbnail]')).toHaveLength(3),
      { timeout: 6000 },
    );
    const fitPage = screen.getByRole('button', { name: 'Fit page' });
    expect(screen.getByRole('button', { name: 'Fit width' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fieldRenders.clear();
    await user.click(fitPage);
    await user.click(screen.getByRole('button', { name: '100 %' }));
    expect(screen.getByRole('button', { name: '100 %' }).getAttribute('aria-pressed')).toBe('true');
    expect(Object.fromEntries(fieldRenders)).toEqual({});
    expect(screen.getByText('Page 1 of 1', { selector: '[role="status"]' })).toBeTruthy();
  });

  it('collapses a section and an entry, remembered for this resume in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = setup();
    const section = screen.getByRole('button', { name: 'Experience' });
    const entry = screen.getByRole('button', { name: 'Engineer · Acme' });
    expect(section.getAttribute('aria-expanded')).toBe('true');
    expect(entry.getAttribute('aria-expanded')).toBe('true');
    expect(section.closest('h2')).not.toBeNull();
    expect(entry.closest('h3')).not.toBeNull();

    await user.click(entry);
    expect(entry.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Bullet 1' })).toBeNull();
    expect(document.getElementById(entry.getAttribute('aria-controls')!)).toHaveProperty(
      'hidden',
      true,
    );
    fieldRenders.clear();
    await user.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: 'Heading of Experience' })).toBeNull();
    expect(fieldRenders.get('Summary')).toBeUndefined();

    unmount();
    setup();
    expect(screen.getByRole('button', { name: 'Experience' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Experience' }));
    expect(
      screen.getByRole('button', { name: 'Engineer · Acme' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Engineer · Acme' }));
    expect(screen.getByRole('textbox', { name: 'Bullet 1' })).toBeTruthy();
  });
});
