import path from 'node:path';

import type { Finding } from './finding.ts';

/**
 * Repository paths that a document names must exist (docs/decisions/051). A document names a
 * path in a code span that is one token (`server/app.ts`, `guard-application.ts`,
 * `web/routes/public/…`) or as a link target ([the map](docs/architecture.md)). Code blocks are
 * not read. What counts, and what does not:
 *
 * - A token whose first folder is one of the repository's own top-level entries (`server/…`,
 *   `deploy/…`, `.ci/run`) or a file at the root (`package.json`) must exist as written, from the
 *   root. A trailing `…` checks the folder before it.
 * - A partial path with a known file extension (`migrations/helpers.ts`) or a bare file name
 *   (`guard-application.ts`) must be the end of some file's path.
 * - A link target is read from the document's folder, as a Markdown viewer reads it; a `#section`
 *   after a Markdown file must be one of its headings.
 * - Not paths: URLs, routes and other absolute paths (`/api/pelamar`, `/admin/…`), aliases and
 *   packages (`#common/…`, `@fastify/…`, `react-router/dom`), MIME types (`text/html`), globs
 *   (`*.md`), placeholders (`<name>`, `{id}`, `NNN`, `DIR/…`), and anything git ignores (`dist/…`, `data`):
 *   build output is not the repository's, file endings (`.routes.ts`), and paths struck through
 *   (~~`server/lib/window-counters.ts`~~): a record may recount a file that is gone. `docs/…`
 *   paths are left to the citation check.
 */

/** What the check knows of the repository: its files (tracked or new) and git's ignore rules. */
export interface RepositoryTree {
  /** Every file, as a path from the root with `/` separators. */
  files: ReadonlySet<string>;
  /** Whether git ignores a path (build output, local data): such a path is not the repository's. */
  isIgnored: (repoPath: string) => boolean;
  /** The headings of a Markdown file, as link anchors (`#how-to-add-a-feature`). */
  anchors: (repoPath: string) => ReadonlySet<string>;
}

const KNOWN_EXTENSION =
  /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh|sql|conf|txt|svg|png|jpe?g|webp|avif|woff2)$/;
/** Characters of a path as our documents write them; anything else is not a path. */
const PATH_LIKE = /^(?:\.\/)?[\w@.+-]+(?:\/[\w@.+-]+)*\/?$/;
/** `DIR/manifest.json`, `NNNN-name.ts`: a folder or number the reader fills in. */
const PLACEHOLDER = /(?:^|\/)[A-Z_]{2,}(?:\/|$)|\bN{3,}\b|\bX{3,}\b/;

interface Named {
  line: number;
  column: number;
  /** As written in the document. */
  text: string;
  /** The path to look up: from the root (`rooted`), or the end of some file's path (`suffix`). */
  target: string;
  how: 'rooted' | 'suffix';
  anchor?: string;
  /** A link out of the document's folder that leaves the repository. */
  outside?: boolean;
  /** Named by a link (read from the document's folder) rather than a code span (from the root). */
  link?: boolean;
}

function topLevel(tree: RepositoryTree): Set<string> {
  return new Set([...tree.files].map((file) => file.split('/')[0]!));
}

/** The path a one-token code span names, or undefined when it names no repository path. */
export function pathInCode(
  token: string,
  roots: ReadonlySet<string>,
): Pick<Named, 'target' | 'how'> | undefined {
  let candidate = token;
  // `web/routes/public/…`: the folder before the ellipsis must exist.
  if (/\/…$/.test(candidate)) candidate = candidate.slice(0, -1);
  if (!PATH_LIKE.test(candidate) || PLACEHOLDER.test(candidate)) return undefined;
  // `.routes.ts`, `.jpg`: a kind of file name, not a file.
  if (/^\.[^/]*$/.test(candidate)) return undefined;
  const fromRoot = candidate.startsWith('./'); // `./data`: written from the root on purpose
  candidate = candidate.replace(/^\.\//, '');
  if (candidate.startsWith('docs/')) return undefined; // the citation check reads these
  const first = candidate.split('/')[0]!;
  if (fromRoot || roots.has(first)) {
    return { target: candidate, how: 'rooted' };
  }
  if (KNOWN_EXTENSION.test(candidate)) return { target: candidate, how: 'suffix' };
  return undefined;
}

/** A link target as a path from the root, or undefined when it is not a file link. */
function pathInLink(
  target: string,
  documentFile: string,
): Pick<Named, 'target' | 'how' | 'anchor' | 'outside'> | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/') || target.startsWith('#')) {
    return undefined; // a URL, mailto:, a site route or an anchor in this document
  }
  const [file = '', anchor] = target.split('#');
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(documentFile), file));
  if (joined.startsWith('../')) return { target: joined, how: 'rooted', outside: true };
  return { target: joined.replace(/^\.\/?/, '') || '.', how: 'rooted', anchor };
}

