import { lineOf, findingAt, type Finding } from './finding.ts';

/**
 * The README's feature list names every server feature, and only those (docs/decisions/051).
 * A feature is a folder under `server/features/` that `server/app.ts` imports from; the list is
 * the first column of the table under the README's `## Features` heading, one folder name in
 * backticks per row. A folder of `web/features/` has the name of a listed feature, or the
 * section names it (`web/features/home/`).
 */

export const FEATURES_HEADING = '## Features';

/** The folder names in the first column of the table under the Features heading, with their line. */
export function listedFeatures(readme: string): Map<string, number> {
  const listed = new Map<string, number>();
  const lines = readme.split('\n');
  const start = lines.indexOf(FEATURES_HEADING);
  if (start < 0) return listed;
  for (let at = start + 1; at < lines.length && !lines[at]!.startsWith('## '); at += 1) {
    const first = /^\|\s*`([\w-]+)`/.exec(lines[at]!);
    if (first) listed.set(first[1]!, at + 1);
  }
  return listed;
}

/** The text of the Features section, up to the next level-two heading. */
function featuresSection(readme: string): string {
  const start = readme.indexOf(`${FEATURES_HEADING}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + FEATURES_HEADING.length);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** Feature folders that `server/app.ts` imports from (`./features/<name>/…`). */
export function registeredFeatures(appSource: string): Set<string> {
  return new Set(
    [...appSource.matchAll(/from '\.\/features\/([\w-]+)\//g)].map(([, name]) => name!),
  );
}

/**
 * What the README's list gets wrong: a folder it misses, a name it lists that is no folder, and
 * a folder that the app does not register.
 */
export function checkFeatureList(
  readme: string,
  folders: readonly string[],
  appSource: string,
  webFolders: readonly string[] = [],
): Finding[] {
  const listed = listedFeatures(readme);
  const registered = registeredFeatures(appSource);
  const heading = lineOf(readme, (line) => line === FEATURES_HEADING);
  if (listed.size === 0) {
    return [
      findingAt(
        'README.md',
        heading,
        FEATURES_HEADING,
        'has no feature table',
        `add a "${FEATURES_HEADING}" section whose table names each folder of server/features/ in backticks in its first column`,
      ),
    ];
  }
  const findings: Finding[] = [];
  for (const folder of folders) {
    if (!listed.has(folder)) {
      findings.push(
        findingAt(
          'README.md',
          heading,
          folder,
          `is a feature (server/features/${folder}/) that the README's feature list does not name`,
          `add a row | \`${folder}\` | its Indonesian words and URLs | what it does | to the table under "${FEATURES_HEADING}"`,
        ),
      );
    }
    if (!registered.has(folder)) {
      findings.push(
        findingAt(
          'server/app.ts',
          1,
          folder,
          `server/features/${folder}/ is not imported by server/app.ts, so the app does not register it`,
          'register the feature in the list in server/app.ts, or move the folder out of server/features/',
        ),
      );
    }
  }
  // A screen area without a server feature of its own (the home page) is named in the section.
  const section = featuresSection(readme);
  for (const folder of webFolders) {
    if (!listed.has(folder) && !section.includes(`web/features/${folder}/`)) {
      findings.push(
        findingAt(
          'README.md',
          heading,
          folder,
          `is a web feature (web/features/${folder}/) that the README's Features section does not name`,
          `name its server feature's folder the same, or say what \`web/features/${folder}/\` is under "${FEATURES_HEADING}"`,
        ),
      );
    }
  }
  for (const [name, line] of listed) {
    if (!folders.includes(name)) {
      findings.push(
        findingAt(
          'README.md',
          line,
          name,
          `is listed as a feature, but server/features/${name}/ does not exist`,
          `use the folder's name as it is in server/features/ (${folders.join(', ')})`,
        ),
      );
    }
  }
  return findings;
}
