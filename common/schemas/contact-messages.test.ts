import { describe, expect, it } from 'vitest';

import { contactMessageFieldsSchema } from './contact-messages.ts';

/** The contact form's rules (SPEC §5), one row per case. */

const valid = { nama: 'Rina', email: 'rina@example.co.id', telepon: '021 515 0889', pesan: '' };

function firstError(input: Record<string, unknown>) {
  const result = contactMessageFieldsSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contact message fields', () => {
  it.each([
    ['0812-3456-7890', undefined],
    ['+62 812 3456 7890', undefined],
    ['(021) 515 0889', undefined],
    ['12345678', undefined], // 8 digits
    ['1234567', 'Nomor telepon harus berisi 8 sampai 15 angka'],
    ['1234567890123456', 'Nomor telepon harus berisi 8 sampai 15 angka'],
    ['0812 3456 abc', 'Nomor telepon tidak valid'],
    ['', 'Nomor telepon wajib diisi'],
  ])('phone %j gives %j', (telepon, message) => {
    expect(firstError({ ...valid, telepon })).toBe(message);
  });

  it.each([
    ['rina@example.co.id', undefined],
    ['rina@', 'Email tidak valid'],
    ['', 'Email wajib diisi'],
  ])('email %j gives %j', (email, message) => {
    expect(firstError({ ...valid, email })).toBe(message);
  });

  it.each([
    ['Rina', undefined],
    ['   ', 'Nama wajib diisi'],
  ])('name %j gives %j', (nama, message) => {
    expect(firstError({ ...valid, nama })).toBe(message);
  });

  it('folds line breaks in a name into single spaces', () => {
    expect(contactMessageFieldsSchema.parse({ ...valid, nama: 'Rina\n\tDewi' }).nama).toBe(
      'Rina Dewi',
    );
  });

  it('keeps the message optional', () => {
    expect(contactMessageFieldsSchema.parse({ ...valid, pesan: undefined }).pesan).toBe('');
  });
});
