import { describe, expect, it } from 'vitest';
import { nameMaxLength } from '../../domain/user';
import { mergeProfiles, missingClaims, profileFromClaims } from './partner-claims';

describe('profileFromClaims', () => {
  it('takes given_name and family_name, else name split at the first space', () => {
    expect(
      profileFromClaims({
        given_name: ' Renée ',
        family_name: 'Núñez-Åkesson',
        email: 'r@p.example',
      }),
    ).toEqual({ firstName: 'Renée', lastName: 'Núñez-Åkesson', email: 'r@p.example' });
    expect(profileFromClaims({ name: 'Ana María  Ruiz' })).toEqual({
      firstName: 'Ana',
      lastName: 'María Ruiz',
      email: null,
    });
  });

  it('cuts names to the user record limits and drops what is not an email or not text', () => {
    const profile = profileFromClaims({
      given_name: 'A'.repeat(nameMaxLength + 5),
      family_name: 42,
      email: 'not an email',
    });
    expect(profile).toEqual({ firstName: 'A'.repeat(nameMaxLength), lastName: '', email: null });
  });
});

describe('missingClaims', () => {
  const empty = { firstName: '', lastName: '', email: null };
  it('names what the granted scopes promise and the profile lacks', () => {
    expect(missingClaims(empty, ['openid', 'email', 'profile'])).toEqual(['name', 'email']);
    expect(missingClaims(empty, ['openid', 'profile'])).toEqual(['name']);
    expect(missingClaims(empty, ['openid'])).toEqual([]);
    expect(
      missingClaims({ firstName: 'Ana', lastName: '', email: 'a@p.example' }, ['email', 'profile']),
    ).toEqual([]);
  });
});

describe('mergeProfiles', () => {
  it('keeps the first profile, taking both names and the email from the second only when blank', () => {
    const fromUserInfo = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@p.example' };
    expect(mergeProfiles({ firstName: '', lastName: '', email: null }, fromUserInfo)).toEqual(
      fromUserInfo,
    );
    expect(mergeProfiles({ firstName: 'Annie', lastName: '', email: null }, fromUserInfo)).toEqual({
      firstName: 'Annie',
      lastName: '',
      email: 'ana@p.example',
    });
  });
});
