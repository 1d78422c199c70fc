import { describe, expect, it } from 'vitest';

import { NO_REQUIREMENTS } from '#common/guard-hiring-values';
import { vacancyRequirementsSchema } from '#common/schemas/guard-hiring';

import { requirementsOf } from './vacancy-requirements.ts';

describe('requirementsOf', () => {
  it('reads stored requirements as the schema would', () => {
    // A vacancy that asks a height of women only, a diploma, Gada Madya and a health certificate.
    const stored = {
      tinggi_min_wanita: 158,
      pendidikan_min: 'D3',
      gada_min: 'Madya',
      surat_sehat: true,
    };
    expect(requirementsOf({ syarat: stored })).toEqual(vacancyRequirementsSchema.parse(stored));
  });

  it('asks nothing of a vacancy saved before requirements existed, or of an unreadable one', () => {
    expect(requirementsOf(undefined)).toEqual(NO_REQUIREMENTS);
    expect(requirementsOf({})).toEqual(NO_REQUIREMENTS);
    expect(requirementsOf({ syarat: 'SMA' })).toEqual(NO_REQUIREMENTS);
    expect(requirementsOf({ syarat: { skck: 'ya', pendidikan_min: 'PhD', gada_min: 3 } })).toEqual(
      NO_REQUIREMENTS,
    );
    expect(requirementsOf({ syarat: { tinggi_min_pria: 165.5 } })).toEqual(NO_REQUIREMENTS);
  });
});
