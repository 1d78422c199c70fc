/** Texts of GET /api/health and GET /api/ready (docs/api.md). */
export const healthText = {
  down: (names: string[]) => `Layanan tidak dapat dihubungi: ${names.join(', ')}`,
  starting: 'Server sedang dinyalakan, coba lagi sebentar lagi',
  draining: 'Server sedang dihentikan, permintaan dialihkan ke server lain',
} as const;
