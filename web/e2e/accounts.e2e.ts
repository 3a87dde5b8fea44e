import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { saveScreenshot, screenshotOnFailure } from './browser';
import { journey } from './journey';
import { PASSWORD, serverApi } from './serverApi';

// The account journeys in headless Chromium against the real server: mails are read
// back from the development outbox (GET /api/v1/dev/mail).

const NARROW = { width: 700, height: 900 };

// Every run registers fresh addresses, so reruns against one data folder never collide.
const runId = Date.now().toString(36);
const addressFor = (who: string) => `${who}.${runId}@example.com`;

describe('accounts in Chromium, served by the real server', () => {
  const { server, openPage } = journey();

  const { api, linkFromMail, mailIds, activatedAccount: activate } = serverApi(server);
  const activatedAccount = (who: string, name: string) => activate(addressFor(who), name);

  async function fillLogin(page: Page, email: string, password: string) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  /** Waits for an alert (or status) whose text is exactly `text`. */
  const alertWith = (page: Page, text: string) => page.locator('[role="alert"], [role="status"]').filter({ hasText: text }).last();

  it('shows every registration validation message, live and on submit', async () => {
    const { page, errors } = await openPage();
    await screenshotOnFailure(page, 'register-validation', async () => {
      await page.goto('/register', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
      await saveScreenshot(page, 'accounts-register');

      const password = page.getByLabel('Password', { exact: true });
      const repeat = page.getByLabel('Password Repeat');
      await password.fill('short');
      await page.getByText('Password must be between 8 and 80 characters long.').waitFor();
      await password.fill(PASSWORD);
      await page.getByText('Password valid', { exact: true }).waitFor();
      await repeat.fill('different');
      await page.getByText("Passwords don't match.").waitFor();
      await saveScreenshot(page, 'accounts-register-live-hints');

      const cases: [Record<string, string>, string][] = [
        [{ Name: '', Email: 'ada@example.com', Password: PASSWORD, 'Password Repeat': PASSWORD }, 'Please enter all fields.'],
        [{ Name: 'Ada', Email: 'ada@example', Password: PASSWORD, 'Password Repeat': PASSWORD }, 'Please enter a valid email address.'],
        [{ Name: 'Ada', Email: 'ada@example.com', Password: 'short', 'Password Repeat': 'short' }, 'Please enter a valid password.'],
        [{ Name: 'Ada', Email: 'ada@example.com', Password: PASSWORD, 'Password Repeat': `${PASSWORD}!` }, 'Passwords must match.'],
      ];
      for (const [values, message] of cases) {
        await page.goto('/register', { waitUntil: 'networkidle' });
        for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
        // Enter submits.
        await page.getByLabel('Password Repeat').press('Enter');
        await alertWith(page, message).waitFor();
        expect(page.url()).toContain('/register');
      }
      await saveScreenshot(page, 'accounts-register-validation');
      expect(errors).toEqual([]);
    });
  });

  it('registers, activates from the mail, logs in to the introduction, reaches the dashboard and logs out', async () => {
    const { page, errors } = await openPage();
    const email = addressFor('journey');
    await screenshotOnFailure(page, 'accounts-journey', async () => {
      await page.goto('/register', { waitUntil: 'networkidle' });
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password Repeat').fill(PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('heading', { level: 1, name: 'Registration Complete!' }).waitFor();
      await page.getByText('Please check your email to activate your account.').waitFor();
      await saveScreenshot(page, 'accounts-register-complete');

      const activation = await linkFromMail(email, 'activate');
      await page.goto(activation);
      await page.getByText('Activating your account...').waitFor();
      await saveScreenshot(page, 'accounts-activating');
      await page.getByText('Account activated!').waitFor();
      await saveScreenshot(page, 'accounts-activated');

      // The same link again: already active.
      await page.goto(activation);
      await page.getByText('Account already active.').waitFor({ timeout: 5000 });
      await page.goto('/activate/not-a-real-code');
      await page.getByText('Invalid confirmation code.').waitFor({ timeout: 5000 });
      await saveScreenshot(page, 'accounts-activation-invalid');

      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
      await saveScreenshot(page, 'accounts-login');
      await fillLogin(page, email, PASSWORD);
      await alertWith(page, 'Login successful!').waitFor();
      await page.waitForURL('**/introduction');
      await page.getByRole('heading', { level: 1, name: 'Welcome to Lorewright.' }).waitFor();
      const startCreating = page.getByRole('link', { name: 'Start Creating' });
      await startCreating.waitFor({ state: 'visible', timeout: 15_000 });
      await page.waitForTimeout(500); // the buttons fade in
      await saveScreenshot(page, 'accounts-introduction');

      await startCreating.click();
      await page.getByRole('heading', { level: 1, name: 'Step One' }).waitFor();
      await saveScreenshot(page, 'accounts-start-creating');

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
      await saveScreenshot(page, 'accounts-user-menu');
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Welcome to Lorewright, Ada Lovelace' }).waitFor();
      await page.getByRole('heading', { name: 'Your Permissions' }).waitFor();
      await page.getByText('You are not yet subscribed.').waitFor();
      await saveScreenshot(page, 'accounts-dashboard');

      // No hint yet: the tutorial starts on the world page (steps 1–7). Once those are done
      // (step 7, set through the API), the navigation's step 8 hint shows, once.
      expect(await page.getByRole('complementary', { name: 'Tutorial hint' }).count()).toBe(0);
      const stepped = await page.evaluate(async () => {
        const res = await fetch('/api/v1/user/stepTutorial', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('token')}` },
          body: JSON.stringify({ step: 7 }),
        });
        return res.status;
      });
      expect(stepped).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      const hint = page.getByRole('complementary', { name: 'Tutorial hint' });
      await hint.getByText("When you're done exploring the world page, click here to go to your dashboard.").waitFor();
      await saveScreenshot(page, 'accounts-tutorial-hint');
      await hint.getByRole('button', { name: 'OK' }).click();
      await hint.waitFor({ state: 'detached' });

      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      await menu.getByRole('link', { name: 'Account Settings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      await page.getByRole('button', { name: 'Update' }).click();
      await alertWith(page, 'No changes made.').waitFor();
      await saveScreenshot(page, 'accounts-settings');

      await menu.getByRole('link', { name: 'Login History' }).click();
      await page.getByRole('heading', { level: 1, name: 'Login History' }).waitFor();
      await page.getByRole('cell', { name: '127.0.0.1' }).first().waitFor();
      await saveScreenshot(page, 'accounts-login-history');

      await menu.getByRole('link', { name: 'Violations' }).click();
      await page.getByText('You have no violations.').waitFor();
      await saveScreenshot(page, 'accounts-violations');

      await menu.getByRole('link', { name: 'Notification History' }).click();
      await page.getByRole('heading', { name: 'Notification History' }).waitFor();
      await page.getByText('You have no notifications.').waitFor();
      await saveScreenshot(page, 'accounts-notification-history');

      // After a reload the tutorial hint stays done and the user stays on the dashboard.
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome to Lorewright, Ada Lovelace' }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Tutorial hint' }).count()).toBe(0);

      const token = await page.evaluate(() => window.localStorage.getItem('token'));
      expect(token).toBeTruthy();
      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      // Logout revoked the token on the server.
      expect((await api('POST', 'me', {}, token!)).status).toBe(401);
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
      // The browser logs the answers to the repeated (406) and the invalid (400) activation.
      expect(errors.filter((error) => !/status of (400|406)/.test(error))).toEqual([]);
    });
  });

  it('shows the server error for a wrong password', async () => {
    const email = await activatedAccount('wrong', 'Grace Hopper');
    const { page, errors } = await openPage();
    await screenshotOnFailure(page, 'accounts-wrong-password', async () => {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Login' }).click();
      await alertWith(page, 'Please enter all fields.').waitFor();
      await fillLogin(page, email, 'not-the-password');
      await alertWith(page, 'Incorrect email or password.').waitFor();
      await saveScreenshot(page, 'accounts-login-wrong-password');
      expect(page.url()).toContain('/login');
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      // The browser logs the 401 of the refused login; nothing else may fail.
      expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    });
  });

  it('resets a forgotten password from the mail and logs in with the new one', async () => {
    const email = await activatedAccount('reset', 'Mary Shelley');
    // One login with the old password first, so the next one is not the first.
    expect((await api('POST', 'login', { email, password: PASSWORD, location: null })).status).toBe(200);
    const newPassword = 'a-brand-new-secret';
    const { page, errors } = await openPage();
    await screenshotOnFailure(page, 'accounts-reset', async () => {
      await page.goto('/forgot-password', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Send Email' }).click();
      await alertWith(page, 'Please enter your email.').waitFor();
      await saveScreenshot(page, 'accounts-forgot-password');
      const before = await mailIds();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.getByRole('link', { name: 'Back to Login' }).waitFor();
      await saveScreenshot(page, 'accounts-forgot-password-sent');

      const reset = await linkFromMail(email, 'reset-password', before);
      await page.goto(reset, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
      // The code names the account: the address is filled in.
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Password Repeat').fill(newPassword);
      await saveScreenshot(page, 'accounts-reset-password');
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.getByText('Password reset sucessfully.').waitFor();
      await saveScreenshot(page, 'accounts-reset-password-done');
      await page.getByRole('link', { name: 'Go to Login' }).click();

      await page.getByRole('heading', { level: 1, name: 'Welcome Back!' }).waitFor();
      await fillLogin(page, email, PASSWORD);
      await alertWith(page, 'Incorrect email or password.').waitFor();
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Login' }).click();
      await alertWith(page, 'Login successful!').waitFor();
      // Not the first login: straight to the dashboard.
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Mary Shelley' }).waitFor();

      // The reset link works once.
      await page.goto(reset, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Request a new link' }).waitFor();
      expect(errors.filter((error) => !/status of (400|401)/.test(error))).toEqual([]);
    });
  });

  it('changes the e-mail address only once the new address confirms it; the old address is told', async () => {
    const email = await activatedAccount('mover', 'Ada Mover');
    const newEmail = addressFor('moved');
    // One login only: the server limits logins per client address, and the journeys share one.
    const login = await api<{ token: string; user: { _id: string } }>('POST', 'login', { email, password: PASSWORD, location: null });
    const { page, errors } = await openPage(undefined, login.data.token);
    // This first login's introduction counts as shown (it has its own journey above).
    await page.addInitScript((userId) => window.sessionStorage.setItem('introductionShownFor', userId), login.data.user._id);
    const accountEmail = async () => (await api<{ user: { email: string } }>('POST', 'me', {}, login.data.token)).data.user.email;
    await screenshotOnFailure(page, 'accounts-email-change', async () => {
      await page.goto('/dashboard/settings', { waitUntil: 'networkidle' });
      await page.getByLabel('Email', { exact: true }).fill(newEmail);
      await page.getByRole('button', { name: 'Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm your new email' });
      await dialog.getByLabel('Please re-enter your new email for confirmation.').fill(newEmail);
      await dialog.getByLabel('Current password').fill(PASSWORD);
      await saveScreenshot(page, 'accounts-email-change-dialog');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await alertWith(page, m.emailChangeSent).waitFor();
      await page.getByText(/Waiting for confirmation of/).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
      await saveScreenshot(page, 'accounts-email-change-pending');

      // The old address is told, with a way to cancel; until confirmed it stays the account's.
      const cancelLink = await linkFromMail(email, 'cancel-email-change');
      expect(await accountEmail()).toBe(email);

      await page.goto(await linkFromMail(newEmail, 'confirm-email'), { waitUntil: 'networkidle' });
      await page.getByText(m.emailChangeConfirmed).waitFor();
      await saveScreenshot(page, 'accounts-email-confirmed');
      expect(await accountEmail()).toBe(newEmail);

      await page.goto('/dashboard/settings', { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);
      expect(await page.getByText(/Waiting for confirmation of/).count()).toBe(0);

      // Once confirmed, the cancel link is spent.
      await page.goto(cancelLink, { waitUntil: 'networkidle' });
      await page.getByText(m.emailChangeLinkInvalid).waitFor();
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    });
  });

  it('at 700 px: the account pages fit and the mobile menu holds the user menu', async () => {
    const email = await activatedAccount('mobile', 'Octavia Butler');
    const login = await api<{ token: string }>('POST', 'login', { email, password: PASSWORD, location: null });
    expect(login.status).toBe(200);
    await api('POST', 'login', { email, password: PASSWORD, location: null }); // not the first login any more

    const signedOut = await openPage(NARROW);
    for (const [path, name] of [
      ['/login', 'login'],
      ['/register', 'register'],
      ['/forgot-password', 'forgot-password'],
    ] as const) {
      await signedOut.page.goto(path, { waitUntil: 'networkidle' });
      await signedOut.page.getByRole('heading', { level: 1 }).waitFor();
      await saveScreenshot(signedOut.page, `accounts-${name}-700`);
    }
    await signedOut.page.goto('/start-creating', { waitUntil: 'networkidle' });
    await signedOut.page.getByRole('heading', { level: 1, name: 'Step One' }).waitFor();
    await saveScreenshot(signedOut.page, 'accounts-start-creating-700');
    await signedOut.page.goto('/introduction', { waitUntil: 'networkidle' });
    await signedOut.page.getByRole('link', { name: 'Start Creating' }).waitFor({ state: 'visible', timeout: 15_000 });
    await signedOut.page.waitForTimeout(500);
    await saveScreenshot(signedOut.page, 'accounts-introduction-700');

    const { page, errors } = await openPage(NARROW, login.data.token);
    await screenshotOnFailure(page, 'accounts-mobile', async () => {
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Octavia Butler' }).waitFor();
      await saveScreenshot(page, 'accounts-dashboard-700');

      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Menu' });
      const dashboardLink = nav.getByRole('link', { name: 'Dashboard' });
      expect(await dashboardLink.isVisible()).toBe(false);
      await toggle.click();
      await dashboardLink.waitFor({ state: 'visible' });
      await nav.getByRole('button', { name: 'Logout' }).waitFor({ state: 'visible' });
      await nav.getByRole('link', { name: /Octavia Butler/ }).waitFor({ state: 'visible' });
      await saveScreenshot(page, 'accounts-mobile-menu-open');

      await toggle.click();
      await dashboardLink.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      await page.goto('/dashboard/settings', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      await saveScreenshot(page, 'accounts-settings-700');
      await page.goto('/dashboard/login-history', { waitUntil: 'networkidle' });
      await page.getByRole('cell', { name: '127.0.0.1' }).first().waitFor();
      await saveScreenshot(page, 'accounts-login-history-700');

      // Choosing Logout in the mobile menu closes it and signs out.
      await toggle.click();
      await nav.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await nav.getByRole('link', { name: 'Login', includeHidden: true }).waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
    });
  });
});
