/** Texts of GET /metrics (CONTRACT, issue 20). */
export const metricsText = {
  tokenInvalid: 'Token metrik tidak ada atau salah',
} as const;
