import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { benchSender, startBenchServer, type BenchServer } from './benchServer';
import { languageCases, mapCase, timelineCase, type ElementCase } from './elementCases';

// The element pages at the largest sizes the product allows (elementCases.ts), in headless
// Chromium against the real server with the built web app, as a reader: how soon the first
// marker, point or word is drawn after the address is opened (< 1.5 s), and the longest frame
// while the page is dragged, zoomed or scrolled for about 3 s (none over 50 ms).

export const FIRST_RENDER_TARGET_MS = 1_500;
export const FRAME_TARGET_MS = 50;
const GESTURE_MS = 3_000;
const VIEWPORT = { width: 1280, height: 800 };

export interface PageResult {
  label: string;
  firstRenderMs: number;
  longestFrameMs: number;
  frames: number;
  /** Long animation frames the browser reported (over 50 ms). */
  longFrames: number;
}

// The seeded map's picture is 1 × 1 px; the browser is given a 4,000 × 2,500 px PNG instead (sea
// and light and dark land, as a map's picture is), drawn by the browser itself.
const DRAW_MAP_PICTURE = `(() => {
  const canvas = Object.assign(document.createElement('canvas'), { width: 4000, height: 2500 });
  const g = canvas.getContext('2d');
  const land = (colour, x, y, rx, ry) => { g.fillStyle = colour; g.beginPath(); g.ellipse(x, y, rx, ry, 0, 0, 2 * Math.PI); g.fill(); };
  g.fillStyle = '#1f3b4d';
  g.fillRect(0, 0, 4000, 2500);
  land('#e8dcc0', 1300, 1100, 1000, 800);
  land('#5b7f4a', 2900, 1500, 900, 700);
  return canvas.toDataURL('image/png').split(',')[1];
})()`;
const mapPicture = async (browser: Browser) => {
  const page = await browser.newPage();
  const png = Buffer.from(await page.evaluate<string>(DRAW_MAP_PICTURE), 'base64');
  await page.close();
  return png;
};

// Functions run in the page, as text: the bench's own types know no DOM.
const firstDrawn = (selector: string, text: string) => `(() => {
  for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.top < innerHeight && box.bottom > 0 && element.textContent.startsWith(${JSON.stringify(text)})) return performance.now();
  }
  return false;
})()`;
const START_FRAMES = `(() => {
  const frames = (window.benchFrames = { last: 0, longest: 0, count: 0, long: 0, on: true });
  const tick = (time) => {
    if (frames.last) { frames.longest = Math.max(frames.longest, time - frames.last); frames.count += 1; }
    frames.last = time;
    if (frames.on) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try { new PerformanceObserver((list) => { frames.long += list.getEntries().length; }).observe({ type: 'long-animation-frame' }); } catch {}
})()`;
const STOP_FRAMES = `(() => { const f = window.benchFrames; f.on = false; return { longest: f.longest, count: f.count, long: f.long }; })()`;

// Runs `step` about 60 times a second for `ms`.
const paced = async (page: Page, ms: number, step: (i: number) => Promise<void>) => {
  const started = Date.now();
  for (let i = 0; Date.now() - started < ms; i += 1) {
    await step(i);
    await page.waitForTimeout(16);
  }
};
const centre = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 + 40 };
// A drag around a circle and back, the way a reader looks about.
const dragAround = async (page: Page, ms: number, radius: number) => {
  await page.mouse.move(centre.x + radius, centre.y);
  await page.mouse.down();
  await paced(page, ms, (i) => page.mouse.move(centre.x + radius * Math.cos(i / 15), centre.y + radius * Math.sin(i / 15)));
  await page.mouse.up();
};
// Wheel turns in bursts one way then the other: in and out again.
const wheelInAndOut = async (page: Page, ms: number, delta: number) => {
  await page.mouse.move(centre.x, centre.y);
  await paced(page, ms, (i) => page.mouse.wheel(0, Math.floor(i / 30) % 2 === 0 ? -delta : delta));
};

