import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  CoverLetterEventInput,
  SkillEventInput,
  WorkEventInput,
} from '../../../domain/career-event';
import { setupI18n } from '../../test-support/render-app';
import { renderWithRouter } from '../../test-support/render-with-router';
import { CoverLetterEventForm, newCoverLetterEventValues } from './cover-letter-event-form';
import { newSkillEventValues, SkillEventForm } from './skill-event-form';
import { newWorkEventValues, WorkEventForm, workEventValues } from './work-event-form';

// Form journeys type a lot; jsdom is slow at it.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(setupI18n);

/** A save that records its input and answers as told (no error by default). */
const saveSpy = <Input,>(answer: () => { error?: CombinedError } = () => ({})) =>
  vi.fn(async (_input: Input) => answer());

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

describe('the work experience form', () => {
  it('explains what is missing, next to each field, without saving', async () => {
    const user = userEvent.setup();
    const save = saveSpy<WorkEventInput>();
    renderWithRouter(<WorkEventForm defaultValues={newWorkEventValues} save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const position = screen.getByRole('textbox', { name: 'Position' });
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(position)).toBe('Fill this in.');
    expect(errorOf(screen.getByRole('textbox', { name: 'Company' }))).toBe('Fill this in.');
    const start = screen.getByRole('group', { name: 'Start date' });
    expect(errorOf(within(start).getByRole('combobox', { name: 'Month' }))).toBe(
      'Enter the year, and the month if you know it.',
    );
    const end = screen.getByRole('group', { name: 'End date' });
    expect(errorOf(within(end).getByRole('combobox', { name: 'Month' }))).toBe(
      'Enter when you left, or tick “I currently work here”.',
    );
    // The first field in error has the focus.
    expect(document.activeElement).toBe(position);
    expect(save).not.toHaveBeenCalled();
  });

  it('checks dates, links and accomplishments with the domain rules', async () => {
    const user = userEvent.setup();
    const save = saveSpy<WorkEventInput>();
    renderWithRouter(
      <WorkEventForm
        defaultValues={{
          ...newWorkEventValues,
          position: 'Engineer',
          company: 'Acme',
          link: 'mailto:jobs@acme.example',
          startDate: '2021-03',
          endDate: '2020-01',
          accomplishments: [{ itemId: null, uuid: null, description: '  ' }],
        }}
        save={save}
      />,
    );
    const start = screen.getByRole('group', { name: 'Start date' });
    await user.clear(within(start).getByRole('textbox', { name: 'Year' }));
    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(errorOf(within(start).getByRole('textbox', { name: 'Year' }))).toBe(
      'Enter a four-digit year; the month is optional.',
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Company website' }))).toBe(
      'Enter a web address such as acme.com or https://acme.com/careers.',
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Accomplishment 1' }))).toBe(
      'Fill this in.',
    );

    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const end = screen.getByRole('group', { name: 'End date' });
    expect(errorOf(within(end).getByRole('textbox', { name: 'Year' }))).toBe(
      "The end date can't be before the start date.",
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('completes a website typed without https:// when the field is left', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <WorkEventForm defaultValues={newWorkEventValues} save={saveSpy<WorkEventInput>()} />,
    );
    const website = screen.getByRole('textbox', { name: 'Company website' });
    await user.type(website, 'acme.example/careers');
    await user.tab();
    expect(website).toHaveProperty('value', 'https://acme.example/careers');
    await user.clear(website);
    await user.type(website, 'not a website');
    await user.tab();
    expect(website).toHaveProperty('value', 'not a website');
  });

  it('saves a current job without an end date, keeping accomplishment ids', async () => {
    const user = userEvent.setup();
    const save = saveSpy<WorkEventInput>();
    const { router } = renderWithRouter(
      <WorkEventForm
        defaultValues={workEventValues({
          id: '22222222-2222-4222-8222-222222222222',
          uuid: 'partner-7',
          fromSyncSvc: false,
          position: 'Engineer',
          company: 'Acme',
          location: '',
          link: '',
          startDate: '2021-03',
          startDatePrecision: 'MONTH',
          endDate: '2022-06',
          endDatePrecision: 'MONTH',
          accomplishments: [
            { id: '11111111-1111-4111-8111-111111111111', uuid: null, description: 'Kept' },
          ],
        })}
        save={save}
      />,
    );
    const end = screen.getByRole('group', { name: 'End date' });
    await user.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    expect(within(end).getByRole('combobox', { name: 'Month' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(end).getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/events/work'));
    expect(save).toHaveBeenCalledWith({
      uuid: 'partner-7',
      fromSyncSvc: false,
      position: 'Engineer',
      company: 'Acme',
      location: '',
      link: '',
      startDate: '2021-03',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [
        { id: '11111111-1111-4111-8111-111111111111', uuid: null, description: 'Kept' },
      ],
    });
  });

  it('saves years given without a month as year-only dates, and shows them again so', async () => {
    const user = userEvent.setup();
    const save = saveSpy<WorkEventInput>();
    renderWithRouter(
      <WorkEventForm
        defaultValues={{ ...newWorkEventValues, position: 'Engineer', company: 'Acme' }}
        save={save}
      />,
    );
    const start = screen.getByRole('group', { name: 'Start date' });
    const end = screen.getByRole('group', { name: 'End date' });
    await user.type(within(start).getByRole('textbox', { name: 'Year' }), '2010');
    await user.selectOptions(within(end).getByRole('combobox', { name: 'Month' }), 'March');
    await user.type(within(end).getByRole('textbox', { name: 'Year' }), '2010');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({
          startDate: '2010-01',
          startDatePrecision: 'YEAR',
          endDate: '2010-03',
          endDatePrecision: 'MONTH',
        }),
      ),
    );
    const stored = workEventValues({
      id: '22222222-2222-4222-8222-222222222222',
      uuid: null,
      fromSyncSvc: false,
      position: 'Engineer',
      company: 'Acme',
      location: '',
      link: '',
      startDate: '2010-01',
      startDatePrecision: 'YEAR',
      endDate: '2014-12',
      endDatePrecision: 'YEAR',
      accomplishments: [],
    });
    expect([stored.startDate, stored.endDate]).toEqual(['2010', '2014']);
  });

  /** A current job's form whose every save the server refuses with BAD_USER_INPUT. */
  function refusingForm(message: string, extensions: Record<string, unknown>) {
    const save = saveSpy<WorkEventInput>(() => ({
      error: new CombinedError({
        graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...extensions } }],
      }),
    }));
    return renderWithRouter(
      <WorkEventForm
        defaultValues={{
          ...newWorkEventValues,
          position: 'Engineer',
          company: 'Acme',
          startDate: '2021-03',
          current: true,
        }}
        save={save}
      />,
    );
  }

  it('keeps what was typed when the server refuses, pointing at the field in the user’s words', async () => {
    const user = userEvent.setup();
    // The field and the reason the message is worded by (not its English text).
    const { router } = refusingForm('company must be at most 200 characters', {
      field: 'company',
      reason: 'tooLong',
      maximum: 200,
    });
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'My Resume could not save this: correct the field marked in red.',
    );
    expect(errorOf(screen.getByRole('textbox', { name: 'Company' }))).toBe(
      'This is too long. Shorten it.',
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveProperty('value', 'Lisbon');
    expect(router.state.location.pathname).toBe('/form');
  });

  it('quotes the server when the field it refuses is not one of the form’s', async () => {
    const user = userEvent.setup();
    const message = 'accomplishments.0.uuid must not contain NUL or unpaired surrogate characters';
    refusingForm(message, { field: 'accomplishments.0.uuid', reason: 'forbiddenCharacter' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `My Resume could not save this: ${message}`,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('value', 'Acme');
  });

  it('says a network failure saved nothing, and keeps the form', async () => {
    const user = userEvent.setup();
    const save = saveSpy<WorkEventInput>(() => ({
      error: new CombinedError({ networkError: new TypeError('Failed to fetch') }),
    }));
    const { router } = renderWithRouter(
      <WorkEventForm
        defaultValues={{ ...newWorkEventValues, startDate: '2021-03', current: true }}
        save={save}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't reach My Resume, so nothing was saved.",
    );
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveProperty('value', 'Engineer');
    // Still dirty: leaving asks first.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(router.state.location.pathname).toBe('/form');
  });
});

describe('the skill form', () => {
  it('collects keywords as chips and an optional level', async () => {
    const user = userEvent.setup();
    const save = saveSpy<SkillEventInput>();
    renderWithRouter(<SkillEventForm defaultValues={newSkillEventValues} save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Skill' }), 'TypeScript');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Expert');
    const keywords = screen.getByRole('textbox', { name: 'Keywords' });
    await user.type(keywords, 'React{Enter}Node, Vite,');
    await user.type(keywords, 'react{Enter}');
    screen.getByText('“react” is already in the list.');
    await user.click(screen.getByRole('button', { name: 'Remove Node' }));
    expect(document.activeElement).toBe(keywords);
    const chips = within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['React', 'Vite']);
    // What is still in the box when saving is kept too.
    await user.type(keywords, 'Vitest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        uuid: null,
        name: 'TypeScript',
        category: '',
        level: 'EXPERT',
        keywords: ['React', 'Vite', 'Vitest'],
      }),
    );
  });
});

