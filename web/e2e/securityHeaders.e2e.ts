import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngImage } from '@lorewright/api/media/testing/testImages';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { PASSWORD, serverApi } from './serverApi';

// The app under its Content-Security-Policy in headless Chromium, served by the real server:
// a signed-in walk through the landing page, login, dashboard, the notification socket, a new
// world with a header image, the world page, a writing room (typing, bold, a scene with a
// YouTube video and an outside background image), the dev mailbox's mail frame and the media
// library reports no policy violation. A page of another origin cannot frame the app.

const runId = Date.now().toString(36);
const WORLD = `Cinderholt ${runId}`;
const PNG = Buffer.from(pngImage(2048, [200, 120, 60, 255]));
// Not reachable here (no internet): the browser still checks it against the policy first.
const OUTSIDE_BACKGROUND = 'https://images.example.com/backgrounds/ember.png';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/** Every `securitypolicyviolation` of every document and frame, and the console's CSP complaints. */
async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  const consoleReports: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, violation: Violation) => void violations.push(violation));
  // Installed before any script of the page runs, in every document the page loads.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation?: (v: unknown) => void }).reportPolicyViolation;
      report?.({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, page: location.href });
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return { violations, consoleReports };
}

const alertWith = (page: Page, text: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).last();

describe('the Content-Security-Policy in Chromium, served by the real server', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('lets every page of a signed-in journey run without a single violation', async () => {
    const email = `csp.${runId}@example.com`;
    const { userId, token } = await signedIn(email, 'Cora Policy');
    const { page, errors } = await openPage();
    const { violations, consoleReports } = await watchPolicy(page);
    const socketFrames: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/notifications')) socket.on('framereceived', ({ payload }) => void socketFrames.push(String(payload)));
    });

    await screenshotOnFailure(page, 'csp-journey', async () => {
      // Landing page, then the login form.
      const landing = await page.goto('/', { waitUntil: 'networkidle' });
      expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page
        .getByRole('link', { name: /log ?in/i })
        .first()
        .waitFor();
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await alertWith(page, 'Login successful!').waitFor();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      // The dashboard, with the bell fed by the same-origin socket (connect-src 'self').
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await expect.poll(() => socketFrames.some((frame) => frame.includes('"ready"')), { timeout: 10_000 }).toBe(true);

      // A new world, and its header image in the creation hub (served from /media).
      await page.goto('/create-world', { waitUntil: 'networkidle' });
      await page.getByLabel('World Name').fill(WORLD);
      await page.getByLabel(/^Description/).fill('Ash fields under a patient sky.');
      await page.getByRole('button', { name: 'Create World' }).click();
      await alertWith(page, 'World created successfully.').waitFor();
      await page.waitForURL('**/creation');
      await page.getByLabel(/^Header image/).setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG });
      await alertWith(page, 'Updated successfully.').waitFor();
      await page.locator(`img[src*="/media/headers/${userId}/"]`).first().waitFor();
      const worlds = await api<{ worlds: { _id: string; name: string }[] }>('GET', 'worlds', undefined, token);
      const worldId = worlds.data.worlds.find((world) => world.name === WORLD)!._id;

      // The world page.
      await page.goto(`/world/${worldId}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: WORLD }).first().waitFor();

      // A writing room: typing and bold in the Lexical editor.
      const created = await api<{ writing: { _id: string } }>('POST', 'creation/newWriting', { worldID: worldId, isFolder: false }, token);
      expect(created.status).toBe(201);
      await page.goto(`/writing/${created.data.writing._id}`, { waitUntil: 'networkidle' });
      const text = page.getByRole('textbox', { name: 'Scene text' });
      await text.waitFor();
      await text.click();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('The cinders ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('remember');
      await page.keyboard.press('Control+b');
      await page.keyboard.type(' the fire.');
      await text.locator('strong', { hasText: 'remember' }).waitFor();

      // The scene's background from anywhere on the web, and a YouTube video (its frame cannot
      // load without internet; a frame-src refusal would still be reported).
      await page.getByRole('button', { name: 'Customize', exact: true }).click();
      await page.getByLabel('Background image').fill(OUTSIDE_BACKGROUND);
      await page.getByLabel('Background image').press('Enter');
      await page.getByLabel('Video link').fill(VIDEO);
      await page.getByLabel('Video link').press('Enter');
      await page.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]').waitFor({ state: 'attached' });
      await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1000);
      await saveScreenshot(page, 'csp-writing-room-1280');

      // The dev mailbox shows a mail's HTML in a sandboxed srcdoc frame.
      await page.goto('/dev/mailbox', { waitUntil: 'networkidle' });
      await page
        .getByRole('region', { name: /^Outbox/ })
        .getByRole('link')
        .filter({ hasText: email })
        .first()
        .click();
      await page.frameLocator('iframe[title^="Mail body"]').getByRole('link').first().waitFor();

      // The media library lists the uploaded image.
      await page.goto('/dashboard/media', { waitUntil: 'networkidle' });
      await page.locator(`img[src*="/media/headers/${userId}/"]`).first().waitFor();
      await page.waitForTimeout(500);
    });

    expect(violations).toEqual([]);
    expect(consoleReports).toEqual([]);
    // The unreachable video and background are network failures, not policy refusals.
    const offline = (error: string) =>
      /youtube|images\.example\.com|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|Failed to load resource/i.test(error);
    expect(errors.filter((error) => !offline(error))).toEqual([]);
  });

  it('refuses to be framed by a page of another origin', async () => {
    const app = server().baseUrl;
    const framer: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><title>Framer</title><iframe id="app" src="${app}/login" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
      expect(new URL(framerUrl).origin).not.toBe(new URL(app).origin);
      const { page } = await openPage();
      const consoleLines: string[] = [];
      page.on('console', (message) => void consoleLines.push(message.text()));
      const appAnswers: Record<string, string>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${app}/login`)) appAnswers.push(response.headers());
      });

      await screenshotOnFailure(page, 'csp-framed', async () => {
        await page.goto(framerUrl, { waitUntil: 'load' });
        // The app answered, with its refusal to be framed…
        await expect.poll(() => appAnswers.length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(appAnswers[0]['x-frame-options']).toBe('DENY');
        expect(appAnswers[0]['content-security-policy']).toContain("frame-ancestors 'none'");
        // …and Chromium refused to show it: the frame holds no app page, and says why.
        await expect.poll(() => consoleLines.some((line) => /frame-ancestors|X-Frame-Options/i.test(line)), { timeout: 10_000 }).toBe(true);
        const frame = page.frames().find((each) => each !== page.mainFrame());
        expect(frame).toBeDefined();
        expect(frame!.url()).not.toBe(`${app}/login`);
        const appRoot = await frame!.evaluate(() => document.getElementById('root') !== null).catch(() => false);
        expect(appRoot).toBe(false);
      });
    } finally {
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
