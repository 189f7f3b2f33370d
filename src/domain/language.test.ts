import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('takes the first supported language of a list, by its base tag', () => {
    expect(pickLanguage(['de-DE', 'fr-CA', 'es'])).toBe('fr');
    expect(pickLanguage(['ES'])).toBe('es');
  });

  it('follows the weights of an Accept-Language header, not only its order', () => {
    expect(pickLanguage('fr;q=0.2, es;q=0.9, en;q=0.5')).toBe('es');
    expect(pickLanguage('de-DE, fr;q=0.8, en;q=0.8')).toBe('fr');
    expect(pickLanguage('es-MX,es;q=0.9')).toBe('es');
  });

  it('never picks a language weighted zero, and falls back to English', () => {
    expect(pickLanguage('fr;q=0, es;q=0.1')).toBe('es');
    expect(pickLanguage('fr;q=0')).toBe('en');
    expect(pickLanguage('de, ja;q=0.5')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('fr;q=abc, es')).toBe('es');
  });
});
