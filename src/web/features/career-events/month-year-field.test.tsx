import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../test-support/render-app';
import { MonthYearField } from './month-year-field';

beforeEach(setupI18n);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

interface Values {
  startDate: string;
}

/** The field in a bare form; a paragraph shows the form's value, and errors can be set. */
function Harness({
  value = '',
  disabled = false,
  error,
}: {
  value?: string;
  disabled?: boolean;
  error?: string;
}) {
  const { control, setError } = useForm<Values>({ defaultValues: { startDate: value } });
  const current = useWatch({ control, name: 'startDate' });
  return (
    <form>
      <MonthYearField
        control={control}
        name="startDate"
        label="Start date"
        required
        disabled={disabled}
      />
      <p data-testid="value">{JSON.stringify(current)}</p>
      {error && (
        <button type="button" onClick={() => setError('startDate', { message: error })}>
          Fail
        </button>
      )}
    </form>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as string;
const group = () => screen.getByRole('group', { name: 'Start date' });
const month = () => within(group()).getByRole('combobox', { name: 'Month' });
const year = () => within(group()).getByRole('textbox', { name: 'Year' });

describe('the month-year field', () => {
  it('is a group named after the field, with a month select and a year box', () => {
    render(<Harness />);
    const options = within(month())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Year only',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(month().getAttribute('aria-required')).toBe('true');
    expect(year().getAttribute('inputmode')).toBe('numeric');
    expect(value()).toBe('');
  });

  it('writes the value as YYYY-MM from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(month());
    await user.selectOptions(month(), 'March');
    expect(value()).toBe('-03');
    await user.tab();
    expect(document.activeElement).toBe(year());
    await user.keyboard('2O21'); // a letter O typed by mistake is dropped
    expect(value()).toBe('221-03');
    await user.clear(year());
    await user.type(year(), '20215');
    expect((year() as HTMLInputElement).value).toBe('2021');
    expect(value()).toBe('2021-03');
  });

  it('shows a stored month and empties to an empty value', async () => {
    const user = userEvent.setup();
    render(<Harness value="1999-12" />);
    expect((month() as HTMLSelectElement).value).toBe('12');
    expect((year() as HTMLInputElement).value).toBe('1999');
    await user.selectOptions(month(), 'Year only');
    expect(value()).toBe('1999');
    await user.clear(year());
    expect(value()).toBe('');
  });

  it('takes a year alone, month left at "Year only", and shows one stored that way', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(within(month()).getByRole('option', { selected: true }).textContent).toBe('Year only');
    await user.tab();
    await user.keyboard('2014');
    expect(value()).toBe('2014');
    cleanup();
    render(<Harness value="2010" />);
    expect((month() as HTMLSelectElement).value).toBe('');
    expect((year() as HTMLInputElement).value).toBe('2010');
  });

  it('names the months in the interface language', async () => {
    await changeLanguage('fr');
    render(<Harness value="2021-03" />);
    const fieldset = screen.getByRole('group', { name: 'Start date' });
    const select = within(fieldset).getByRole('combobox', { name: 'Mois' });
    expect(within(select).getByRole('option', { selected: true }).textContent).toBe('mars');
    within(fieldset).getByRole('textbox', { name: 'Année' });
    within(select).getByRole('option', { name: 'Année seulement' });
  });

  it('ties an error message to both controls', async () => {
    const user = userEvent.setup();
    render(<Harness error="events.validation.monthRequired" />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const message = screen.getByText('Enter the year, and the month if you know it.');
    for (const control of [month(), year()]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')).toBe(message.id);
    }
  });

  it('can be disabled, as an end date is while the job is current', () => {
    render(<Harness disabled />);
    expect(month().hasAttribute('disabled')).toBe(true);
    expect(year().hasAttribute('disabled')).toBe(true);
  });
});
