import { describe, expect, it } from 'vitest';

import { stripUsername } from '../usernames.ts';
import { applicantLoginName } from './applicant-auth.ts';

describe('applicant usernames', () => {
  it.each([
    ['budi_santoso', 'budisantoso'],
    [' Budi Santoso 2 ', 'BudiSantoso2'],
    ['!!--', ''],
  ])('saves %j as %j', (typed, saved) => {
    expect(stripUsername(typed)).toBe(saved);
  });

  it.each([
    ['budi_santoso', 'budisantoso'],
    ['BudiSantoso', 'budisantoso'],
    [' Budi.Santoso@Contoh.id ', 'budi.santoso@contoh.id'],
  ])('finds the account of login name %j by %j', (typed, key) => {
    expect(applicantLoginName(typed)).toBe(key);
  });
});
