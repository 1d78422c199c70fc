/** Texts of GET /metrics (docs/api.md). */
export const metricsText = {
  tokenInvalid: 'Token metrik tidak ada atau salah',
} as const;
