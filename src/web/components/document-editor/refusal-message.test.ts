import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../../lib/documents-client';
import { changeLanguage } from '../../lib/i18n';
import { setupI18n } from '../../test-support/render-app';
import { refusalMessage } from './refusal-message';

beforeAll(setupI18n);

/** An editor's own fields, as a kind of document names them. */
const labels = {
  'targetJob.description': 'resumes.editor.targetJob.description',
  'content.summary': 'resumes.editor.summary',
} as const;

/** The message for what a GraphQL error's extensions (or a document route's body) say. */
const messageFor = (answer: Parameters<typeof refusalOf>[0]) =>
  refusalMessage(i18next.t, refusalOf(answer), labels);

describe('a refused character, in the user’s words', () => {
  it('names the field when it has a label of its own', () => {
    expect(messageFor({ reason: 'forbiddenCharacter', field: 'content.header.headline' })).toBe(
      '“Headline” holds an invisible control character or a broken symbol (often pasted from another app). Remove it.',
    );
    expect(messageFor({ reason: 'forbiddenCharacter', field: 'content.header.links.1.url' })).toBe(
      '“Address of Link 2” holds an invisible control character or a broken symbol (often pasted from another app). Remove it.',
    );
    expect(messageFor({ reason: 'forbiddenCharacter', field: 'content.sender.email' })).toMatch(
      /^“Email” holds/,
    );
    expect(messageFor({ reason: 'forbiddenCharacter', field: 'targetJob.description' })).toMatch(
      /^“Job description” holds/,
    );
  });

  it('points at the field marked in red when it is a section’s', () => {
    expect(
      messageFor({ reason: 'forbiddenCharacter', field: 'content.sections.0.entries.2.title' }),
    ).toBe(
      'A field marked in red holds an invisible control character or a broken symbol (often pasted from another app). Remove it.',
    );
    expect(messageFor({ reason: 'forbiddenCharacter' })).toMatch(/^A field marked in red/);
  });

  it('follows the language', async () => {
    await changeLanguage('fr');
    try {
      expect(messageFor({ reason: 'forbiddenCharacter', field: 'content.summary' })).toBe(
        '«\u00a0Résumé\u00a0» contient un caractère de contrôle invisible ou un symbole abîmé (souvent issu d’un copier-coller depuis une autre application). Retirez-le.',
      );
    } finally {
      await changeLanguage('en');
    }
  });

  it('leaves other input problems to the server’s text, and keeps a limit’s code first', () => {
    expect(messageFor({ reason: 'tooLong', field: 'content.summary' })).toBeNull();
    expect(messageFor({ code: 'RENDER_BUSY', reason: 'forbiddenCharacter' })).toBe(
      'Too many previews and downloads are being prepared for you at once. Try again in a moment.',
    );
    expect(messageFor({})).toBeNull();
  });
});
