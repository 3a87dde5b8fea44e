import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

// playwright-core drives Debian's Chromium; it downloads no browser of its own.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

/** Saves a full-page screenshot as web/e2e/screenshots/{name}.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Runs one journey step; if it fails, a screenshot named `{name}-failure` shows the page as it was. */
export async function screenshotOnFailure<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const path = await saveScreenshot(page, `${name}-failure`).catch(() => null);
    if (path && error instanceof Error) error.message += `\nScreenshot: ${path}`;
    throw error;
  }
}

/** Collects console errors and uncaught page errors, to assert a page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
