import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { collectPageErrors, launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

// The shared set-up of the browser journeys: the real server and Chromium live as long as the
// enclosing describe, and every browser context a test opens is closed after that test.

export const WIDE = { width: 1280, height: 900 };

export interface Viewport {
  width: number;
  height: number;
}

/** A page in its own browser context, with the console and page errors it has logged. */
export interface OpenedPage {
  page: Page;
  errors: string[];
}

export interface Journey {
  server: () => RunningServer;
  /** Opens a page in a fresh context; with a token, the page starts signed in. */
  openPage: (viewport?: Viewport, token?: string) => Promise<OpenedPage>;
}

/** Starts the server (with these extra environment variables) and Chromium for the enclosing describe. */
export function journey(env: Record<string, string> = {}): Journey {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  return {
    server: () => server,
    async openPage(viewport = WIDE, token) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
      contexts.push(context);
      // Init scripts run in every frame; embedded frames (a scene's video) may not touch storage.
      if (token) await context.addInitScript((value) => window === window.top && window.localStorage.setItem('token', value), token);
      const page = await context.newPage();
      return { page, errors: collectPageErrors(page) };
    },
  };
}

/** A journey in which every test starts with a wide page of its own: read it with `page()` and `errors()`. */
export function journeyWithPage(env: Record<string, string> = {}): Journey & { page: () => Page; errors: () => string[] } {
  const base = journey(env);
  let current: OpenedPage;
  beforeEach(async () => {
    current = await base.openPage();
  });
  return { ...base, page: () => current.page, errors: () => current.errors };
}
