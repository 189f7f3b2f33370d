import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange, Provider } from 'urql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coverLetterContentSchema } from '../../../domain/cover-letter';
import { CoverLetterEditor } from './editor/cover-letter-editor';
import type { CoverLetterDocumentsClient } from '../../lib/documents-client';
import { freePlan, signedInBackend, unlimitedPlan } from '../../test-support/fake-backend';
import { withFakeResumes } from '../../test-support/fake-resumes';
import { card, chooseAction, prepareDocumentPages } from '../../test-support/document-list';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';
import { renderWithRouter } from '../../test-support/render-with-router';

// The plan's limits as the web shows them (decision 100), against the fake backend.
vi.setConfig({ testTimeout: 30_000 });

prepareDocumentPages();

function setup(plan = freePlan) {
  const { backend, accountId } = signedInBackend();
  backend.setPlan(accountId, plan);
  return withFakeResumes(backend);
}

describe('the resumes list on the free plan', () => {
  it('shows the use before the limit, with the way to upgrade', async () => {
    const fake = setup();
    fake.add({ name: 'One' });
    fake.add({ name: 'Two' });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('One');
    const notice = await screen.findByText(/2 of 3 resumes on the free plan/);
    expect(within(notice).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/app/upgrade',
    );
    expect(screen.getByRole('link', { name: 'New resume' }).getAttribute('href')).toBe(
      '/app/resumes/edit/new',
    );
    expect(screen.getByRole('button', { name: 'Import JSON Resume' })).toBeTruthy();
  });

  it('at the limit, explains it and leads to the upgrade instead of creating or copying', async () => {
    const user = userEvent.setup();
    const fake = setup();
    for (const name of ['One', 'Two', 'Three']) fake.add({ name });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('One');
    await screen.findByText(/You have the 3 resumes the free plan keeps/);
    expect(screen.getByRole('link', { name: 'Upgrade to create more' }).getAttribute('href')).toBe(
      '/app/upgrade',
    );
    expect(screen.queryByRole('link', { name: 'New resume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import JSON Resume' })).toBeNull();

    await chooseAction(user, 'One', 'Duplicate');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have the 3 resumes the free plan keeps.',
    );
    expect(fake.calls.some((call) => call.operation === 'DuplicateResume')).toBe(false);
  });

  it('shows no limit on a plan without one', async () => {
    const fake = setup(unlimitedPlan);
    for (const name of ['One', 'Two', 'Three', 'Four']) fake.add({ name });
    renderApp('/app/resumes', { backend: fake.backend });
    await card('Four');
    expect(screen.queryByText(/on the free plan/)).toBeNull();
    expect(screen.getByRole('link', { name: 'New resume' })).toBeTruthy();
  });
});

describe('the template picker', () => {
  beforeEach(async () => {
    await setupI18n();
    setViewportWidth(1280);
  });

  it('marks the Premium templates, which cannot be chosen, and links to the upgrade', async () => {
    const fake = setup();
    renderApp('/app/resumes/edit/new', { backend: fake.backend });
    const templates = await screen.findByRole('radiogroup', { name: 'Template' });
    const modern = within(templates).getByRole('radio', { name: 'Modern' });
    await waitFor(() => expect((modern as HTMLInputElement).disabled).toBe(true));
    expect(
      (within(templates).getByRole('radio', { name: 'Classic' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(modern.getAttribute('aria-describedby')).toMatch(/premium/);
    expect(
      document.getElementById(modern.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Premium');
    expect(
      screen.getByText(/Templates marked Premium come with Premium/).querySelector('a')?.href,
    ).toMatch(/\/app\/upgrade$/);
  });

  it('offers every template on a plan with them all', async () => {
    const fake = setup(unlimitedPlan);
    renderApp('/app/resumes/edit/new', { backend: fake.backend });
    const templates = await screen.findByRole('radiogroup', { name: 'Template' });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(
      (within(templates).getByRole('radio', { name: 'Modern' }) as HTMLInputElement).disabled,
    ).toBe(false);
    expect(screen.queryByText('Premium')).toBeNull();
  });
});

describe('a read-only document', () => {
  beforeEach(async () => {
    await setupI18n();
    setViewportWidth(1280);
  });

  it('says it is read-only with the way to upgrade, and takes no changes', async () => {
    const documents: CoverLetterDocumentsClient = {
      kind: 'coverLetter',
      preview: vi.fn(async () => [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 612 792"/>',
      ]),
      picture: vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"/>'),
      idToken: vi.fn(async () => 'id-token'),
      fit: vi.fn(async () => ({ scale: 1, pageCount: 1 })),
      download: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: 'letter.pdf' })),
      thumbnail: vi.fn(async () => new Blob()),
    };
    const saved = {
      name: 'Initech',
      targetJob: { position: 'Engineer', company: '', hiringManager: '', description: '' },
      content: coverLetterContentSchema.parse({}),
    };
    const save = vi.fn(async () => ({ ok: true as const }));
    const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
    renderWithRouter(
      <Provider value={client}>
        <CoverLetterEditor
          letterId="l1"
          saved={saved}
          start={saved}
          updatedAt="2026-01-01T00:00:00.000Z"
          library={[]}
          save={save}
          documents={documents}
          share={{ id: 'share-1', enabled: false, indexable: true, viewCount: null }}
          readOnly
        />
      </Provider>,
    );
    const banner = screen
      .getByText(/Read-only on the free plan — you can still download and share it/)
      .closest('[role="status"]') as HTMLElement;
    expect(
      within(banner).getByRole('link', { name: 'Upgrade to edit it' }).getAttribute('href'),
    ).toBe('/app/upgrade');
    const name = screen.getByRole('textbox', { name: 'Letter name' });
    expect(name.matches(':disabled')).toBe(true);
    const fields = screen.getAllByRole('textbox');
    expect(fields.length).toBeGreaterThan(1);
    expect(fields.filter((field) => !field.matches(':disabled'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    // It still downloads and shares.
    expect(screen.getByRole('button', { name: 'Download' }).matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Share' }).matches(':disabled')).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });
});
