import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { checkStatuses } from './check-references/decision-statuses.ts';
import { checkFeatureList } from './check-references/feature-list.ts';
import {
  headingAnchors,
  missingPaths,
  type RepositoryTree,
} from './check-references/document-paths.ts';
import type { Finding } from './check-references/finding.ts';

/**
 * `npm test` step: every citation in code, tests and documents resolves inside this repository
 * (docs/decisions/039, docs/conventions.md §6). It fails on the names of papers the repository
 * does not hold (the old product, contract and style papers), ticket numbers, the folder beside
 * the checkout that held them, a `docs/…` path or decision number that does not exist, and a
 * section of docs/product.md or docs/conventions.md that does not exist, and on a decision record
 * missing from docs/decisions/README.md. In every Markdown document it also resolves each
 * repository path named in a code span or a link (`check-references/document-paths.ts`,
 * docs/decisions/051). Prints file:line:column, what is wrong and what to write instead.
 */

/** What a citation may point to: paths in the repository and the sections of the numbered documents. */
export interface ReferenceTargets {
  exists: (repoPath: string) => boolean;
  decisionNumbers: ReadonlySet<string>;
  sections: Readonly<Record<'product' | 'conventions', ReadonlySet<string>>>;
}

interface Rule {
  pattern: RegExp;
  problem: string;
  hint: string;
  /** Lines this rule does not apply to (a citation next to a URL names an upstream project). */
  skipLine?: (line: string) => boolean;
}

const hasUrl = (line: string) => /https?:\/\//.test(line);

// Each pattern is built from pieces so that this file does not cite what it forbids.
const word = (name: string) => new RegExp(`(?<![\\w.])${name}(?:\\.md)?(?![\\w])`, 'g');
const FORBIDDEN: readonly Rule[] = [
  {
    pattern: word('SP' + 'EC'),
    problem: 'cites the old product paper, which is not in this repository',
    hint: 'cite `docs/product.md §N` (same section numbers) or say the reason in place',
  },
  {
    pattern: word('CONT' + 'RACT'),
    problem: 'cites the old runtime paper, which is not in this repository',
    hint: 'cite `docs/api.md`, the README configuration section, or a decision record',
  },
  {
    pattern: word('STY' + 'LE'),
    problem: 'cites the old style paper, which is not in this repository',
    hint: 'cite `docs/conventions.md §N` (same section numbers)',
  },
  {
    // The same papers by a name in lower case, with a section: "Spec §5", "style §3".
    pattern: new RegExp(`\\b(?:[Ss]p${'ec'}|[Ss]ty${'le'}|[Cc]ont${'ract'})\\s*§\\s*\\d+`, 'g'),
    problem: 'cites a section of a paper this repository does not hold',
    hint: 'cite `docs/product.md §N` or `docs/conventions.md §N` (same section numbers)',
  },
  {
    pattern: new RegExp(`\\b[Ii]ss${'ue'}s?\\s+#?\\d+`, 'g'),
    problem: 'cites a ticket number, which a reader of this repository cannot open',
    hint: 'cite the decision record that came from it (`docs/decisions/NNN`), or drop the reference',
    skipLine: hasUrl,
  },
  {
    pattern: /(?:^|(?<=[\s([]))#\d{1,5}(?![\w;'"`])/g,
    problem: 'cites a ticket by number, which a reader of this repository cannot open',
    hint: 'cite the decision record that came from it (`docs/decisions/NNN`), or drop the reference',
    skipLine: hasUrl,
  },
  {
    pattern: new RegExp(`\\.\\./${'sha'}red/`, 'g'),
    problem: 'points outside the repository',
    hint: 'cite a document inside the repository (docs/)',
  },
];

const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*\w/g;
const SECTION = /§\s*(\d+)/g;

function checkDocPath(
  target: string,
  targets: ReferenceTargets,
): Omit<Finding, 'file' | 'line' | 'column' | 'text'> | undefined {
  if (target.startsWith('docs/decisions/NNN')) return undefined; // the template's placeholder
  const decision = /^docs\/decisions\/(\d{3})(?:-[\w.-]*)?$/.exec(target);
  if (decision && !target.endsWith('.md')) {
    return targets.decisionNumbers.has(decision[1])
      ? undefined
      : {
          problem: `decision record ${decision[1]} does not exist`,
          hint: 'see docs/decisions/README.md for the records',
        };
  }
  if (targets.exists(target)) return undefined;
  return {
    problem: `${target} does not exist`,
    hint: decision
      ? 'see docs/decisions/README.md for the records and their file names'
      : 'fix the path, or cite a document that exists',
  };
}

/** Every dangling citation in one file's text. */
export function findInText(file: string, text: string, targets: ReferenceTargets): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const add = (column: number, found: string, problem: string, hint: string) =>
      findings.push({ file, line: index + 1, column: column + 1, text: found, problem, hint });

    for (const rule of FORBIDDEN) {
      if (rule.skipLine?.(line)) continue;
      for (const match of line.matchAll(rule.pattern))
        add(match.index, match[0], rule.problem, rule.hint);
    }

    const docPaths = [...line.matchAll(DOC_PATH)];
    docPaths.forEach((match, i) => {
      const target = match[0];
      const wrong = checkDocPath(target, targets);
      if (wrong) add(match.index, target, wrong.problem, wrong.hint);

      const numbered = /^docs\/(product|conventions)\.md$/.exec(target);
      if (!numbered) return;
      // The sections cited after this path, up to the next path: "docs/product.md §2, §5 and §6".
      const start = match.index + target.length;
      const end = docPaths[i + 1]?.index ?? line.length;
      const known = targets.sections[numbered[1] as 'product' | 'conventions'];
      for (const section of line.slice(start, end).matchAll(SECTION)) {
        if (!known.has(section[1])) {
          add(
            start + section.index,
            `${target} ${section[0]}`,
            `${target} has no section ${section[1]}`,
            `its sections are §${[...known].join(', §')}`,
          );
        }
      }
    });
  });
  return findings;
}

