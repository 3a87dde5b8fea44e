import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveScreenshot, screenshotOnFailure } from './browser';

// axe-core in the journeys: the WCAG 2.1 A and AA rules run on the page as it is shown.
// The app's Content-Security-Policy refuses inline <script> tags, so axe's source is evaluated
// through the DevTools protocol instead (page.evaluate is not subject to the page's CSP).

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const PHONE = { width: 390, height: 844 };

/** What the journey's author made, for the screens that show it. */
export interface Made {
  token: string;
  userId: string;
  worldID: string;
  writingId: string;
  wikiId: string;
  mapId: string;
  timelineId: string;
  languageId: string;
  threadId: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The WCAG 2.1 AA violations axe finds on the page now, each with the elements it found them on. */
export async function findViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog that is still fading in has its text at part opacity, which axe reads as low contrast:
  // finite animations (not spinners) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // The trailing expression keeps evaluate from returning (and serialising) axe itself.
  if (!loaded) await page.evaluate(`${axeSource};0`);
  return page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: AxeApi }).axe;
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_AA);
}

/** Readable lines for a failure message: one per violation, with up to five targets. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : '';
      return `${violation.id} [${violation.impact}] ${violation.help}: ${violation.targets.slice(0, 5).join(', ')}${more}`;
    })
    .join('\n');
}

/** Fails (softly, so one run lists every screen) when axe finds a WCAG 2.1 AA violation on the screen. */
export async function expectNoViolations(page: Page, screenName: string): Promise<void> {
  const violations = await findViolations(page);
  expect.soft(describeViolations(violations), `axe violations on ${screenName}`).toBe('');
}

/** Opens a path, lets it settle (fetches, the first transitions) and checks it. */
export async function check(page: Page, path: string, name = path, ready?: (page: Page) => Promise<unknown>) {
  await page.goto(path, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForTimeout(250);
  await expectNoViolations(page, name);
  // Reflow (WCAG 1.4.10), which axe does not test: the page itself never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `sideways scrolling on ${name}`).toBeLessThanOrEqual(0);
}

/**
 * Checks every path, spread over pages that each open one path after another (most of a check is
 * waiting for the network to fall quiet). With `shots`, each screen is also saved as {shots}{path}.png.
 */
export async function checkAll(pages: Page[], paths: string[], name: string, shots?: string) {
  const queue = [...paths];
  await Promise.all(
    pages.map((page, index) =>
      screenshotOnFailure(page, `${name}-${index}`, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await check(page, path, shots ? `${path} (${shots})` : path);
          if (shots) await saveScreenshot(page, `${shots}${path}`);
        }
      }),
    ),
  );
}

/** Starts the page in the light theme, as Settings → Appearance leaves it in local storage. */
export async function startLight(page: Page): Promise<Page> {
  // Init scripts run in every frame; embedded frames may not touch storage.
  await page.addInitScript(() => window === window.top && window.localStorage.setItem('appearance', JSON.stringify({ theme: 'light' })));
  return page;
}

// The part of axe's API the journeys call (axe-core's own types describe the Node side only).
interface AxeApi {
  run: (
    context: Document,
    options: { runOnly: string[]; resultTypes: string[] },
  ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[] }>;
}
