import { describe, expect, it } from 'vitest';
import { fillPlaceholders, missingPlaceholders, runsText } from './letter-placeholders';

const job = { company: 'Northwind', position: 'Staff Engineer', hiringManager: 'Ms. Ortiz' };

describe('fillPlaceholders', () => {
  it('fills every placeholder from the target job, as one run of text', () => {
    expect(
      fillPlaceholders('Dear {hiringManager}, I want to join {company} as {position}.', job),
    ).toEqual([{ text: 'Dear Ms. Ortiz, I want to join Northwind as Staff Engineer.' }]);
    expect(fillPlaceholders('{company}{company}', job)).toEqual([{ text: 'NorthwindNorthwind' }]);
  });

  it('keeps a placeholder the job does not fill, or an unknown one, as a missing piece', () => {
    const runs = fillPlaceholders('At {company}, {team} and {} wait for {position}.', {
      ...job,
      company: '  ',
      position: '',
    });
    expect(runs).toEqual([
      { text: 'At ' },
      { missing: 'company', known: true },
      { text: ', ' },
      { missing: 'team', known: false },
      { text: ' and ' },
      { missing: '', known: false },
      { text: ' wait for ' },
      { missing: 'position', known: true },
      { text: '.' },
    ]);
    expect(missingPlaceholders(runs)).toEqual(['company', 'team', '', 'position']);
    expect(runsText(runs)).toBe('At [company], [team] and [] wait for [position].');
    // Names are matched exactly: `{Company}` is no placeholder.
    expect(missingPlaceholders(fillPlaceholders('{Company} {company}', job))).toEqual(['Company']);
  });

  it('prints a brace that opens no placeholder as typed', () => {
    for (const text of ['a { b', 'a } b', '{{company}', '}{', 'f(x) = {x | x > 0']) {
      const runs = fillPlaceholders(text, job);
      expect(runsText(runs).replaceAll('Northwind', '{company}')).toBe(text);
    }
    expect(fillPlaceholders('{{company}}', job)).toEqual([{ text: '{Northwind}' }]);
  });

  it('passes accents, other scripts and right-to-left text through untouched', () => {
    const values = { company: 'Société Générale', position: 'مهندس', hiringManager: '王芳' };
    const text = 'Chère {hiringManager} — שלום {company}, ✓ {position} 🚀 e\u0301';
    expect(fillPlaceholders(text, values)).toEqual([
      { text: 'Chère 王芳 — שלום Société Générale, ✓ مهندس 🚀 e\u0301' },
    ]);
  });

  it('leaves text without placeholders as it is, and empty text empty', () => {
    expect(fillPlaceholders('Plain words.', job)).toEqual([{ text: 'Plain words.' }]);
    expect(fillPlaceholders('', job)).toEqual([]);
  });
});
