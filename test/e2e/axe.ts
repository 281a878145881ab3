// axe-core in a page of the app: evaluated through the DevTools protocol, which the app's CSP
// (script-src 'self') does not govern, so the page runs with its real policy.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: Promise<string> | undefined;

export async function runAxe(page: Page): Promise<Violation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target as string[] })),
    }));
  });
}

/** The serious and critical violations, each as one line naming the rule and where it was found. */
export const seriousViolations = (violations: Violation[]): string[] =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
