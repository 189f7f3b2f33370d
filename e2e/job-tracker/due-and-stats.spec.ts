/**
 * The job tracker's Due and Statistics views (issue 16), against the real server: applications
 * made through the GraphQL API, one with a follow-up in the past, show in Due and in the side
 * navigation's count; "Done" clears it on the server and the count goes. The statistics show the
 * figures of the applications' histories. Both views pass axe and fit a 375 px phone.
 */
import { graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expectFitsPhone } from '../support/document-list';
import { expect, test } from '../support/fixtures';
import { expectShell, mainNavigation } from '../support/pages';

/** A day `offset` days from today where the browser is (the same machine), `YYYY-MM-DD`. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
}

const createApplication = /* GraphQL */ `
  mutation ($input: CreateJobApplicationInput!) {
    job {
      createJobApplication(input: $input) {
        id
      }
    }
  }
`;

test('what is due shows in the Due view and the navigation, and the statistics count the histories', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'tracker-due' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const inputs = [
    {
      company: 'Northwind',
      position: 'Platform engineer',
      history: [
        { stage: 'SAVED', at: day(-20) },
        { stage: 'APPLIED', at: day(-18) },
      ],
      nextFollowUp: day(-5),
    },
    {
      company: 'Contoso',
      history: [
        { stage: 'APPLIED', at: day(-30) },
        { stage: 'INTERVIEWING', at: day(-24) },
      ],
      nextFollowUp: day(3),
    },
    {
      company: 'Fabrikam',
      history: [
        { stage: 'APPLIED', at: day(-14) },
        { stage: 'REJECTED', at: day(-4) },
      ],
    },
  ];
  for (const input of inputs) {
    const created = await graphql(page.request, baseURL!, createApplication, { input }, token);
    expect(created.errors).toBeUndefined();
  }
  const trackerLink = mainNavigation(page).getByRole('link', { name: /^Job tracker/ });

  await test.step('the past follow-up is overdue, and the navigation counts it', async () => {
    await page.goto('/app/jobs/track?view=due');
    await expectShell(page);
    await expect(trackerLink).toHaveAccessibleName('Job tracker, 1 due');
    const overdue = page.getByRole('region', { name: 'Overdue (1)' });
    await expect(overdue.getByRole('listitem')).toHaveCount(1);
    await expect(overdue.getByRole('listitem')).toContainText('Northwind — Platform engineer');
    await expect(overdue.getByRole('listitem')).toContainText('5 days overdue');
    await expect(page.getByRole('region', { name: 'Next 7 days (1)' })).toContainText('Contoso');
    await expectNoSeriousViolations(page);
  });

  await test.step('"Done" clears the follow-up, and the count goes', async () => {
    await page
      .getByRole('button', { name: 'Done: follow-up with Northwind — Platform engineer' })
      .click();
    await expect(page.getByText('Follow-up with Northwind done.')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Overdue/ })).toHaveCount(0);
    await expect(trackerLink).toHaveAccessibleName('Job tracker');
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing is due' })).toBeVisible();
    // The server kept it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing is due' })).toBeVisible();
    await expect(trackerLink).toHaveAccessibleName('Job tracker');
  });

  await test.step('the statistics show the figures', async () => {
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page).toHaveURL('/app/jobs/track?view=stats');
    const figures = page.getByRole('list', { name: 'Your figures' }).getByRole('listitem');
    await expect(figures).toHaveText([
      '3Applications1 rejected along the way',
      '67%Response rate2 of 3 sent applications answered',
      '8 daysMedian time to an answerFrom Applied to the first answer (2 counted)',
    ]);
    const funnel = page.getByRole('table', { name: 'How far applications got' });
    await expect(funnel.getByRole('row')).toHaveText([
      'StageReachedWent on from the stage before',
      'Saved3—',
      'Applied3100%',
      'Interviewing133%',
      'Offer00%',
    ]);
    const weeks = page.getByRole('table', { name: /^Applications started per week/ });
    await expect(weeks.getByRole('row')).toHaveCount(13);
    await expect(
      page.getByRole('region', { name: 'How far applications got' }).locator('svg').first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('both views fit a 375 px wide phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsPhone(page, page.getByRole('list', { name: 'Your figures' }));
    await page.goto('/app/jobs/track?view=due');
    await expectFitsPhone(page, page.getByRole('region', { name: 'Next 7 days (1)' }));
    await expectNoSeriousViolations(page);
  });
});
