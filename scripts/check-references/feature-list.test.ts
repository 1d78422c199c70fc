import { describe, expect, it } from 'vitest';

import { checkFeatureList, listedFeatures, registeredFeatures } from './feature-list.ts';

const README = [
  '# Sigap',
  '',
  '## Features',
  '',
  '| Feature | Indonesian | What |',
  '| ------- | ---------- | ---- |',
  '| `faqs` | FAQ | Questions |',
  '| `vacancies` | lowongan | Vacancies |',
  '',
  '## Later',
  '',
  '| `not-a-feature` | x | y |',
].join('\n');
const APP = [
  "import { faqsRoutes } from './features/faqs/faqs.routes.ts';",
  "import { vacanciesRoutes } from './features/vacancies/vacancies.routes.ts';",
].join('\n');
const problems = (readme: string, folders: string[], app = APP) =>
  checkFeatureList(readme, folders, app).map((f) => `${f.file}:${f.line} ${f.text}: ${f.problem}`);

describe('the README feature list', () => {
  it('reads the first column of the table under the Features heading only', () => {
    expect([...listedFeatures(README)]).toEqual([
      ['faqs', 7],
      ['vacancies', 8],
    ]);
    expect([...registeredFeatures(APP)]).toEqual(['faqs', 'vacancies']);
  });

  it('agrees with feature folders that the app registers', () => {
    expect(problems(README, ['faqs', 'vacancies'])).toEqual([]);
  });

  it('names a folder the list misses, a listed name that is no folder, and an unregistered folder', () => {
    expect(problems(README, ['faqs', 'hiring-days'])).toEqual([
      "README.md:3 hiring-days: is a feature (server/features/hiring-days/) that the README's feature list does not name",
      'server/app.ts:1 hiring-days: server/features/hiring-days/ is not imported by server/app.ts, so the app does not register it',
      'README.md:8 vacancies: is listed as a feature, but server/features/vacancies/ does not exist',
    ]);
  });

  it('names a web feature folder that is neither a listed feature nor named in the section', () => {
    const web = ['faqs', 'home', 'api-docs'];
    const withHome = README.replace(
      '## Later',
      'Also `web/features/home/`: the home page.\n\n## Later',
    );
    expect(checkFeatureList(withHome, ['faqs', 'vacancies'], APP, web).map((f) => f.text)).toEqual([
      'api-docs',
    ]);
  });

  it('fails when the README has no feature table', () => {
    expect(problems('# Sigap\n', ['faqs'])).toEqual([
      'README.md:1 ## Features: has no feature table',
    ]);
  });
});
