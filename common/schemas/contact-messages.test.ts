import { describe, expect, it } from 'vitest';

import { itGivesFieldMessages } from '../../test-support/schema-cases.ts';
import { contactMessageFieldsSchema } from './contact-messages.ts';

/** The contact form's rules (docs/product.md §5), one row per case. */

const valid = { nama: 'Rina', email: 'rina@example.co.id', telepon: '021 515 0889', pesan: '' };

describe('contact message fields', () => {
  itGivesFieldMessages(contactMessageFieldsSchema, valid, 'telepon', 'phone', [
    ['0812-3456-7890', undefined],
    ['+62 812 3456 7890', undefined],
    ['(021) 515 0889', undefined],
    ['12345678', undefined], // 8 digits
    ['1234567', 'Nomor telepon harus berisi 8 sampai 15 angka'],
    ['1234567890123456', 'Nomor telepon harus berisi 8 sampai 15 angka'],
    ['0812 3456 abc', 'Nomor telepon tidak valid'],
    ['', 'Nomor telepon wajib diisi'],
  ]);

  itGivesFieldMessages(contactMessageFieldsSchema, valid, 'email', 'email', [
    ['rina@example.co.id', undefined],
    ['rina@', 'Email tidak valid'],
    ['', 'Email wajib diisi'],
  ]);

  itGivesFieldMessages(contactMessageFieldsSchema, valid, 'nama', 'name', [
    ['Rina', undefined],
    ['   ', 'Nama wajib diisi'],
  ]);

  it('folds line breaks in a name into single spaces', () => {
    expect(contactMessageFieldsSchema.parse({ ...valid, nama: 'Rina\n\tDewi' }).nama).toBe(
      'Rina Dewi',
    );
  });

  it('keeps the message optional', () => {
    expect(contactMessageFieldsSchema.parse({ ...valid, pesan: undefined }).pesan).toBe('');
  });
});
