import { describe, expect, it } from 'vitest';
import type { ResumeDocument } from '../resume-document';
import { letterText, resumeText } from './plain-text';
import {
  entry,
  fixtureDocument,
  fixtureLetter,
  minimalDocument,
} from '../test-support/export-fixtures';

describe('resumeText', () => {
  it('writes the whole resume as clean text, in order, accents intact', () => {
    expect(resumeText(fixtureDocument)).toBe(
      [
        'Hélène Dubois-Ÿvon',
        'Développeuse full-stack',
        'helene@example.com · +1 514 555 0199 · Montréal, Canada',
        'LinkedIn: https://www.linkedin.com/in/helene · Site: https://helene.example.com',
        '',
        'Profil',
        'Ingénieure passionnée par les outils qui font gagner du temps.',
        '',
        'Expérience professionnelle',
        'Développeuse principale — Société Générale, Montréal, QC · janv. 2021 – aujourd’hui',
        '• Réduit le temps de build de 40 % grâce à un cache partagé',
        '• Encadré une équipe de 5 ingénieurs (Zoë, Ângela, Łukasz)',
        'Ingénieure logiciel — Café Crème · mars 2018 – déc. 2020',
        '• Livré l’application mobile 日本語 en 6 mois',
        '',
        'Formation',
        'Master en informatique — Université de Montréal, Montréal · 2016 – 2018',
        'Cours: Algorithmique, Bases de données',
        '',
        'Compétences',
        'TypeScript (Expert): Node.js, React, Fastify',
        'Français',
        '',
        'Bénévolat',
        'Mentore — Les Pâtissiers du Code · 2019',
        '• Ateliers du samedi pour débutants',
        '',
      ].join('\n'),
    );
  });

  it('leaves no stray separators or blank blocks for empty fields', () => {
    expect(resumeText(minimalDocument)).toBe('Ada Lovelace\n');
  });

  it('joins only the parts an entry has', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      header: { ...minimalDocument.header, phone: '555 0100' },
      sections: [
        {
          id: 'x',
          kind: 'WORK',
          heading: 'Experience',
          entries: [
            entry({ id: '1', organization: 'Acme', dates: '2020' }),
            entry({ id: '2', title: 'Engineer', location: 'Lyon' }),
            entry({ id: '3', title: 'Analyst', subtitle: 'Data team', bullets: ['  ', ''] }),
            entry({ id: '4', details: ['Go', ' ', 'Rust'] }),
          ],
        },
        { id: 'empty', kind: 'CUSTOM', heading: 'Awards', entries: [] },
      ],
    };
    expect(resumeText(doc)).toBe(
      [
        'Ada Lovelace',
        '555 0100',
        '',
        'Experience',
        'Acme · 2020',
        'Engineer — Lyon',
        'Analyst',
        'Data team',
        'Go, Rust',
        '',
      ].join('\n'),
    );
  });

  it('keeps one-line fields on one line and ends with exactly one newline', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      summary: 'First line.  \n\n  Second line.\n\n',
      sections: [
        {
          id: 'x',
          kind: 'CUSTOM',
          heading: 'Projects',
          entries: [entry({ id: '1', title: 'Two\nlines', bullets: ['a\r\nb  '] })],
        },
      ],
    };
    const text = resumeText(doc);
    expect(text).toBe(
      'Ada Lovelace\n\nSummary\nFirst line.\nSecond line.\n\nProjects\nTwo lines\n• a b\n',
    );
    expect(text.endsWith('\n\n')).toBe(false);
    expect(text.split('\n').every((line) => line === line.trimEnd())).toBe(true);
  });

  it('leaves out links that are not web or mail addresses', () => {
    const doc: ResumeDocument = {
      ...minimalDocument,
      header: {
        ...minimalDocument.header,
        links: [
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: '', url: 'https://ada.example.com' },
        ],
      },
    };
    expect(resumeText(doc)).toBe('Ada Lovelace\nhttps://ada.example.com\n');
  });
});

describe('letterText', () => {
  it('writes the whole letter as clean text, in order, a missing placeholder as [name]', () => {
    expect(letterText(fixtureLetter)).toBe(
      [
        'Hélène Dubois-Ÿvon',
        'Développeuse full-stack',
        'helene@example.com · +1 514 555 0199 · Montréal, Canada',
        'LinkedIn: https://www.linkedin.com/in/helene · Site: https://helene.example.com',
        '',
        '26 novembre 2026',
        '',
        'Mme Ortiz',
        'Société <Générale>',
        '29 bd Haussmann',
        '75009 Paris',
        '',
        'Madame Ortiz,',
        '',
        'Je rejoindrais <b>volontiers</b> [team] à Paris.',
        '',
        'Second paragraphe, « cité » et 40 %.',
        '',
        'Cordialement,',
        'Hélène Dubois-Ÿvon',
        '',
        'Pièce jointe\u00a0: CV',
        '',
      ].join('\n'),
    );
  });

  it('leaves no blank block for what the letter does not have', () => {
    const bare = { ...fixtureLetter, date: '', recipient: [], enclosure: '', paragraphs: [] };
    expect(letterText(bare)).not.toMatch(/\n\n\n/);
    expect(letterText(bare).endsWith('Hélène Dubois-Ÿvon\n')).toBe(true);
  });
});
