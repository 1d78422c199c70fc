import { findingAt, lineOf, type Finding } from './finding.ts';

/**
 * Every decision record says where it stands, and the index says the same (docs/decisions/051).
 * A record's header has one line `- Status: <state>[; <relation>]…`:
 *
 * - state: `proposed`, `accepted`, `rejected` or `superseded by NNN`;
 * - relation: `supersedes NNN`, `partly supersedes NNN`, `partly superseded by NNN`, `amends NNN`,
 *   `amended by NNN`, `extends NNN` or `extended by NNN`, several numbers joined by `,` or `and`;
 * - each part may end in a note in brackets: `superseded by 032 (its limits stay)`.
 *
 * Every number names a record, each relation is stated on both records (021 `supersedes 007`,
 * 007 `superseded by 021`), and the index row of each record shows its status and date as the
 * record writes them.
 */

const STATES = ['proposed', 'accepted', 'rejected'];
/** Each relation and the one the other record must state. */
const INVERSE: Readonly<Record<string, string>> = {
  'superseded by': 'supersedes',
  supersedes: 'superseded by',
  'partly supersedes': 'partly superseded by',
  'partly superseded by': 'partly supersedes',
  amends: 'amended by',
  'amended by': 'amends',
  extends: 'extended by',
  'extended by': 'extends',
};
const RELATION = new RegExp(
  `^(${Object.keys(INVERSE)
    .filter((verb) => verb !== 'superseded by') // a state, not a relation beside one
    .sort((a, b) => b.length - a.length)
    .join('|')}) (\\d{3}(?:(?:, | and )\\d{3})*)$`,
);
export const STATUS_GRAMMAR =
  'write `- Status: accepted` (or proposed, rejected, superseded by NNN), then any of `; supersedes NNN`, ' +
  '`; partly supersedes NNN`, `; partly superseded by NNN`, `; amends NNN`, `; amended by NNN`, ' +
  '`; extends NNN`, `; extended by NNN`, each with an optional note in brackets (docs/decisions/000-template.md)';

export interface DecisionRecord {
  /** The file name, `021-sanitize-html.md`. */
  file: string;
  markdown: string;
}

interface Relation {
  verb: string;
  number: string;
}

interface Status {
  text: string;
  date: string | undefined;
  line: number;
  relations: Relation[];
  /** What the status line gets wrong, if it cannot be read. */
  unreadable?: string;
}

const numberOf = (file: string) => file.slice(0, 3);

/** A record's status line, read into its state and its relations to other records. */
export function readStatus(markdown: string): Status | undefined {
  const header = markdown.split(/^## /m)[0]!;
  const text = /^- Status: (.+)$/m.exec(header)?.[1]?.trim();
  if (text === undefined) return undefined;
  const status: Status = {
    text,
    date: /^- Date: (\S+)/m.exec(header)?.[1],
    line: lineOf(markdown, (line) => line.startsWith('- Status:')),
    relations: [],
  };
  const parts = text.split(';').map((part) => part.trim());
  const note = parts
    .map((part) => /\(([^)]*)\)$/.exec(part)?.[1])
    .find((n) => /\b\d{3}\b/.test(n ?? ''));
  if (note) status.unreadable = `its note "(${note})" names a record: write that as a relation`;
  const [state = '', ...relations] = parts.map((part) => part.replace(/\s*\([^)]*\)$/, ''));
  const superseded = /^superseded by (\d{3})$/.exec(state);
  if (superseded) status.relations.push({ verb: 'superseded by', number: superseded[1]! });
  else if (!STATES.includes(state)) status.unreadable = `its state "${state}" is not one we use`;
  for (const part of relations) {
    const relation = RELATION.exec(part);
    if (!relation) {
      status.unreadable ??= `"${part}" is not a relation we use`;
      continue;
    }
    for (const number of relation[2]!.split(/, | and /)) {
      status.relations.push({ verb: relation[1]!, number });
    }
  }
  return status;
}

/** The index's row of a record: its status and date cells, and its line. */
function indexRow(index: string, file: string) {
  const lines = index.split('\n');
  const at = lines.findIndex((line) => line.includes(`(${file})`));
  if (at < 0) return undefined; // the citation check names records missing from the index
  const cells = lines[at]!.split('|').map((cell) => cell.trim());
  // | [NNN](file) | Decision | Status | Date |
  return { line: at + 1, status: cells[3], date: cells[4] };
}

/** What is wrong with the records' statuses and with the index's copy of them. */
export function checkStatuses(records: readonly DecisionRecord[], index: string): Finding[] {
  const findings: Finding[] = [];
  const statuses = new Map<string, Status>();
  const files = new Map(records.map((record) => [numberOf(record.file), record.file]));
  const where = (file: string) => `docs/decisions/${file}`;

  for (const record of records) {
    const status = readStatus(record.markdown);
    if (!status) {
      findings.push(
        findingAt(where(record.file), 3, 'Status', 'has no status line', STATUS_GRAMMAR),
      );
      continue;
    }
    statuses.set(numberOf(record.file), status);
    if (status.unreadable) {
      findings.push(
        findingAt(where(record.file), status.line, status.text, status.unreadable, STATUS_GRAMMAR),
      );
    }
  }

  for (const [number, status] of statuses) {
    const file = files.get(number)!;
    for (const { verb, number: other } of status.relations) {
      const otherStatus = statuses.get(other);
      const says = `${verb} ${other}`;
      if (!files.has(other)) {
        findings.push(
          findingAt(
            where(file),
            status.line,
            says,
            `names record ${other}, which does not exist`,
            'see docs/decisions/README.md',
          ),
        );
      } else if (
        otherStatus &&
        !otherStatus.relations.some((r) => r.verb === INVERSE[verb] && r.number === number)
      ) {
        findings.push(
          findingAt(
            where(files.get(other)!),
            otherStatus.line,
            otherStatus.text,
            `does not say "${INVERSE[verb]} ${number}", though ${number} says "${says}"`,
            INVERSE[verb] === 'superseded by'
              ? `make its status "superseded by ${number}", or say "partly supersedes" in ${number}`
              : `state the relation on both records: add "; ${INVERSE[verb]} ${number}" to its status`,
          ),
        );
      }
    }
    const row = indexRow(index, file);
    if (row && (row.status !== status.text || row.date !== status.date)) {
      findings.push(
        findingAt(
          'docs/decisions/README.md',
          row.line,
          `${row.status} | ${row.date}`,
          `disagrees with ${file}, which says "${status.text}" of ${status.date}`,
          `copy the record's status and date into its row`,
        ),
      );
    }
  }
  return findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
