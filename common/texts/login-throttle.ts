/** Texts of the failed-login limit, shared by every login (staff, applicant, second factor). */
export const loginThrottleText = {
  locked: (minutes: number) => `Terlalu banyak percobaan login. Coba lagi dalam ${minutes} menit.`,
} as const;
