import { describe, expect, it } from 'vitest';

import { staffLoginInputSchema } from './auth.ts';
import { registerStaffInputSchema } from './staff.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('staff name and login rules (docs/product.md §5: letters and digits only)', () => {
  it.each([
    ['Budi', undefined],
    ['budi2024', undefined],
    ['  Sari  ', undefined],
    ['Budi Santoso', 'Nama hanya boleh berisi huruf dan angka'],
    ['budi_1', 'Nama hanya boleh berisi huruf dan angka'],
    ['budi.s', 'Nama hanya boleh berisi huruf dan angka'],
    ['Budí', 'Nama hanya boleh berisi huruf dan angka'],
    ['', 'Nama wajib diisi'],
    ['a'.repeat(51), 'Nama maksimal 50 karakter'],
  ])('register name %j → %s', (nama, message) => {
    expect(
      firstMessage(
        registerStaffInputSchema.safeParse({ nama, password: 'password-ok-12', role: 'hrd' }),
      ),
    ).toBe(message);
  });

  it.each([
    ['12345678901', 'Password minimal 12 karakter'],
    ['123456789012', undefined],
    ['x'.repeat(128), undefined],
    ['x'.repeat(129), 'Password maksimal 128 karakter'],
  ])('register password of length %#', (password, message) => {
    expect(
      firstMessage(registerStaffInputSchema.safeParse({ nama: 'Budi', password, role: 'hrd' })),
    ).toBe(message);
  });

  it.each([
    ['admin', undefined],
    ['admin 1', 'Username hanya boleh berisi huruf dan angka'],
    ['admin@sigap', 'Username hanya boleh berisi huruf dan angka'],
    ['', 'Username wajib diisi'],
  ])('login username %j → %s', (nama, message) => {
    expect(firstMessage(staffLoginInputSchema.safeParse({ nama, password: 'x' }))).toBe(message);
  });
});
