import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test-support/render-app';
import { EditorTextField } from './editor-text-field';

beforeAll(setupI18n);
afterEach(cleanup);

const refused =
  'Remove the invisible control character or broken symbol from this text (often pasted from another app).';

const field = (value: string, helperText?: string) => {
  render(<EditorTextField label="Headline" value={value} helperText={helperText} />);
  return screen.getByRole('textbox', { name: 'Headline' });
};

describe('a text field of the resume editor', () => {
  it.each([
    ['a NUL', 'Staff\u0000Engineer'],
    ['a lone high surrogate', 'Staff \uD800'],
    ['a lone low surrogate', '\uDFFF Staff'],
  ])('holding %s is marked invalid and says why, keeping the text', (_, value) => {
    const box = field(value, 'A hint');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveProperty('value', value);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refused,
    );
  });

  it('is left alone with any other text, a surrogate pair included', () => {
    const box = field('Staff Engineer 🙂', 'A hint');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A hint',
    );
  });
});
