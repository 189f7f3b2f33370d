import { describe, expect, it } from 'vitest';
import {
  placeByKind,
  suggestParagraphs,
  termsOf,
  type SuggestedParagraph,
} from './paragraph-suggestions';

const paragraph = (
  id: string,
  kind: SuggestedParagraph['kind'],
  text: string,
  tags: string[] = [],
): SuggestedParagraph => ({ id, kind, title: `Paragraph ${id}`, text, tags });

const library = [
  paragraph('open', 'OPENING', 'I am writing to apply for the {position} role at {company}.'),
  paragraph('k8s', 'BODY', 'I run Kubernetes clusters and on-call rotations for payments.', [
    'platform engineering',
  ]),
  paragraph('design', 'BODY', 'I design brand identities and illustrations.', ['design']),
  paragraph('close', 'CLOSING', 'Thank you for your time; I look forward to hearing from you.'),
];

const description =
  'Platform engineering team hiring a Staff Engineer to run Kubernetes for payments. ' +
  'You will own Kubernetes upgrades and on-call. Apply with your resume.';

describe('termsOf', () => {
  it('keeps telling words, lower-cased and without accents, and technical names whole', () => {
    expect(termsOf('Gestión de C++, Node.js y C# — the API!')).toEqual([
      'gestion',
      'c++',
      'node.js',
      'api',
    ]);
    expect(termsOf('Expérience à Montréal')).toEqual(['experience', 'montreal']);
  });
});

describe('suggestParagraphs', () => {
  it('ranks paragraphs by the words and tags they share with the description, with reasons', () => {
    const suggestions = suggestParagraphs(library, description);
    expect(suggestions.map((suggestion) => suggestion.id)).toEqual(['k8s', 'open']);
    expect(suggestions[0]).toEqual({
      id: 'k8s',
      // kubernetes (said twice) 2 + on-call, payments, run 3 + the tag 3 + the first body 1.
      score: 9,
      sharedTerms: ['kubernetes', 'on-call', 'payments', 'run'],
      matchedTags: ['platform engineering'],
      fillsKind: true,
    });
    expect(suggestions[1]?.sharedTerms).toEqual(['apply']);
    // Nothing in common: not suggested, whatever its kind.
    expect(suggestions.some((suggestion) => suggestion.id === 'design')).toBe(false);
  });

  it('is deterministic: the same input gives the same order, ties broken by kind then title', () => {
    const twins = [
      paragraph('b', 'BODY', 'Kubernetes'),
      paragraph('a', 'BODY', 'Kubernetes'),
      paragraph('z', 'OPENING', 'Kubernetes'),
    ];
    const first = suggestParagraphs(twins, 'kubernetes');
    expect(first.map((suggestion) => suggestion.id)).toEqual(['z', 'a', 'b']);
    expect(suggestParagraphs([...twins].reverse(), 'kubernetes')).toEqual(first);
  });

  it('leaves out the paragraphs the letter holds, and favours kinds it lacks', () => {
    const used = new Set(['k8s']);
    expect(suggestParagraphs(library, description, { used }).map((s) => s.id)).toEqual(['open']);
    const withOpening = suggestParagraphs(library, description, {
      kindsPresent: new Set(['OPENING']),
    });
    const opening = withOpening.find((suggestion) => suggestion.id === 'open');
    expect(opening?.fillsKind).toBe(false);
    expect(opening!.score).toBeLessThan(
      suggestParagraphs(library, description).find((suggestion) => suggestion.id === 'open')!.score,
    );
  });

  it('suggests nothing for an empty description', () => {
    expect(suggestParagraphs(library, '')).toEqual([]);
  });
});

describe('placeByKind', () => {
  it('puts openings before bodies before closings, keeping each one’s order', () => {
    const current = [
      { id: 'o1', kind: 'OPENING' as const },
      { id: 'b1', kind: 'BODY' as const },
      { id: 'c1', kind: 'CLOSING' as const },
    ];
    const added = [
      { id: 'c2', kind: 'CLOSING' as const },
      { id: 'o2', kind: 'OPENING' as const },
      { id: 'b2', kind: 'BODY' as const },
    ];
    expect(placeByKind(current, added).map((item) => item.id)).toEqual([
      'o1',
      'o2',
      'b1',
      'b2',
      'c1',
      'c2',
    ]);
    expect(placeByKind([], added).map((item) => item.id)).toEqual(['o2', 'b2', 'c2']);
  });
});
