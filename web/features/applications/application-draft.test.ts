// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { clearDraft, readDraft, saveDraft } from './application-draft.ts';
import { clearApplicantDrafts } from '../../lib/auth-storage.ts';

afterEach(() => localStorage.clear());

describe('application draft', () => {
  it('keeps typed fields and answers per applicant, never the consent', () => {
    saveDraft(
      7,
      { nama: 'Siti Rahma', telepon: '0812', pesan: 'Jl. Kenanga', persetujuan: true },
      { '3': 'ya' },
    );
    expect(readDraft(7)).toEqual({
      fields: { nama: 'Siti Rahma', telepon: '0812', pesan: 'Jl. Kenanga' },
      answers: { '3': 'ya' },
    });
    expect(readDraft(8)).toEqual({ fields: {}, answers: {} });
    expect(localStorage.getItem('sigap.draft.lamaran.7')).not.toContain('persetujuan');
  });

  it('drops what it does not expect from a tampered or broken entry', () => {
    localStorage.setItem(
      'sigap.draft.lamaran.7',
      JSON.stringify({
        fields: { nama: 5, pesan: 'x'.repeat(5000), foto: 'a' },
        answers: { x: 'ya', '2': 'mungkin', '4': 'tidak' },
      }),
    );
    const draft = readDraft(7);
    expect(draft.fields).toEqual({ pesan: 'x'.repeat(2000) });
    expect(draft.answers).toEqual({ '4': 'tidak' });
    localStorage.setItem('sigap.draft.lamaran.7', '{not json');
    expect(readDraft(7)).toEqual({ fields: {}, answers: {} });
  });

  it('is removed once sent, when emptied, and at logout for every account', () => {
    saveDraft(7, { nama: 'Siti' }, {});
    clearDraft(7);
    expect(localStorage.getItem('sigap.draft.lamaran.7')).toBeNull();
    saveDraft(7, { nama: 'Siti' }, {});
    saveDraft(7, { nama: '' }, {});
    expect(localStorage.getItem('sigap.draft.lamaran.7')).toBeNull();
    saveDraft(7, { nama: 'Siti' }, {});
    saveDraft(9, { nama: 'Andi' }, {});
    localStorage.setItem('userToken', 'x');
    clearApplicantDrafts();
    expect(Object.keys(localStorage)).toEqual(['userToken']);
  });
});
