/**
 * A resume the library made too long to print (decision 075): the editor says so in the preview,
 * on download and when a save would make it longer, with the resume's size and the limit; the
 * server refuses with a code the editor words in the user’s language.
 */
import { graphql, identityApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

const createEdu = /* GraphQL */ `
  mutation ($input: EduEventInput!) {
    event {
      createEduEvent(input: $input) {
        id
      }
    }
  }
`;
const updateEdu = /* GraphQL */ `
  mutation ($id: ID!, $input: EduEventInput!) {
    event {
      updateEduEvent(id: $id, input: $input) {
        id
      }
    }
  }
`;
const createResume = /* GraphQL */ `
  mutation ($input: CreateResumeInput!) {
    resume {
      createResume(input: $input) {
        id
      }
    }
  }
`;
const updateResume = /* GraphQL */ `
  mutation ($id: ID!, $input: UpdateResumeInput!) {
    resume {
      updateResume(id: $id, input: $input) {
        id
      }
    }
  }
`;

/** A school whose 50 courses are each `length` characters long. */
const school = (length: number) => ({
  university: 'Université Laval',
  degree: 'MSc',
  startDate: '2012-09',
  endDate: '2014-06',
  coursework: Array.from({ length: 50 }, (_, index) => ({
    description: `Course ${index} `.padEnd(length, 'x'),
  })),
});

test('the editor says when the library made a resume too long to print: preview, download and save', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'resume-limits' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const call = async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await graphql<T>(page.request, baseURL!, query, variables, token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!;
  };
  const eduId = (
    await call<{ event: { createEduEvent: { id: string } } }>(createEdu, {
      input: school(500),
    })
  ).event.createEduEvent.id;
  const resumeId = (
    await call<{ resume: { createResume: { id: string } } }>(createResume, {
      input: { name: 'Long resume', language: 'EN' },
    })
  ).resume.createResume.id;
  // 18 entries of the school: ≈ 460 KiB printed, under the 512 KiB limit, so it saves.
  const content = (entries: number) => ({
    language: 'en',
    sections: [
      {
        id: 'education',
        kind: 'EDUCATION',
        entries: Array.from({ length: entries }, (_, index) => ({
          id: `entry-${index}`,
          eventId: eduId,
          bullets: [],
        })),
      },
    ],
  });
  await call(updateResume, { id: resumeId, input: { content: content(18) } });
  // The library grows: every course twice as long; the saved resume is now ≈ 910 KiB.
  await call(updateEdu, { id: eduId, input: school(1000) });

  const tooLong =
    /This resume is too long to print: \d+ KiB of text, over the 512 KiB a resume can hold\. Hide some bullets or entries to make it shorter\./;

  await test.step('the preview says the resume is too long to print', async () => {
    await page.goto(`/app/resumes/edit/${resumeId}`);
    await expectShell(page);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('alert')).toContainText(tooLong);
  });

  await test.step('a download says so too, instead of failing', async () => {
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'PDF' }).click();
    // The preview's alert, and the download's.
    await expect(page.getByRole('alert').filter({ hasText: tooLong })).toHaveCount(2);
  });

  await test.step('a change that makes it longer is not saved, and says why', async () => {
    await page.getByRole('textbox', { name: 'Summary' }).fill('A summary that makes it longer.');
    await expect(page.getByRole('alert').filter({ hasText: 'Couldn’t save' })).toContainText(
      tooLong,
    );
  });
});
