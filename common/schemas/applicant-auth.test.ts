import { describe } from 'vitest';

import { itReturns } from '../../test-support/table-tests.ts';
import { stripUsername } from '../usernames.ts';
import { applicantLoginName } from './applicant-auth.ts';

describe('applicant usernames', () => {
  itReturns(stripUsername, 'saves %j as %j', [
    ['budi_santoso', 'budisantoso'],
    [' Budi Santoso 2 ', 'BudiSantoso2'],
    ['!!--', ''],
  ]);

  itReturns(applicantLoginName, 'finds the account of login name %j by %j', [
    ['budi_santoso', 'budisantoso'],
    ['BudiSantoso', 'budisantoso'],
    [' Budi.Santoso@Contoh.id ', 'budi.santoso@contoh.id'],
  ]);
});
