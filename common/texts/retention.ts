/** Texts of the retention purge (docs/decisions/022) that staff see next to an application. */
export const retentionText = {
  /** `date` is already formatted, e.g. '10 Februari 2027'. */
  deletesOn: (date: string) => `Dihapus otomatis pada ${date}`,
};
