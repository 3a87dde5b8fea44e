import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, saveScreenshot, screenshotOnFailure } from './browser';
import { startServer, type RunningServer } from './server';

// The dev mailbox and the public profile in headless Chromium against the real server: a new
// account's activation mail is found and opened in /dev/mailbox, its link activates the
// account, and the user menu leads to the user's public profile.

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 700, height: 900 };
const PASSWORD = 'quill-and-ink-42';
const NAME = 'Ursula Le Guin';
const SUBJECT = 'Activate your Lorewright account';

const runId = Date.now().toString(36);
const email = `mailbox.${runId}@example.com`;

describe('dev mailbox and public profile in Chromium, served by the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function openPage(viewport = WIDE, token?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
    contexts.push(context);
    // Init scripts run in every frame; the mail frame is sandboxed away from storage (and scripts).
    if (token) await context.addInitScript((value) => window === window.top && window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  const alertWith = (page: Page, text: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).last();

  it('registers, reads and follows the activation mail in /dev/mailbox, logs in and opens the profile from the user menu', async () => {
    const { context, page, errors } = await openPage();
    let userId = '';
    let mailPath = '';

    await screenshotOnFailure(page, 'mailbox-journey', async () => {
      // A fresh server has sent nothing yet.
      await page.goto('/dev/mailbox', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Dev Mailbox' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      await page.getByText('No mail has been sent yet.').waitFor();
      await saveScreenshot(page, 'dev-mailbox-empty-1280');

      // Registering in a second tab; the mailbox tab, left open, finds the mail by itself (5 s refresh).
      const register = await context.newPage();
      const registerErrors = collectPageErrors(register);
      await register.goto('/register', { waitUntil: 'networkidle' });
      await register.getByLabel('Name').fill(NAME);
      await register.getByLabel('Email').fill(email);
      await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await register.getByLabel('Password Repeat').fill(PASSWORD);
      await register.getByRole('button', { name: 'Register' }).click();
      await register.getByRole('heading', { level: 1, name: 'Registration Complete!' }).waitFor();
      await register.close();
      expect(registerErrors).toEqual([]);

      const outbox = page.getByRole('region', { name: /^Outbox/ });
      const entry = outbox.getByRole('link').filter({ hasText: email });
      await entry.waitFor({ timeout: 15_000 });
      expect(await entry.textContent()).toContain(SUBJECT);
      // Newest first: the new account's mail heads the list.
      expect(await outbox.getByRole('link').first().textContent()).toContain(email);
      await saveScreenshot(page, 'dev-mailbox-1280');

      await entry.click();
      await page.waitForURL(/\/dev\/mailbox\/[^/]+$/);
      mailPath = new URL(page.url()).pathname;
      const mail = page.getByRole('article', { name: SUBJECT });
      await mail.getByRole('heading', { level: 2, name: SUBJECT }).waitFor();
      await mail.getByText(email).waitFor();
      await mail.getByText('no-reply@lorewright.local').waitFor();
      expect(await entry.getAttribute('aria-current')).toBe('page');

      // The HTML body, rendered in a frame without scripts.
      const frame = mail.locator('iframe');
      expect(await frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
      const body = page.frameLocator(`iframe[title="Mail body: ${SUBJECT}"]`);
      await body.getByRole('heading', { name: `Welcome to Lorewright, ${NAME}!` }).waitFor();
      await body.getByRole('link', { name: 'Activate account' }).waitFor();
      await saveScreenshot(page, 'dev-mailbox-mail-1280');

      await mail.getByRole('button', { name: 'Plain text' }).click();
      const text = mail.locator('pre');
      await text.getByText(/Activate account: http:\/\/\S+\/activate\//).waitFor();
      expect(await frame.count()).toBe(0);
      await saveScreenshot(page, 'dev-mailbox-text-1280');
      await mail.getByRole('button', { name: 'HTML' }).click();
      await frame.waitFor();

      // The activation link, listed as a normal anchor and openable in this tab.
      const links = mail.getByRole('region', { name: 'Links in this mail' });
      const activate = links.getByRole('listitem').filter({ hasText: 'Activate account' });
      const href = await activate.getByRole('link', { name: /\/activate\// }).getAttribute('href');
      expect(href).toMatch(/^http:\/\/[^/]+\/activate\/[^/\s]+$/);
      await activate.getByRole('link', { name: 'Open in this tab' }).click();
      await page.waitForURL(`**${new URL(href!).pathname}`);
      await page.getByText('Account activated!').waitFor();
      await saveScreenshot(page, 'dev-mailbox-activated');

      // The link inside the mail itself opens a normal tab, where the app runs: the account is active now.
      await page.goto(mailPath, { waitUntil: 'networkidle' });
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.frameLocator(`iframe[title="Mail body: ${SUBJECT}"]`).getByRole('link', { name: 'Activate account' }).click(),
      ]);
      await popup.getByText('Account already active.').waitFor({ timeout: 10_000 });
      expect(new URL(popup.url()).pathname).toBe(new URL(href!).pathname);
      await popup.close();

      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await alertWith(page, 'Login successful!').waitFor();
      // The first login goes to the introduction (no navigation there); the dashboard has it.
      await page.waitForURL('**/introduction');
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: `Welcome to Lorewright, ${NAME}` }).waitFor();

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: `Account menu for ${NAME}` }).click();
      await nav.getByRole('link', { name: new RegExp(`${NAME}.*View profile`) }).click();
      await page.waitForURL(/\/user\/[^/]+$/);
      userId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      const me = await page.evaluate(async (value) => {
        const res = await fetch('/api/v1/me', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${value}` },
          body: '{}',
        });
        return ((await res.json()) as { user: { _id: string; dateJoined: string } }).user;
      }, token);
      expect(userId).toBe(me._id);

      const hero = page.getByRole('region', { name: NAME });
      await hero.getByRole('heading', { level: 1, name: NAME }).waitFor();
      await hero.getByText('Member since').waitFor();
      const joined = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(me.dateJoined));
      await hero.getByText(joined).waitFor();
      await page.getByRole('region', { name: 'Worlds' }).getByText('No public worlds yet.').waitFor();
      await page.getByRole('region', { name: 'Posts' }).getByText('There are no posts.').waitFor();
      await hero.getByRole('link', { name: 'Edit profile' }).waitFor();
      expect(await page.title()).toBe(`${NAME} · Lorewright`);
      await page.mouse.move(0, 0);
      await saveScreenshot(page, 'profile-1280');

      // Signed out, the profile is the same but offers nothing to edit; an unknown id is not found.
      const visitor = await openPage();
      await visitor.page.goto(`/user/${encodeURIComponent(userId)}`, { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      expect(await visitor.page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);
      await visitor.page.goto('/user/no-such-user', { waitUntil: 'networkidle' });
      await visitor.page.getByRole('heading', { level: 1, name: 'Profile Not Found' }).waitFor();
      await visitor.page.getByText('User not found.').waitFor();
      await visitor.page.getByRole('link', { name: 'Go to the home page' }).waitFor();
      await saveScreenshot(visitor.page, 'profile-not-found-1280');
      // The browser logs the 404 of the unknown profile; nothing else may fail.
      expect(visitor.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);

      expect(errors).toEqual([]);
    });

    // At 700 px: the mailbox shows the list, then the chosen mail with a way back; the profile
    // is reached from the mobile menu. A second login first, or app start would send this first
    // login's new tab to the introduction.
    const second = await fetch(`${server.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, location: null }),
    });
    expect(second.status).toBe(200);
    const narrow = await openPage(NARROW, ((await second.json()) as { token: string }).token);
    await screenshotOnFailure(narrow.page, 'mailbox-700', async () => {
      const { page } = narrow;
      await page.goto('/dev/mailbox', { waitUntil: 'networkidle' });
      const outbox = page.getByRole('region', { name: /^Outbox/ });
      await outbox.getByRole('link').filter({ hasText: email }).first().waitFor();
      await saveScreenshot(page, 'dev-mailbox-700');

      await outbox.getByRole('link').filter({ hasText: email }).first().click();
      const mail = page.getByRole('article', { name: SUBJECT });
      await page.frameLocator(`iframe[title="Mail body: ${SUBJECT}"]`).getByRole('link', { name: 'Activate account' }).waitFor();
      expect(await outbox.isVisible()).toBe(false);
      await mail.getByRole('region', { name: 'Links in this mail' }).waitFor();
      await saveScreenshot(page, 'dev-mailbox-mail-700');
      await page.getByRole('link', { name: 'All mail' }).click();
      await page.waitForURL('**/dev/mailbox');
      await outbox.waitFor();

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: new RegExp(NAME) }).click();
      await page.waitForURL(`**/user/${encodeURIComponent(userId)}`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      await page.getByText('Member since').waitFor();
      await saveScreenshot(page, 'profile-700');
      expect(narrow.errors).toEqual([]);
    });
  });
});
