/** Indonesian first and last names that seeded rows combine (n-th first with (7n)-th last). */
export const FIRST_NAMES = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Joko',
  'Ani',
  'Bayu',
  'Putri',
  'Eko',
  'Wulan',
  'Hendra',
  'Sri',
  'Yusuf',
  'Lina',
];
export const LAST_NAMES = [
  'Santoso',
  'Aminah',
  'Salim',
  'Lestari',
  'Wati',
  'Susilo',
  'Pratama',
  'Kusuma',
  'Hidayat',
  'Saputra',
  'Nugroho',
  'Rahmawati',
];

/** The n-th seeded person's first and last name. */
export function benchPerson(n: number) {
  return {
    first: FIRST_NAMES[n % FIRST_NAMES.length],
    last: LAST_NAMES[(n * 7) % LAST_NAMES.length],
  };
}
