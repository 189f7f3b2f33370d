import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListItem } from '../../../../domain/career-event';
import type { BulletPick } from '../../../../domain/resume';
import { setupI18n } from '../../../test-support/render-app';
import { Announcer } from '../../../components/document-editor/announcer';
import { BulletRowsEditor } from './bullet-rows-editor';

beforeAll(setupI18n);
afterEach(cleanup);

const item = (id: string, description: string): ListItem => ({ id, uuid: null, description });
const library = [
  item('cut', 'Cut deploy time by 80%'),
  item('mentor', 'Mentored four engineers'),
  item('led', 'Led the café rewrite'),
];
const pick = (itemId: string, visible = true, text: string | null = null): BulletPick => ({
  itemId,
  visible,
  text,
});

/** The editor holding its picks, as the resume editor does; `saved` has every change. */
function setup(picks: BulletPick[], items = library) {
  const saved: BulletPick[][] = [];
  function Harness() {
    const [current, setCurrent] = useState(picks);
    return (
      <Announcer>
        <BulletRowsEditor
          entryLabel="Engineer · Acme"
          picks={current}
          items={items}
          onChange={(next) => {
            saved.push(next);
            setCurrent(next);
          }}
        />
      </Announcer>
    );
  }
  render(<Harness />);
  const list = screen.getByRole('list', { name: 'Bullets of Engineer · Acme' });
  return { saved, list, last: () => saved.at(-1) };
}

const checked = (box: HTMLElement) => (box as HTMLInputElement).checked;

const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('textbox')
    .map((box) => (box as HTMLTextAreaElement).value);

describe('the bullets of one resume entry', () => {
  it('lists the picks in the resume’s order, then bullets new in the library, hidden', () => {
    const { list } = setup([pick('led'), pick('cut', false)]);
    expect(texts(list)).toEqual([
      'Led the café rewrite',
      'Cut deploy time by 80%',
      'Mentored four engineers',
    ]);
    const rows = within(list).getAllByRole('listitem');
    expect(checked(within(rows[0]!).getByRole('checkbox', { name: 'Show Bullet 1' }))).toBe(true);
    expect(checked(within(rows[1]!).getByRole('checkbox', { name: 'Show Bullet 2' }))).toBe(false);
    expect(checked(within(rows[2]!).getByRole('checkbox', { name: 'Show Bullet 3' }))).toBe(false);
    expect(within(rows[2]!).getByText('New in library')).toBeTruthy();
    expect(within(rows[0]!).queryByText('New in library')).toBeNull();
  });

  it('hides a bullet; a bullet new in the library stays new until it is touched', async () => {
    const user = userEvent.setup();
    const { list, last } = setup([pick('cut'), pick('mentor')]);
    await user.click(within(list).getByRole('checkbox', { name: 'Show Bullet 2' }));
    expect(last()).toEqual([pick('cut'), pick('mentor', false)]);
    expect(within(list).getByText('New in library')).toBeTruthy();

    await user.click(within(list).getByRole('checkbox', { name: 'Show Bullet 3' }));
    expect(last()).toEqual([pick('cut'), pick('mentor', false), pick('led')]);
    expect(within(list).queryByText('New in library')).toBeNull();
  });

  it('moves a bullet with the buttons, announcing it and keeping focus on it', async () => {
    const user = userEvent.setup();
    const { list, last } = setup(library.map((entry) => pick(entry.id)));
    expect(within(list).getByRole('button', { name: 'Move Bullet 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(list).getByRole('button', { name: 'Move Bullet 3 down' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(list).getByRole('button', { name: 'Move Bullet 3 up' }));
    expect(last()).toEqual([pick('cut'), pick('led'), pick('mentor')]);
    expect(texts(list)).toEqual([
      'Cut deploy time by 80%',
      'Led the café rewrite',
      'Mentored four engineers',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Bullet 3 moved to position 2 of 3.');
    expect(document.activeElement).toBe(
      within(list).getByRole('button', { name: 'Move Bullet 2 up' }),
    );

    // At the top, "up" is disabled: focus goes to "down" of the same bullet.
    await user.click(within(list).getByRole('button', { name: 'Move Bullet 2 up' }));
    expect(last()?.map((entry) => entry.itemId)).toEqual(['led', 'cut', 'mentor']);
    expect(document.activeElement).toBe(
      within(list).getByRole('button', { name: 'Move Bullet 1 down' }),
    );
  });

  it('rewords a bullet for this resume, marks it, and resets it to the library', async () => {
    const user = userEvent.setup();
    const { list, last } = setup([pick('cut'), pick('mentor')], library.slice(0, 2));
    const first = within(list).getByRole('textbox', { name: 'Bullet 1' });
    await user.clear(first);
    await user.type(first, 'Cut deploys to minutes');
    expect(last()).toEqual([pick('cut', true, 'Cut deploys to minutes'), pick('mentor')]);
    expect(within(list).getByText('Differs from library')).toBeTruthy();
    expect(within(list).getByText('Library: Cut deploy time by 80%')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Reset Bullet 1 to library' }));
    expect(last()).toEqual([pick('cut'), pick('mentor')]);
    expect(first).toHaveProperty('value', 'Cut deploy time by 80%');
    expect(within(list).queryByText('Differs from library')).toBeNull();
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('status').textContent).toBe('Bullet 1 follows the library again.');
  });

  it('typing the library’s own words back is no override', async () => {
    const user = userEvent.setup();
    const { list, last } = setup([pick('cut', true, 'Cut deploy time by 80')], library.slice(0, 1));
    await user.type(within(list).getByRole('textbox', { name: 'Bullet 1' }), '%');
    expect(last()).toEqual([pick('cut')]);
    expect(within(list).queryByText('Differs from library')).toBeNull();
  });

  it('drops picks of bullets deleted from the library', async () => {
    const user = userEvent.setup();
    const { list, last } = setup([pick('gone'), pick('cut')], library.slice(0, 1));
    expect(texts(list)).toEqual(['Cut deploy time by 80%']);
    await user.click(within(list).getByRole('checkbox', { name: 'Show Bullet 1' }));
    expect(last()).toEqual([pick('cut', false)]);
  });
});
