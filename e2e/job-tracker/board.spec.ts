/**
 * The tracker's board (issue 16): a user with a resume and two saved applications drags one from
 * Saved to Applied with the mouse and says the resume was sent; editing the resume afterwards
 * leaves the sent PDF byte for byte as it was, while the resume's own PDF changes. Another card
 * moves by keyboard alone. The board passes axe, and on a 375 px phone it scrolls sideways a
 * column at a time without the page itself overflowing.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createJob, createResume, graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { pdfText } from '../support/pdf';

interface Application {
  id: string;
  company: string;
  stage: string;
  order: number;
  sentDocuments: Array<{ id: string; kind: string; sourceId: string | null }>;
}

/** The GraphQL API as the signed-in user, by bearer token. */
function api(request: APIRequestContext, baseURL: string, token: string) {
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const result = await graphql<T>(request, baseURL, query, variables, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const bytes = async (path: string) => {
    const response = await request.get(`${baseURL}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    return new Uint8Array(await response.body());
  };
  return {
    async addApplication(company: string, position: string) {
      const data = await call<{ job: { createJobApplication: { id: string } } }>(
        /* GraphQL */ `
          mutation ($input: CreateJobApplicationInput!) {
            job {
              createJobApplication(input: $input) {
                id
              }
            }
          }
        `,
        { input: { company, position } },
      );
      return data.job.createJobApplication.id;
    },
    async applications() {
      const data = await call<{ jobApplications: Application[] }>(/* GraphQL */ `
        query {
          jobApplications {
            id
            company
            stage
            order
            sentDocuments {
              id
              kind
              sourceId
            }
          }
        }
      `);
      return data.jobApplications;
    },
    async changeHeadline(resumeId: string, headline: string) {
      const { resume } = await call<{ resume: { content: { header: Record<string, unknown> } } }>(
        /* GraphQL */ `
          query ($id: ID!) {
            resume(id: $id) {
              content
            }
          }
        `,
        { id: resumeId },
      );
      const content = { ...resume.content, header: { ...resume.content.header, headline } };
      await call(
        /* GraphQL */ `
          mutation ($id: ID!, $input: UpdateResumeInput!) {
            resume {
              updateResume(id: $id, input: $input) {
                id
              }
            }
          }
        `,
        { id: resumeId, input: { content } },
      );
    },
    resumePdf: (resumeId: string) => bytes(`/api/resumes/${resumeId}/pdf`),
    sentPdf: (applicationId: string, sentId: string) =>
      bytes(`/api/job-applications/${applicationId}/documents/${sentId}/pdf`),
  };
}

const column = (page: Page, stage: string) =>
  page.getByRole('list', { name: new RegExp(`^${stage} \\d+ application`) });
const cardOf = (page: Page, company: string) =>
  page.locator('[data-application-id]').filter({ hasText: company });

/** Drags with the mouse, in small steps as a hand would, from one element's middle to another's. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag from or to');
  await page.mouse.move(start.x + start.width / 2, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + 25, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + 30, { steps: 15 });
  await page.mouse.up();
}

test('a user drags an application to Applied, says what was sent, and the sent copy stays as it was', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'board' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const user = api(page.request, baseURL!, token);
  await createJob(page.request, baseURL!, token, ['Cut deploy time by 80%']);
  const resumeId = await createResume(page.request, baseURL!, token, { name: 'Platform roles' });
  await user.changeHeadline(resumeId, 'Platform engineer');
  const acmeId = await user.addApplication('Acme', 'Staff Engineer');
  await user.addApplication('Globex', 'Site Reliability Engineer');

  await test.step('the board shows both applications in Saved; it passes axe', async () => {
    await page.goto('/app/jobs/track');
    await expect(column(page, 'Saved').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: /^Saved/ })).toContainText('2');
    await expect(cardOf(page, 'Acme')).toHaveAttribute('data-application-id', acmeId);
    await expectNoSeriousViolations(page);
  });

  await test.step('drag Acme to Applied with the mouse, and attach the resume', async () => {
    await dragWithMouse(page, cardOf(page, 'Acme'), column(page, 'Applied'));
    const dialog = page.getByRole('dialog', { name: 'What did you send?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('checkbox', { name: /^Platform roles/ }).check();
    await dialog.getByRole('button', { name: 'Attach' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(column(page, 'Applied').getByRole('listitem')).toHaveCount(1);
    await expect(
      cardOf(page, 'Acme').getByRole('img', { name: 'Resume sent: Platform roles' }),
    ).toBeVisible();
    const acme = (await user.applications()).find((application) => application.id === acmeId);
    expect(acme?.stage).toBe('APPLIED');
    expect(acme?.sentDocuments).toEqual([
      expect.objectContaining({ kind: 'RESUME', sourceId: resumeId }),
    ]);
  });

  await test.step('editing the resume changes its PDF, never the copy that was sent', async () => {
    const sentId = (await user.applications()).find((application) => application.id === acmeId)!
      .sentDocuments[0]!.id;
    const sentBefore = await user.sentPdf(acmeId, sentId);
    const resumeBefore = await user.resumePdf(resumeId);
    expect(await pdfText(sentBefore)).toContain('Platform engineer');

    await user.changeHeadline(resumeId, 'Engineering manager');
    const resumeAfter = await user.resumePdf(resumeId);
    expect(Buffer.from(resumeAfter).equals(Buffer.from(resumeBefore))).toBe(false);
    expect(await pdfText(resumeAfter)).toContain('Engineering manager');

    const sentAfter = await user.sentPdf(acmeId, sentId);
    expect(Buffer.from(sentAfter).equals(Buffer.from(sentBefore))).toBe(true);
    expect(await pdfText(sentAfter)).not.toContain('Engineering manager');
  });

  await test.step('move Globex by keyboard alone, two columns to the right', async () => {
    const globex = cardOf(page, 'Globex').getByRole('button', {
      name: 'Globex, Site Reliability Engineer',
      exact: true,
    });
    await globex.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up Globex, Site Reliability Engineer')).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByText(/^Globex, Site Reliability Engineer is over Interviewing/),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column(page, 'Interviewing').getByRole('listitem')).toHaveCount(1);
    await expect(column(page, 'Interviewing')).toContainText('Globex');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect
      .poll(async () => (await user.applications()).map(({ company, stage }) => [company, stage]))
      .toEqual([
        ['Acme', 'APPLIED'],
        ['Globex', 'INTERVIEWING'],
      ]);
  });

  await test.step('on a 375 px phone the board scrolls a column at a time; the page does not', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const board = page.getByRole('region', { name: 'Board of your applications' });
    await expect(board).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    const sizes = await board.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      snap: getComputedStyle(element).scrollSnapType,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.snap).toBe('x mandatory');
    // A scroll that stops between columns settles with a column's edge at the board's edge.
    await board.evaluate((element) => element.scrollTo({ left: 350, behavior: 'instant' }));
    await expect
      .poll(() =>
        board.evaluate((element) => {
          const left = element.getBoundingClientRect().left;
          const edges = [...element.querySelectorAll('[data-stage]')].map((each) =>
            Math.round(each.getBoundingClientRect().left - left),
          );
          return edges.some((edge) => edge >= 0 && edge <= 8);
        }),
      )
      .toBe(true);
    expect(await board.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
  });
});
