/**
 * An application's detail drawer (issue 16), against the real server: opened from the address,
 * its fields autosave and survive a reload, a contact is added, a history date is corrected (users
 * log things late), and "Add to calendar" downloads an iCalendar file that ical.js reads. The open
 * drawer passes axe and fits a 375 px phone.
 */
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expectFitsPhone } from '../support/document-list';
import { expect, test } from '../support/fixtures';

const createApplication = /* GraphQL */ `
  mutation ($input: CreateJobApplicationInput!) {
    job {
      createJobApplication(input: $input) {
        id
      }
    }
  }
`;

const applicationQuery = /* GraphQL */ `
  query ($id: ID!) {
    jobApplication(id: $id) {
      position
      location
      deadline
      excitement
      notes
      history {
        stage
        at
      }
      contacts {
        name
        role
        email
      }
    }
  }
`;

test('an application is edited in its drawer, kept across a reload, and put in a calendar', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'tracker-detail' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const created = await graphql<{ job: { createJobApplication: { id: string } } }>(
    page.request,
    baseURL!,
    createApplication,
    {
      input: {
        company: 'Initech',
        position: 'Engineer',
        history: [
          { stage: 'SAVED', at: '2026-03-04' },
          { stage: 'APPLIED', at: '2026-03-09' },
        ],
      },
    },
    token,
  );
  expect(created.errors).toBeUndefined();
  const id = created.data!.job.createJobApplication.id;
  const stored = async () => {
    const answer = await graphql<{ jobApplication: Record<string, unknown> }>(
      page.request,
      baseURL!,
      applicationQuery,
      { id },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.jobApplication;
  };
  const drawer = page.getByRole('dialog', { name: /^Initech/ });

  await test.step('the fields autosave and are there after a reload', async () => {
    await page.goto(`/app/jobs/track?application=${id}`);
    await expect(drawer.getByRole('heading', { name: 'Initech — Engineer' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await drawer.getByRole('textbox', { name: 'Position' }).fill('Ingénieure — Zürich ✓');
    await drawer.getByRole('textbox', { name: 'Location' }).fill('Zürich');
    await drawer.getByLabel('Deadline').fill('2027-03-15');
    await drawer.getByRole('textbox', { name: 'Notes' }).fill('Ask about the team.\nWrite to Ana.');
    await expect(drawer.getByText('All changes saved')).toBeVisible();
    await expect.poll(stored).toMatchObject({
      position: 'Ingénieure — Zürich ✓',
      location: 'Zürich',
      deadline: '2027-03-15',
      notes: 'Ask about the team.\nWrite to Ana.',
    });
    await page.reload();
    await expect(drawer.getByRole('textbox', { name: 'Position' })).toHaveValue(
      'Ingénieure — Zürich ✓',
    );
    await expect(drawer.getByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Ask about the team.\nWrite to Ana.',
    );
  });

  await test.step('a contact is added and a history date corrected', async () => {
    await drawer.getByRole('button', { name: 'Add a contact' }).click();
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Ana Núñez');
    await drawer.getByRole('textbox', { name: 'Role' }).fill('Recruiter');
    await drawer.getByRole('textbox', { name: 'Email' }).fill('ana@initech.example');
    const timeline = drawer.getByRole('list', { name: 'History' });
    await timeline.getByRole('button', { name: 'Edit the date of Applied (Mar 9, 2026)' }).click();
    await timeline.getByLabel('Date of Applied').fill('2026-03-07');
    await timeline.getByRole('button', { name: 'Done' }).click();
    await expect(timeline.getByText('Mar 7, 2026')).toBeVisible();
    await expect(drawer.getByText('All changes saved')).toBeVisible();
    await expect.poll(stored).toMatchObject({
      contacts: [{ name: 'Ana Núñez', role: 'Recruiter', email: 'ana@initech.example' }],
      history: [
        { stage: 'SAVED', at: '2026-03-04' },
        { stage: 'APPLIED', at: '2026-03-07' },
      ],
    });
  });

  await test.step('"Add to calendar" downloads an iCalendar file with the deadline', async () => {
    const download = page.waitForEvent('download');
    await drawer.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return { summary: event.summary, start: event.startDate.toString() };
    });
    expect(events).toContainEqual({
      summary: 'Deadline: Ingénieure — Zürich ✓ at Initech',
      start: '2027-03-15',
    });
  });

  await test.step('the open drawer fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsPhone(page, drawer.getByRole('textbox', { name: 'Company' }));
    await expectNoSeriousViolations(page);
  });
});
