/** Texts of GET /api/health (CONTRACT). */
export const healthText = {
  down: (names: string[]) => `Layanan tidak dapat dihubungi: ${names.join(', ')}`,
} as const;
