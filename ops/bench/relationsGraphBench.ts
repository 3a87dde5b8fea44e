import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_EMAIL, BENCH_PASSWORD, benchSender, startBenchServer } from './benchServer';

// The world relations graph at 2,000 wikis, in headless Chromium against the real server with the
// built web app, as the author: from pressing 'World graph' to every wiki of the world drawn in
// the graph (target < 1 s). The wikis are three families' worth of generations: each wiki is the
// child of the one at half its number, and every tenth is an ally of the one after it.

export const GRAPH_WIKIS = Number(process.env.BENCH_GRAPH_WIKIS ?? 2_000);
export const GRAPH_TARGET_MS = 1_000;
const VIEWPORT = { width: 1280, height: 800 };

const ALL_DRAWN = `(() => {
  const nodes = document.querySelectorAll('svg[role="group"] a circle');
  return nodes.length >= ${GRAPH_WIKIS} ? performance.now() : false;
})()`;

export const relationsGraphBench = async (dir: string) => {
  const server = await startBenchServer(dir, { webDist: path.resolve(import.meta.dirname, '../../web/dist') });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const send = benchSender(server);
    const wikis: string[] = [];
    for (let n = 0; n < GRAPH_WIKIS; n++) {
      const { id } = await send<{ id: string }>('POST', 'creation/newWiki', { category: 'characters', title: `Heir ${n}`, worldID: server.worldId });
      wikis.push(id);
    }
    let relations = 0;
    for (let n = 1; n < GRAPH_WIKIS; n++) {
      await send('POST', 'wiki/addRelation', { wikiID: wikis[n], otherID: wikis[Math.floor((n - 1) / 2)], type: 'child' });
      relations++;
      if (n % 10 === 0 && n + 1 < GRAPH_WIKIS) {
        await send('POST', 'wiki/addRelation', { wikiID: wikis[n], otherID: wikis[n + 1], type: 'ally' });
        relations++;
      }
    }
    // A second sign-in, so the app opens the page asked for rather than the first-time introduction.
    const { token } = await server.call<{ token: string }>('POST', 'login', { email: BENCH_EMAIL, password: BENCH_PASSWORD });
    // The page's script rules allow no eval, which the measuring functions (sent as text) need.
    const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true });
    await context.addInitScript({ content: `localStorage.setItem('token', ${JSON.stringify(token)})` });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/wiki/${wikis[0]}`, { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: 'World graph' });
    await open.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/graph-failure.png' });
      throw error;
    });
    const pressed = await page.evaluate(() => performance.now());
    await open.click();
    const drawn = await page.waitForFunction(ALL_DRAWN, undefined, { polling: 'raf', timeout: 60_000 });
    const firstRenderMs = Number(await drawn.jsonValue()) - pressed;
    await context.close();
    return { wikis: GRAPH_WIKIS, relations, firstRenderMs };
  } finally {
    await browser.close();
    await server.close();
  }
};
