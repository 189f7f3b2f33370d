import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupI18n } from '../../test-support/render-app';
import { ListItemEditor, type FormListItem } from './list-item-editor';

beforeAll(setupI18n);
afterEach(cleanup);

interface Values {
  accomplishments: FormListItem[];
}

/** The editor in a bare form; Submit hands the values to `onSubmit`. */
function Harness({
  items,
  onSubmit,
}: {
  items: FormListItem[];
  onSubmit: (values: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { accomplishments: items } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <ListItemEditor control={control} name="accomplishments" kind="accomplishments" />
      <button type="submit">Submit</button>
    </form>
  );
}

const item = (itemId: string, description: string): FormListItem => ({
  itemId,
  uuid: null,
  description,
});

function setup(items: FormListItem[]) {
  const submitted: Values[] = [];
  render(<Harness items={items} onSubmit={(values) => void submitted.push(values)} />);
  const submit = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    return submitted.at(-1)?.accomplishments;
  };
  return { submit };
}

/** What the live regions say (the editor's own, and drag and drop's). */
const announcements = () => screen.getAllByRole('status').map((region) => region.textContent);

const texts = () =>
  within(screen.getByRole('list', { name: 'Accomplishments' }))
    .getAllByRole('textbox')
    .map((field) => (field as HTMLTextAreaElement).value);

describe('the list item editor', () => {
  it('says the list is empty and adds an entry, focusing its field', async () => {
    const user = userEvent.setup();
    const { submit } = setup([]);
    screen.getByRole('heading', { name: 'Accomplishments' });
    screen.getByText('No accomplishments yet.');
    await user.click(screen.getByRole('button', { name: 'Add accomplishment' }));
    const field = screen.getByRole('textbox', { name: 'Accomplishment 1' });
    expect(document.activeElement).toBe(field);
    await user.keyboard('Cut build times by half');
    expect(await submit(user)).toEqual([
      { itemId: null, uuid: null, description: 'Cut build times by half' },
    ]);
  });

  it('edits an entry in place, keeping its id', async () => {
    const user = userEvent.setup();
    const { submit } = setup([item('a', 'Led a team'), item('b', 'Shipped v2')]);
    const field = screen.getByRole('textbox', { name: 'Accomplishment 2' });
    await user.clear(field);
    await user.type(field, 'Shipped v3');
    expect(await submit(user)).toEqual([item('a', 'Led a team'), item('b', 'Shipped v3')]);
  });

  it('deletes an entry, announces it and moves focus to the next one', async () => {
    const user = userEvent.setup();
    const { submit } = setup([item('a', 'First'), item('b', 'Second'), item('c', 'Third')]);
    await user.click(screen.getByRole('button', { name: 'Delete Accomplishment 2' }));
    expect(texts()).toEqual(['First', 'Third']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Accomplishment 2' }));
    expect(announcements()).toContain('Accomplishment 2 deleted.');
    expect(await submit(user)).toEqual([item('a', 'First'), item('c', 'Third')]);
  });

  it('undoes a delete: the entry comes back in its place with its id and its edited text', async () => {
    const user = userEvent.setup();
    const { submit } = setup([item('a', 'First'), item('b', 'Second'), item('c', 'Third')]);
    const second = screen.getByRole('textbox', { name: 'Accomplishment 2' });
    await user.type(second, ', edited');
    await user.click(screen.getByRole('button', { name: 'Delete Accomplishment 2' }));
    screen.getByText('Deleted “Second, edited”.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(texts()).toEqual(['First', 'Second, edited', 'Third']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(announcements()).toContain('Accomplishment 2 is back.');
    expect(await submit(user)).toEqual([
      item('a', 'First'),
      item('b', 'Second, edited'),
      item('c', 'Third'),
    ]);
  });

  it('moves focus to Add when the last entry is deleted', async () => {
    const user = userEvent.setup();
    setup([item('a', 'Only')]);
    await user.click(screen.getByRole('button', { name: 'Delete Accomplishment 1' }));
    screen.getByText('No accomplishments yet.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add accomplishment' }));
  });

  it('reorders with the keyboard through Move up and Move down, focus following the entry', async () => {
    const user = userEvent.setup();
    const { submit } = setup([item('a', 'First'), item('b', 'Second'), item('c', 'Third')]);
    screen.getByRole('button', { name: 'Move Accomplishment 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['First', 'Third', 'Second']);
    expect(announcements()).toContain('Accomplishment 3 moved to position 2 of 3.');
    // Focus stays on the moved entry's button, now named after its new position.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move Accomplishment 2 up' }),
    );

    await user.keyboard(' ');
    expect(texts()).toEqual(['Third', 'First', 'Second']);
    expect(announcements()).toContain('Accomplishment 2 moved to position 1 of 3.');
    // At the top "Move up" is disabled, so focus goes to "Move down" of the same entry.
    expect(
      screen.getByRole('button', { name: 'Move Accomplishment 1 up' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move Accomplishment 1 down' }),
    );

    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['First', 'Third', 'Second']);
    expect(await submit(user)).toEqual([
      item('a', 'First'),
      item('c', 'Third'),
      item('b', 'Second'),
    ]);
  });

  it('reorders by dragging from the keyboard: Space, arrow, Space', async () => {
    // jsdom lays nothing out: give each entry a 100 px tall box, one under the other.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const entry = this.closest('[data-item-key]');
      const index = entry ? [...(entry.parentElement?.children ?? [])].indexOf(entry) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 100, width: 400, height: entry ? 90 : 0 });
    });
    onTestFinished(() => rect.mockRestore());
    const user = userEvent.setup();
    const { submit } = setup([item('a', 'First'), item('b', 'Second'), item('c', 'Third')]);
    screen.getByRole('button', { name: 'Reorder Accomplishment 1' }).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(announcements()).toContain('Picked up Accomplishment 1, at position 1 of 3.'),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(announcements()).toContain('Accomplishment 1 is over position 2 of 3.'),
    );
    await user.keyboard(' ');
    await waitFor(() => expect(texts()).toEqual(['Second', 'First', 'Third']));
    expect(announcements()).toContain('Accomplishment 1 dropped at position 2 of 3.');
    expect(await submit(user)).toEqual([
      item('b', 'Second'),
      item('a', 'First'),
      item('c', 'Third'),
    ]);
  });

  it('offers each entry a drag handle that explains how to reorder from the keyboard', () => {
    setup([item('a', 'First'), item('b', 'Second')]);
    const handle = screen.getByRole('button', { name: 'Reorder Accomplishment 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable entry');
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('press Space or Enter to pick the entry up');
    expect(
      screen.getByRole('button', { name: 'Move Accomplishment 2 down' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});
