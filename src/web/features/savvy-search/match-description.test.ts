import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-support/render-app';
import { adjustmentText, evidenceAddress } from './match-description';

beforeAll(setupI18n);

describe('a savvy result in words', () => {
  it('says how a save or a hide moved a result', () => {
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_SAVED',
        reason: null,
        postingTitle: 'Data analyst',
        company: 'Hooli',
      }),
    ).toBe('Ranked higher: like “Data analyst” at Hooli, which you saved');
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_HIDDEN',
        reason: 'TOO_SENIOR',
        postingTitle: 'Staff engineer',
        company: 'Hooli',
      }),
    ).toBe('Ranked lower: like “Staff engineer”, which you hid as too senior');
    expect(
      adjustmentText(i18next.t, {
        kind: 'LIKE_HIDDEN',
        reason: null,
        postingTitle: 'Staff engineer',
        company: 'Hooli',
      }),
    ).toBe('Ranked lower: like “Staff engineer”, which you hid');
  });

  it('links each kind of proving event to its page in the library', () => {
    expect(evidenceAddress('WORK', 'a/b')).toBe('/app/events/work/edit/a%2Fb');
    expect(evidenceAddress('EDU', 'e-1')).toBe('/app/events/edu/edit/e-1');
    expect(evidenceAddress('SKILL', 's-1')).toBe('/app/events/skills/edit/s-1');
  });
});
