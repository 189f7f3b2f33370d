import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobStages } from '../../../../domain/job-application';
import { signedInBackend, type FakeBackend } from '../../../test-support/fake-backend';
import { withFakeCoverLetters } from '../../../test-support/fake-cover-letters';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { withFakeResumes } from '../../../test-support/fake-resumes';
import { renderApp, setupI18n } from '../../../test-support/render-app';

// The tracker's board at /app/jobs/track, against the fake backend and a fake tracker API.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(setupI18n);

function setup() {
  const { backend } = signedInBackend();
  const resumes = withFakeResumes(backend);
  const letters = withFakeCoverLetters(resumes.backend);
  const tracker = withFakeJobApplications(letters.backend);
  return { resumes, letters, tracker };
}

/**
 * jsdom lays nothing out: the board's columns stand side by side, 200 px apart, as tall as their
 * cards, which stand one under the other, so dragging by keyboard finds its way as in a browser.
 */
function layOutBoard() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({
      x,
      y,
      left: x,
      top: y,
      width,
      height,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    }) as DOMRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const column = this.closest('[data-stage]');
    const stage = jobStages.indexOf(column?.getAttribute('data-stage') as never);
    if (this === column) {
      const cards = column.querySelectorAll('[data-application-id]').length;
      return rect(stage * 200, 0, 180, 80 + cards * 80);
    }
    if (column && this.hasAttribute('data-application-id')) {
      const index = [...column.querySelectorAll('[data-application-id]')].indexOf(this);
      return rect(stage * 200 + 10, 60 + index * 80, 160, 70);
    }
    return rect(0, 0, 0, 0);
  });
}

const column = (stage: string) =>
  screen.getByRole('list', { name: new RegExp(`^${stage} \\d+ application`) });
const companies = (stage: string) =>
  within(column(stage))
    .queryAllByRole('listitem')
    .map((card) => card.querySelector('[data-card-button] span')?.textContent);
const cardButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
/**
 * What the live regions say (the board's own, and drag and drop's), also while a dialog hides
 * them from the accessibility tree.
 */
const announcements = () =>
  screen.getAllByRole('status', { hidden: true }).map((region) => region.textContent);

async function showBoard(backend: FakeBackend) {
  const view = renderApp('/app/jobs/track', { backend });
  await screen.findByRole('region', { name: 'Board of your applications' });
  return view;
}