/** Section numbers of a document whose headings read `## N. Title`. */
export function sectionNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map(([, number]) => number));
}

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh|conf|txt)$/;
/** This check and its tests spell out what they look for. */
const isSelf = (file: string) => file.startsWith('scripts/check-references');
const NOT_PROSE = new Set(['package-lock.json', 'server/lib/common-passwords.txt']);

/** Every file of the repository, tracked or new (not ignored), that is on disk. */
function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter((file) => file && existsSync(path.join(root, file)));
}

function repositoryTree(root: string, files: readonly string[]): RepositoryTree {
  const anchors = new Map<string, Set<string>>();
  return {
    files: new Set(files),
    // `git check-ignore` reads every ignore rule, for paths that exist or not; 0 means ignored.
    // Asked as a folder too: `data/` in .gitignore matches `data` only once it is a folder.
    isIgnored: (repoPath) =>
      [repoPath, `${repoPath.replace(/\/$/, '')}/`].some(
        (asked) =>
          spawnSync('git', ['check-ignore', '-q', '--no-index', asked], { cwd: root }).status === 0,
      ),
    anchors: (repoPath) => {
      if (!anchors.has(repoPath)) {
        anchors.set(repoPath, headingAnchors(readFileSync(path.join(root, repoPath), 'utf8')));
      }
      return anchors.get(repoPath)!;
    },
  };
}

export function repositoryTargets(root: string): ReferenceTargets {
  const read = (file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  };
  return {
    exists: (repoPath) => existsSync(path.join(root, repoPath)),
    decisionNumbers: new Set(
      readdirSync(path.join(root, 'docs/decisions'))
        .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
        .filter((number): number is string => number !== undefined),
    ),
    sections: {
      product: sectionNumbers(read('docs/product.md')),
      conventions: sectionNumbers(read('docs/conventions.md')),
    },
  };
}

/** Decision records that docs/decisions/README.md does not link, so a reader would not find them. */
export function unindexedDecisions(recordFiles: readonly string[], index: string): Finding[] {
  return recordFiles
    .filter((name) => name !== '000-template.md' && name !== 'README.md')
    .filter((name) => !index.includes(`(${name})`))
    .map((name) => ({
      file: 'docs/decisions/README.md',
      line: 1,
      column: 1,
      text: name,
      problem: 'is not listed in the index of decision records',
      hint: `add a row linking (${name}) to docs/decisions/README.md`,
    }));
}

function decisionFindings(folder: string, index: string): Finding[] {
  const names = readdirSync(folder).filter((name) => name.endsWith('.md'));
  const records = names
    .filter((name) => /^\d{3}-/.test(name) && name !== '000-template.md')
    .map((file) => ({ file, markdown: readFileSync(path.join(folder, file), 'utf8') }));
  return [...unindexedDecisions(names, index), ...checkStatuses(records, index)];
}

/** The folders under server/features/ or web/features/, from the repository's files. */
function featureFolders(files: readonly string[], root: 'server' | 'web'): string[] {
  const folders = files.map((file) => new RegExp(`^${root}/features/([\\w-]+)/`).exec(file)?.[1]);
  return [...new Set(folders.filter((name): name is string => name !== undefined))].sort();
}

export function checkRepository(root: string): Finding[] {
  const targets = repositoryTargets(root);
  const files = repositoryFiles(root);
  const tree = repositoryTree(root, files);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const decisions = path.join(root, 'docs/decisions');
  const index = path.join(decisions, 'README.md');
  return [
    ...files
      .filter((file) => TEXT_FILE.test(file) && !isSelf(file) && !NOT_PROSE.has(file))
      .flatMap((file) => findInText(file, read(file), targets)),
    ...files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => missingPaths(file, read(file), tree)),
    ...(existsSync(index) ? decisionFindings(decisions, readFileSync(index, 'utf8')) : []),
    ...(existsSync(path.join(root, 'server/app.ts'))
      ? checkFeatureList(
          read('README.md'),
          featureFolders(files, 'server'),
          read('server/app.ts'),
          featureFolders(files, 'web'),
        )
      : []),
  ];
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column}: "${finding.text}" ${finding.problem}\n    hint: ${finding.hint}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const findings = checkRepository(root);
  for (const finding of findings) console.log(formatFinding(finding));
  if (findings.length > 0) {
    console.log(
      `\n${findings.length} reference(s) point outside the repository or at nothing (docs/decisions/039, docs/decisions/051).`,
    );
    process.exit(1);
  }
  console.log(
    'Every citation and every path the documents name resolve; the feature list and the decision statuses agree with the code.',
  );
}