// The map is dragged about, then zoomed; the timeline zoomed in (it starts with all of it on
// screen, nothing to drag), then dragged; the lexicon scrolled down and back.
const lookAroundMap = async (page: Page) => {
  await dragAround(page, GESTURE_MS / 2, 350);
  await wheelInAndOut(page, GESTURE_MS / 2, 120);
};
const lookAroundTimeline = async (page: Page) => {
  await wheelInAndOut(page, GESTURE_MS / 2, 200);
  await dragAround(page, GESTURE_MS / 2, 300);
};
const scrollLexicon = async (page: Page) => {
  const table = await page.locator('table').first().boundingBox();
  await page.mouse.move(centre.x, Math.max(100, Math.min(VIEWPORT.height - 100, (table?.y ?? 0) + 100)));
  await paced(page, GESTURE_MS, (i) => page.mouse.wheel(0, Math.floor(i / 90) % 2 === 0 ? 240 : -240));
};

interface PageCase {
  label: string;
  path: string;
  // What shows the element drawn: an element of `selector` on screen whose text starts so.
  drawn: [selector: string, text: string];
  gesture: (page: Page) => Promise<void>;
}

const k = (n: number) => n.toLocaleString('en-US');

// An element seeded whole, made public; its id.
const seed = async (server: BenchServer, element: ElementCase, name: 'map' | 'timeline' | 'language') => {
  const send = benchSender(server);
  await send(element.replace.method, element.replace.url, element.replace.body);
  const { readUrl } = await element.prepare();
  const id = readUrl.split('/')[1] ?? '';
  await send('POST', 'updateElementVisibility', { element: name, elementID: id, worldID: server.worldId, visibility: 'public' });
  return id;
};

const pageCases = async (server: BenchServer): Promise<PageCase[]> => {
  const map = await mapCase(server);
  const timeline = await timelineCase(server);
  const [words, keys] = await languageCases(server);
  const mapId = await seed(server, map, 'map');
  const timelineId = await seed(server, timeline, 'timeline');
  await seed(server, keys, 'language');
  const languageId = await seed(server, words, 'language');
  return [
    {
      label: `${map.label} (${k(4000)} × ${k(2500)} px picture)`,
      path: `/map/${mapId}`,
      drawn: ['[aria-label="Map points"] button', ''],
      gesture: lookAroundMap,
    },
    { label: timeline.label, path: `/timeline/${timelineId}`, drawn: ['section[role="group"] button', 'Event'], gesture: lookAroundTimeline },
    { label: words.label, path: `/language/${languageId}`, drawn: ['table tbody td', 'word'], gesture: scrollLexicon },
  ];
};

const measurePage = async (page: Page, baseUrl: string, { label, path: address, drawn, gesture }: PageCase): Promise<PageResult> => {
  await page.goto(`${baseUrl}${address}`, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(firstDrawn(...drawn), undefined, { polling: 'raf', timeout: 30_000 });
  const firstRenderMs = Number(await shown.jsonValue());
  // The page settles (late images, the first idle work) before the gesture is timed.
  await page.waitForTimeout(1_000);
  await page.evaluate(START_FRAMES);
  await gesture(page);
  const frames = await page.evaluate<{ longest: number; count: number; long: number }>(STOP_FRAMES);
  return { label, firstRenderMs, longestFrameMs: frames.longest, frames: frames.count, longFrames: frames.long };
};

export const elementPagesBench = async (dir: string): Promise<PageResult[]> => {
  const server = await startBenchServer(dir, { webDist: path.resolve(import.meta.dirname, '../../web/dist') });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const picture = await mapPicture(browser);
    const results: PageResult[] = [];
    for (const pageCase of await pageCases(server)) {
      // The page's script rules allow no eval, which the measuring functions (sent as text) need.
      const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true });
      const page = await context.newPage();
      await page.route('**/media/maps/**', (route) => route.fulfill({ contentType: 'image/png', body: picture }));
      results.push(await measurePage(page, server.baseUrl, pageCase));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
};