describe('the job board', () => {
  let layout: ReturnType<typeof layOutBoard>;
  beforeEach(() => {
    layout = layOutBoard();
  });
  afterEach(() => layout.mockRestore());

  it('shows a column per stage with its count, and the applications not archived in order', async () => {
    const { tracker } = setup();
    tracker.add({ company: 'Acme', position: 'Staff Engineer' });
    tracker.add({ company: 'Globex' });
    tracker.add({ company: 'Initech', stage: 'INTERVIEWING' });
    const archived = tracker.add({ company: 'Hooli' });
    archived.archivedReason = 'WITHDRAWN';
    await showBoard(tracker.backend);

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Saved22 applications',
      'Applied00 applications',
      'Interviewing11 application',
      'Offer00 applications',
      'Rejected00 applications',
    ]);
    expect(companies('Saved')).toEqual(['Acme', 'Globex']);
    expect(companies('Interviewing')).toEqual(['Initech']);
    expect(within(column('Applied')).queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByText('Hooli')).toBeNull();
    expect(document.querySelectorAll('[data-application-id]')).toHaveLength(3);
  });

  it('shows on a card its excitement, dates (overdue in words), and the documents sent', async () => {
    const { tracker } = setup();
    const acme = tracker.add({
      company: 'Acme',
      position: 'Staff Engineer',
      excitement: 4,
      nextFollowUp: '2020-01-02',
      deadline: '2999-03-04',
    });
    acme.sentDocuments.push(
      { id: 's1', kind: 'RESUME', name: 'Platform roles', sentAt: '', sourceId: null },
      { id: 's2', kind: 'COVER_LETTER', name: 'Acme letter', sentAt: '', sourceId: null },
    );
    tracker.add({ company: 'Globex', nextFollowUp: '2999-01-01' });
    await showBoard(tracker.backend);

    const card = document.querySelector(`[data-application-id="${acme.id}"]`) as HTMLElement;
    within(card).getByRole('button', { name: 'Acme, Staff Engineer' });
    within(card).getByText('Excitement: 4 out of 5');
    const followUp = within(card).getByText('Follow up Jan 2, 2020 · overdue');
    expect(getComputedStyle(followUp).color).not.toBe(
      getComputedStyle(within(card).getByText('Deadline Mar 4, 2999')).color,
    );
    within(card).getByRole('img', { name: 'Resume sent: Platform roles' });
    within(card).getByRole('img', { name: 'Cover letter sent: Acme letter' });
    screen.getByText('Follow up Jan 1, 2999');
    expect(screen.getAllByText(/overdue/)).toHaveLength(1);
  });

  it('opens an application by click and by Enter', async () => {
    const user = userEvent.setup();
    const { tracker } = setup();
    const acme = tracker.add({ company: 'Acme' });
    const { router } = await showBoard(tracker.backend);
    await user.click(screen.getByText('Acme'));
    expect(router.state.location.search).toBe(`?application=${acme.id}`);
    await act(() => router.navigate('/app/jobs/track'));
    // The detail drawer hides the board from the accessibility tree until it has slid away.
    (await waitFor(() => cardButton('Acme'))).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe(`?application=${acme.id}`);
  });

  it('moves a card to another column by keyboard, announcing each step', async () => {
    const user = userEvent.setup();
    const { tracker } = setup();
    const acme = tracker.add({ company: 'Acme' });
    tracker.add({ company: 'Globex', stage: 'INTERVIEWING' });
    await showBoard(tracker.backend);

    const handle = cardButton('Acme');
    await waitFor(() =>
      expect(
        document.getElementById(handle.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toContain('press Space to pick it up'),
    );
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announcements()).toContain('Picked up Acme, in Saved at position 1 of 1.'),
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(announcements()).toContain('Acme is over Applied, position 1 of 1.'),
    );
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announcements()).toContain('Acme dropped in Applied, position 1 of 1.'),
    );
    await waitFor(() =>
      expect(tracker.calls.filter((call) => call.operation === 'MoveJobApplication')).toEqual([
        {
          operation: 'MoveJobApplication',
          variables: expect.objectContaining({ id: acme.id, stage: 'APPLIED', position: 0 }),
        },
      ]),
    );
    // A move from Saved to Applied asks what was sent.
    const dialog = await screen.findByRole('dialog', { name: 'What did you send?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(companies('Applied')).toEqual(['Acme']);
    expect(companies('Saved')).toEqual([]);
    expect(tracker.applications[0]?.stage).toBe('APPLIED');
  });

  it('moves a card within its column by keyboard, to the place it is dropped', async () => {
    const user = userEvent.setup();
    const { tracker } = setup();
    const acme = tracker.add({ company: 'Acme', stage: 'OFFER' });
    tracker.add({ company: 'Globex', stage: 'OFFER' });
    tracker.add({ company: 'Initech', stage: 'OFFER' });
    await showBoard(tracker.backend);

    cardButton('Acme').focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announcements()).toContain('Picked up Acme, in Offer at position 1 of 3.'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcements()).toContain('Acme is over Offer, position 2 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcements()).toContain('Acme is over Offer, position 3 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(companies('Offer')).toEqual(['Globex', 'Initech', 'Acme']));
    await waitFor(() =>
      expect(tracker.calls.filter((call) => call.operation === 'MoveJobApplication')).toEqual([
        {
          operation: 'MoveJobApplication',
          variables: expect.objectContaining({ id: acme.id, stage: 'OFFER', position: 2 }),
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the move at once and puts the card back, saying so, when the server refuses', async () => {
    const user = userEvent.setup();
    const { tracker } = setup();
    tracker.add({ company: 'Acme', stage: 'APPLIED' });
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const backend: FakeBackend = {
      ...tracker.backend,
      fetch: async (input, init) => {
        if (typeof init?.body === 'string' && init.body.includes('mutation MoveJobApplication')) {
          await refused;
          return new Response(
            JSON.stringify({
              data: null,
              errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
            }),
            { headers: { 'content-type': 'application/json' } },
          );
        }
        return tracker.backend.fetch(input, init);
      },
    };
    await showBoard(backend);

    await user.click(screen.getByRole('button', { name: 'Move Acme to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Interviewing' }));
    expect(companies('Interviewing')).toEqual(['Acme']);
    expect(companies('Applied')).toEqual([]);
    refuse();
    await screen.findByText('Acme could not be moved. It is back where it was.');
    expect(companies('Applied')).toEqual(['Acme']);
    expect(companies('Interviewing')).toEqual([]);
    expect(tracker.applications[0]?.stage).toBe('APPLIED');
  });

  it('moves a card with its "Move to…" menu, keeping the focus on it', async () => {
    const user = userEvent.setup();
    const { tracker } = setup();
    const acme = tracker.add({ company: 'Acme', position: 'Staff Engineer', stage: 'APPLIED' });
    tracker.add({ company: 'Globex', stage: 'REJECTED' });
    const { router } = await showBoard(tracker.backend);

    await user.click(screen.getByRole('button', { name: 'Move Acme, Staff Engineer to…' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Applied' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Rejected' }));
    expect(companies('Rejected')).toEqual(['Globex', 'Acme']);
    // The menu moves the card; it does not open it.
    expect(router.state.location.search).toBe('');
    expect(announcements()).toContain('Acme, Staff Engineer moved to Rejected.');
    await waitFor(() => expect(document.activeElement).toBe(cardButton('Acme')));
    await waitFor(() => expect(tracker.applications[0]?.stage).toBe('REJECTED'));
    expect(tracker.calls).toContainEqual({
      operation: 'MoveJobApplication',
      variables: expect.objectContaining({ id: acme.id, stage: 'REJECTED', position: 1 }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks what was sent after Saved → Applied, and attaches the ticked documents', async () => {
    const user = userEvent.setup();
    const { tracker, resumes, letters } = setup();
    const acme = tracker.add({ company: 'Acme' });
    const resume = resumes.add({ name: 'Platform roles' });
    resumes.add({ name: 'Management roles' });
    const letter = letters.add({ name: 'Acme letter' });
    await showBoard(tracker.backend);

    await user.click(screen.getByRole('button', { name: 'Move Acme to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Applied' }));
    const dialog = await screen.findByRole('dialog', { name: 'What did you send?' });
    const resumeGroup = await within(dialog).findByRole('group', { name: 'Resumes' });
    expect(within(resumeGroup).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Platform roles/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Acme letter/ }));
    const listed = tracker.calls.filter((call) => call.operation === 'JobApplications').length;
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const attachRoute = `POST /api/job-applications/${acme.id}/documents`;
    expect(tracker.calls.filter((call) => call.operation === attachRoute)).toEqual([
      { operation: attachRoute, variables: { kind: 'RESUME', documentId: resume.id } },
      { operation: attachRoute, variables: { kind: 'COVER_LETTER', documentId: letter.id } },
    ]);
    // The list is fetched again, and the card shows what was sent.
    expect(tracker.calls.filter((call) => call.operation === 'JobApplications').length).toBe(
      listed + 1,
    );
    const card = document.querySelector(`[data-application-id="${acme.id}"]`) as HTMLElement;
    await within(card).findByRole('img', { name: `Resume sent: ${resume.id}` });
    within(card).getByRole('img', { name: `Cover letter sent: ${letter.id}` });
  });

  it('says which document failed to attach, and Skip closes without attaching', async () => {
    const user = userEvent.setup();
    const { tracker, resumes } = setup();
    const acme = tracker.add({ company: 'Acme', stage: 'APPLIED' });
    resumes.add({ name: 'Platform roles' });
    const backend: FakeBackend = {
      ...tracker.backend,
      fetch: async (input, init) =>
        String(input).endsWith('/documents')
          ? new Response(JSON.stringify({ message: 'Busy', code: 'RENDER_BUSY' }), {
              status: 429,
              headers: { 'content-type': 'application/json' },
            })
          : tracker.backend.fetch(input, init),
    };
    await showBoard(backend);

    await user.click(screen.getByRole('button', { name: 'Move Acme to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Saved' }));
    await user.click(screen.getByRole('button', { name: 'Move Acme to…' }));
    await user.click(screen.getByRole('menuitem', { name: 'Applied' }));
    const dialog = await screen.findByRole('dialog', { name: 'What did you send?' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Platform roles/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    await within(dialog).findByText(/^Platform roles was not attached: /);
    expect(within(dialog).getByRole('button', { name: 'Skip' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tracker.applications[0]?.sentDocuments).toEqual([]);
    expect(acme.stage).toBe('APPLIED');
  });
});
