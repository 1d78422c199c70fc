/** One thing the reference check found wrong: where it is, what it is, and what to write instead. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  text: string;
  problem: string;
  hint: string;
}

/** A finding that names a whole file rather than a place in it (an index row, a missing line). */
export function findingAt(
  file: string,
  line: number,
  text: string,
  problem: string,
  hint: string,
): Finding {
  return { file, line, column: 1, text, problem, hint };
}

/** The 1-based line of the first line that `test` accepts, or 1 when none does. */
export function lineOf(markdown: string, test: (line: string) => boolean): number {
  const index = markdown.split('\n').findIndex(test);
  return index < 0 ? 1 : index + 1;
}
