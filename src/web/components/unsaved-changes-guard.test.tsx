import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../test-support/render-app';
import { renderWithRouter } from '../test-support/render-with-router';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

beforeAll(setupI18n);

/** A one-field form: typing makes it dirty. */
function DraftForm() {
  const [text, setText] = useState('');
  const { blocker } = useUnsavedChangesGuard(text !== '');
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** Always dirty; "Release" is what a form does after a successful save. */
function SavingForm() {
  const { blocker, release } = useUnsavedChangesGuard(true);
  return (
    <>
      <button type="button" onClick={release}>
        Release
      </button>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}

/** A `beforeunload` event as the browser sends it; true when the page asked to stay. */
const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  fireEvent(window, event);
  return event.defaultPrevented;
};

describe('the unsaved-changes guard', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<DraftForm />);
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving a dirty form, and staying keeps what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<DraftForm />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half a thought');
    expect(unloadAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    within(dialog).getByText(
      'You have changes that are not saved. If you leave now, they will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'half a thought');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard and leave' }),
    );
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(unloadAsks()).toBe(false);
  });

  it('stays out of the way once released, after a save', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<SavingForm />);
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await router.navigate('/elsewhere');
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