/** The lines of a Markdown document outside its code blocks, with their 0-based index. */
export function proseLines(markdown: string): [number, string][] {
  const prose: [number, string][] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const opens = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opens) {
      if (fence === undefined) fence = opens[1]![0];
      else if (opens[1]![0] === fence) fence = undefined;
    } else if (fence === undefined) prose.push([index, line]);
  });
  return prose;
}

/** Every path a Markdown document names, with where. */
function namedPaths(documentFile: string, markdown: string, roots: ReadonlySet<string>): Named[] {
  const named: Named[] = [];
  proseLines(markdown).forEach(([index, written]) => {
    // ~~`old/path.ts`~~: a record recounting a file that is gone; blanked, so columns stay.
    const line = written.replace(/~~.*?~~/g, (struck) => ' '.repeat(struck.length));
    for (const span of line.matchAll(/`([^`\n]+)`/g)) {
      const found = pathInCode(span[1]!, roots);
      if (found) named.push({ line: index + 1, column: span.index + 2, text: span[1]!, ...found });
    }
    const links = [
      ...line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g),
      ...line.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g),
    ];
    for (const link of links) {
      const found = pathInLink(link[1]!, documentFile);
      const column = link.index + link[0].indexOf(link[1]!) + 1;
      if (found) named.push({ line: index + 1, column, text: link[1]!, link: true, ...found });
    }
  });
  return named;
}

function exists(tree: RepositoryTree, named: Named): boolean {
  const target = named.target.replace(/\/$/, '');
  if (named.how === 'rooted') {
    if (target === '.' || tree.files.has(target)) return true;
    return [...tree.files].some((file) => file.startsWith(`${target}/`));
  }
  return [...tree.files].some((file) => file === target || file.endsWith(`/${target}`));
}

/** Files of the same name elsewhere, to suggest where a moved file went. */
function sameName(tree: RepositoryTree, target: string): string[] {
  const base = path.posix.basename(target.replace(/\/$/, ''));
  return [...tree.files].filter((file) => path.posix.basename(file) === base).slice(0, 3);
}

function missingHint(documentFile: string, named: Named, tree: RepositoryTree): string {
  const elsewhere = sameName(tree, named.target);
  if (named.link && elsewhere.length) {
    const from = path.posix.dirname(documentFile);
    const relative = elsewhere.map((file) => path.posix.relative(from, file));
    return `a link is read from this document's folder (${from}/); did you mean (${relative.join('), (')})?`;
  }
  if (elsewhere.length)
    return `a file of that name is at ${elsewhere.join(', ')}; fix the path, or drop the name`;
  const base = path.posix.basename(named.target.replace(/\/$/, ''));
  if (named.link)
    return `fix the link (\`git log --diff-filter=DR --stat -- '*${base}'\` shows where it went)`;
  return `fix the path (\`git log --diff-filter=DR --stat -- '*${base}'\` shows where it went), or strike a gone file through: ~~\`${named.text}\`~~`;
}

/** Every path that a Markdown document names and the repository lacks. */
export function missingPaths(
  documentFile: string,
  markdown: string,
  tree: RepositoryTree,
): Finding[] {
  const roots = topLevel(tree);
  const findings: Finding[] = [];
  for (const named of namedPaths(documentFile, markdown, roots)) {
    const at = { file: documentFile, line: named.line, column: named.column, text: named.text };
    if (named.outside) {
      findings.push({
        ...at,
        problem: 'links outside the repository',
        hint: 'link a file inside the repository, from this document’s folder',
      });
      continue;
    }
    if (!exists(tree, named)) {
      if (tree.isIgnored(named.target)) continue;
      findings.push({
        ...at,
        problem: named.link
          ? `links to ${named.target}, which the repository does not have`
          : 'names a path the repository does not have',
        hint: missingHint(documentFile, named, tree),
      });
      continue;
    }
    if (
      named.anchor &&
      named.target.endsWith('.md') &&
      !tree.anchors(named.target).has(named.anchor)
    ) {
      findings.push({
        ...at,
        problem: `links to a heading that ${named.target} does not have`,
        hint: `its headings: #${[...tree.anchors(named.target)].join(', #')}`,
      });
    }
  }
  return findings;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, line] of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}