describe('the cover-letter paragraph form', () => {
  it('inserts placeholders at the cursor and points out unknown ones as they are typed', async () => {
    const user = userEvent.setup();
    const save = saveSpy<CoverLetterEventInput>();
    renderWithRouter(
      <CoverLetterEventForm defaultValues={newCoverLetterEventValues} save={save} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Why me');
    const text = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    await user.type(text, 'I want to join  as a .');
    text.setSelectionRange(15, 15);
    await user.click(screen.getByRole('button', { name: 'Insert {company}' }));
    expect(text.value).toBe('I want to join {company} as a .');
    expect(document.activeElement).toBe(text);
    expect(text.selectionStart).toBe(24);
    text.setSelectionRange(30, 30);
    await user.click(screen.getByRole('button', { name: 'Insert {position}' }));
    expect(text.value).toBe('I want to join {company} as a {position}.');

    await user.type(text, ' Dear {{manager}'); // `{{` types one brace
    expect(errorOf(text)).toBe(
      '{manager} is not a placeholder letters can fill. Use {company}, {position} or {hiringManager}.',
    );
    expect(text.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();

    await user.clear(text);
    await user.type(text, 'Dear ');
    await user.click(screen.getByRole('button', { name: 'Insert {hiringManager}' }));
    expect(text.getAttribute('aria-invalid')).toBe('false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Where it goes' }), 'Opening');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        title: 'Why me',
        kind: 'OPENING',
        text: 'Dear {hiringManager}',
        tags: [],
      }),
    );
  });
});
