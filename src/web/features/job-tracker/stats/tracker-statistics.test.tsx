import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/job-application';
import { weekStart } from '../../../../domain/job-statistics';
import { changeLanguage } from '../../../lib/i18n';
import { signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n, setViewportWidth } from '../../../test-support/render-app';
import { addDays } from '../due/due-items';

// Whole-app journeys through /app/jobs/track?view=stats, against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(setupI18n);
beforeEach(() => setViewportWidth(1280));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const statsView = '/app/jobs/track?view=stats';
// Mondays: this week's and the previous ones, so every date falls in a known week.
const thisWeek = weekStart(localDay());
const week = (back: number, plus = 0) => addDays(thisWeek, -7 * back + plus);

function setup() {
  const fake = withFakeJobApplications(signedInBackend().backend);
  // Two this week, one three weeks ago, one too old to be in the weeks.
  fake.add({ company: 'Saved', history: [{ stage: 'SAVED', at: week(0) }] });
  fake.add({
    company: 'Rejected',
    history: [
      { stage: 'APPLIED', at: week(0) },
      { stage: 'REJECTED', at: week(0, 4) },
    ],
  });
  fake.add({
    company: 'Offer',
    history: [
      { stage: 'SAVED', at: week(3) },
      { stage: 'APPLIED', at: week(3, 1) },
      { stage: 'INTERVIEWING', at: week(3, 3) },
      { stage: 'OFFER', at: week(1) },
    ],
  });
  const ghosted = fake.add({ company: 'Ghosted', history: [{ stage: 'APPLIED', at: week(20) }] });
  ghosted.archivedReason = 'NO_ANSWER';
  return fake;
}

/** The hidden table's rows as text cells, header row first. */
const tableOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the Statistics view', () => {
  it('shows the figures, and the charts’ numbers as tables for screen readers', async () => {
    renderApp(statsView, { backend: setup().backend });
    const summary = await screen.findByRole('list', { name: 'Your figures' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4Applications1 rejected along the way',
      '67%Response rate2 of 3 sent applications answered',
      '3 daysMedian time to an answerFrom Applied to the first answer (2 counted)',
    ]);

    const weeks = tableOf('Applications started per week, last 12 weeks');
    expect(weeks[0]).toEqual(['Week of', 'Applications']);
    expect(weeks).toHaveLength(13);
    expect(weeks.slice(1).map((row) => row[1])).toEqual([
      ...Array<string>(8).fill('0'),
      '1',
      '0',
      '0',
      '2',
    ]);
    const monday = new Date(`${thisWeek}T00:00:00Z`);
    expect(weeks[12]![0]).toBe(
      new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        monday,
      ),
    );

    expect(tableOf('How far applications got')).toEqual([
      ['Stage', 'Reached', 'Went on from the stage before'],
      ['Saved', '4', '—'],
      ['Applied', '3', '75%'],
      ['Interviewing', '1', '33%'],
      ['Offer', '1', '100%'],
    ]);
    screen.getByText(
      'Saved → Applied: 75% · Applied → Interviewing: 33% · Interviewing → Offer: 100%',
    );
    // The charts are drawn for the eye; their numbers are in the tables.
    const region = screen.getByRole('region', { name: 'How far applications got' });
    expect(region.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('says there is nothing to count yet', async () => {
    const fake = withFakeJobApplications(signedInBackend().backend);
    renderApp(statsView, { backend: fake.backend });
    await screen.findByRole('heading', { level: 2, name: 'Nothing to count yet' });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no median before any answer, and writes numbers in the UI language', async () => {
    const fake = withFakeJobApplications(signedInBackend().backend);
    fake.add({ company: 'Waiting', history: [{ stage: 'APPLIED', at: week(0) }] });
    await changeLanguage('fr');
    renderApp(statsView, { backend: fake.backend });
    const summary = await screen.findByRole('list', { name: 'Vos chiffres' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Candidatures0 refusées en chemin',
      '0\u00a0%Taux de réponse0 réponses sur 1 candidatures envoyées',
      '—Délai médian de réponseAucune réponse datée après une candidature pour l’instant',
    ]);
  });
});
