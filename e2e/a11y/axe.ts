import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

/**
 * axe-core in the page (docs/decisions/035-accessibility-checks.md). `@axe-core/playwright` needs
 * Node 22, so the engine's own file is evaluated in the page (through the debugging protocol,
 * which the pages' Content-Security-Policy does not block, unlike a script tag) and run with the WCAG 2.0, 2.1 and 2.2 A and AA
 * rules (the level Sigap promises).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string; failureSummary: string }>;
}

/** The WCAG A/AA violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog fading in has a pale text for a moment: check the colours it settles on.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // target-size (WCAG 2.2 2.5.8, 24×24 CSS px) is off in axe by default: turned on here.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        html: node.html.slice(0, 200),
        failureSummary: node.failureSummary ?? '',
      })),
    }));
  }, WCAG_TAGS);
}

/** One line per violation and node: rule id, impact, element, and what to fix. */
export function describeViolations(where: string, violations: AxeViolation[]) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}\n` +
          `    ${node.html}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}

/**
 * AXE_REPORT=file appends one JSON line per violated rule and screen, to count the findings of a
 * whole run by rule (the figures in decision 035).
 */
export function recordViolations(where: string, violations: AxeViolation[]) {
  const file = process.env.AXE_REPORT;
  if (!file) return;
  for (const violation of violations)
    appendFileSync(
      file,
      `${JSON.stringify({ where, id: violation.id, impact: violation.impact, nodes: violation.nodes.length })}\n`,
    );
}
