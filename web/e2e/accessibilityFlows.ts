import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { check, checkAll, expectNoViolations, PHONE, startLight, type Made } from './accessibility';
import { saveScreenshot, screenshotOnFailure } from './browser';
import type { Journey } from './journey';
import { PASSWORD, serverApi } from './serverApi';

// The accessibility journey's screens that only a flow reaches, on the journey's own server: the
// pages a mail links to; the sandbox provider's pages, and where a payment and an invitation lead;
// the feed with posts, open modals and menus; and the light theme beyond the main screens.

interface Lee {
  email: string;
  token: string;
}

/** Fills the sandbox checkout's card form and sends it. */
async function pay(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** Clicks a control, waits for what it opens and checks the screen as it is then. */
async function openAndCheck(page: Page, name: string, control: Locator, opened: Locator) {
  await control.click();
  await opened.waitFor();
  await expectNoViolations(page, name);
}

/** Runs the checks with the light theme chosen (as Settings leaves it in local storage), then goes back to dark. */
async function inLight(page: Page, checks: () => Promise<unknown>) {
  await page.evaluate(() => window.localStorage.setItem('appearance', JSON.stringify({ theme: 'light' })));
  await checks();
  await page.evaluate(() => window.localStorage.setItem('appearance', JSON.stringify({ theme: 'dark' })));
}

export function flowChecks({ server, openPage }: Journey, made: () => Made, runId: string) {
  const { api, linkFromMail } = serverApi(server);
  let lee: Lee;

  it('the pages a mail links to meet no WCAG 2.1 AA violation: activation, password reset, e-mail change', async () => {
    const email = `lee.a11y.${runId}@example.com`;
    expect((await api('POST', 'register', { name: 'Lee Linker', email, password: PASSWORD })).status).toBe(201);
    const [followed, wrong] = await Promise.all([openPage(), openPage()]);
    const wrongLink = screenshotOnFailure(wrong.page, 'a11y-mail-links-wrong', () =>
      check(wrong.page, '/reset-password/not-a-real-code', 'password reset (a wrong link)', (p) =>
        p.getByRole('link', { name: 'Request a new link' }).waitFor(),
      ),
    );
    const following = screenshotOnFailure(followed.page, 'a11y-mail-links', async () => {
      const page = followed.page;
      await check(page, await linkFromMail(email, 'activate'), 'account activation', (p) => p.getByText(m.activated).waitFor());
      await inLight(page, async () => check(page, await linkFromMail(email, 'activate'), 'account activation (light, a spent link)'));
      expect((await api('POST', 'forgotPassword', { email })).status).toBe(200);
      const reset = await linkFromMail(email, 'reset-password');
      await check(page, reset, 'password reset', (p) => p.getByLabel('New Password').waitFor());
      await inLight(page, () => check(page, reset, 'password reset (light)', (p) => p.getByLabel('New Password').waitFor()));

      // Two logins, so the second is not the first (no introduction).
      await api('POST', 'login', { email, password: PASSWORD, location: null });
      const { data } = await api<{ token: string }>('POST', 'login', { email, password: PASSWORD, location: null });
      lee = { email, token: data.token };
      // An address change the old address cancels: the new address's link is spent then.
      const moved = `lee.moved.${runId}@example.com`;
      expect((await api('PUT', 'user/updateUser', { email: moved, password: PASSWORD }, data.token)).status).toBe(201);
      await inLight(page, async () =>
        check(page, await linkFromMail(email, 'cancel-email-change'), 'e-mail change cancelled (light)', (p) => p.getByText(m.emailChangeCancelled).waitFor()),
      );
      const confirm = await linkFromMail(moved, 'confirm-email');
      await check(page, confirm, 'e-mail change (a spent link)', (p) => p.getByText(m.emailChangeLinkInvalid).waitFor());
      await inLight(page, () => check(page, confirm, 'e-mail change (light, a spent link)', (p) => p.getByText(m.emailChangeLinkInvalid).waitFor()));
    });
    await Promise.all([wrongLink, following]);
  });

  it('the sandbox payment pages, payment success, an invitation and the dev mailbox meet no WCAG 2.1 AA violation', async () => {
    const [payer, invitee, visitor] = await Promise.all([openPage(undefined, lee.token), openPage(undefined, lee.token), openPage()]);
    const invited = await api<{ invitation: { _id: string } }>(
      'POST',
      'world/inviteMember',
      { worldID: made().worldID, invitedMemberEmail: lee.email },
      made().token,
    );
    expect(invited.status).toBe(201);

    const paying = screenshotOnFailure(payer.page, 'a11y-sandbox', async () => {
      const page = payer.page;
      // A newer checkout expires the older one.
      const stale = await api<{ url: string }>('POST', 'payment/checkout', { items: ['maps'] }, lee.token);
      const checkout = await api<{ url: string }>('POST', 'payment/checkout', { items: ['maps'] }, lee.token);
      await check(page, stale.data.url, 'sandbox checkout (expired)', (p) => p.getByText('This checkout has expired.').waitFor());
      await check(page, '/sandbox/checkout/cs_sbx_000000000000000000000000', 'sandbox checkout (not found)', (p) =>
        p.getByText('This checkout does not exist.').waitFor(),
      );
      await check(page, checkout.data.url, 'sandbox checkout');
      await pay(page, '4000 0000 0000 0002');
      await page.getByRole('alert').waitFor();
      await expectNoViolations(page, 'sandbox checkout (a declined card)');
      await pay(page, '4242 4242 4242 4242');
      await page.waitForURL(/\/payment-success$/);
      await page.getByRole('list', { name: 'Unlocked elements' }).waitFor({ timeout: 15_000 });
      await expectNoViolations(page, '/payment-success');
      await check(page, checkout.data.url, 'sandbox checkout (already paid)');
      await check(page, (await api<{ url: string }>('POST', 'payment/portal', {}, lee.token)).data.url, 'sandbox portal');
      const invoice = async () => {
        const history = await api<{ info: { hosted_invoice_url?: string | null } }[]>('POST', 'user/subscriptionHistory', {}, lee.token);
        return history.data.find((entry) => entry.info.hosted_invoice_url)?.info.hosted_invoice_url;
      };
      await expect.poll(invoice).toBeTruthy();
      await check(page, (await invoice())!, 'sandbox invoice');
    });

    const answering = screenshotOnFailure(invitee.page, 'a11y-invitation', async () => {
      const page = invitee.page;
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      const bell = nav.getByRole('button', { name: 'Notifications, 1 unread' });
      await bell.waitFor({ timeout: 15_000 });
      await openAndCheck(page, 'notifications open (one unread)', bell, nav.getByRole('link', { name: /World invitation/ }));
      const invitation = (p: Page) => p.getByText('is inviting you to join their world').waitFor();
      await check(page, `/invitation/${invited.data.invitation._id}`, 'invitation', invitation);
      await inLight(page, () => check(page, `/invitation/${invited.data.invitation._id}`, 'invitation (light)', invitation));
    });

    const reading = screenshotOnFailure(visitor.page, 'a11y-mailbox', async () => {
      const page = visitor.page;
      const newest = page
        .getByRole('region', { name: /^Outbox/ })
        .getByRole('link')
        .first();
      await check(page, '/dev/mailbox', '/dev/mailbox', () => newest.waitFor());
      await newest.click();
      await page.getByRole('article').getByRole('region', { name: 'Links in this mail' }).waitFor();
      await expectNoViolations(page, 'a mail in /dev/mailbox');
      await page.getByRole('button', { name: 'Plain text' }).click();
      await expectNoViolations(page, 'a mail in /dev/mailbox (plain text)');
    });
    await Promise.all([paying, answering, reading]);
  });

  it('the feed with posts, the open menus and modals meet no WCAG 2.1 AA violation', async () => {
    const { token, writingId, timelineId } = made();
    const post = await api<{ post: { _id: string } }>(
      'POST',
      'posts/newPost',
      { content: 'The ford is mapped: the river comes first.', feedback: 1, links: [{ _id: writingId, type: 'writing' }] },
      token,
    );
    expect(post.status).toBe(201);
    expect((await api('POST', 'posts/newPost', { content: 'Which river names sound old?', feedback: 0, links: [] }, token)).status).toBe(201);
    expect((await api('POST', 'posts/react', { postID: post.data.post._id, emoji: '👍' }, lee.token)).status).toBeLessThan(300);
    const reply = { parentID: post.data.post._id, content: 'Rivers first, always.', feedback: 0, links: [] };
    expect((await api('POST', 'posts/newReply', reply, lee.token)).status).toBe(201);

    const pages = await Promise.all([openPage(undefined, token), openPage(undefined, token), openPage(undefined, token)]);
    const [menus, modals, help] = pages.map((opened) => opened.page) as [Page, Page, Page];
    await Promise.all([
      screenshotOnFailure(menus, 'a11y-menus', async () => {
        await menus.goto('/community/posts', { waitUntil: 'networkidle' });
        await openAndCheck(
          menus,
          '/community/posts (posts, a reply shown)',
          menus.getByRole('button', { name: 'Show replies (1)' }),
          menus.getByText(reply.content),
        );
        // From the top, or the sticky bar lands mid-page in a full-page screenshot.
        await menus.evaluate(() => window.scrollTo(0, 0));
        await saveScreenshot(menus, 'a11y-feed');
        const nav = menus.getByRole('navigation', { name: 'Main' });
        await openAndCheck(
          menus,
          'user menu open',
          nav.getByRole('button', { name: 'Account menu for Ann Author' }),
          nav.getByRole('link', { name: 'Dashboard' }),
        );
        await menus.keyboard.press('Escape');
        await openAndCheck(
          menus,
          'notifications open',
          nav.getByRole('button', { name: /^Notifications/ }),
          nav.getByRole('region', { name: 'Notifications' }),
        );
      }),
      screenshotOnFailure(modals, 'a11y-modals', async () => {
        await modals.goto('/manage-worlds', { waitUntil: 'networkidle' });
        await openAndCheck(modals, 'confirm modal', modals.getByRole('button', { name: `Delete Aldervale ${runId}` }), modals.getByRole('alertdialog'));
        await modals.getByRole('button', { name: 'No', exact: true }).click();
        await modals.goto(`/writing/${writingId}`, { waitUntil: 'networkidle' });
        await modals.getByRole('button', { name: 'Scenes' }).click();
        await openAndCheck(modals, 'input modal', modals.getByRole('button', { name: 'Add Scene' }), modals.getByRole('dialog', { name: 'New Scene' }));
      }),
      screenshotOnFailure(help, 'a11y-help-modal', async () => {
        await help.goto(`/timeline/${timelineId}`, { waitUntil: 'networkidle' });
        await openAndCheck(help, 'help modal', help.getByRole('button', { name: 'Help' }), help.getByRole('dialog', { name: 'Timelines Guide' }));
      }),
    ]);
  });

  it('the light theme meets no WCAG 2.1 AA violation on help, pricing, updates, inspiration, the forum, open menus and a modal, and at 390 px', async () => {
    const { token, threadId } = made();
    const wide = await Promise.all([0, 1, 2].map(async () => startLight((await openPage(undefined, token)).page)));
    const phone = await Promise.all([0, 1].map(async () => startLight((await openPage(PHONE, token)).page)));
    const overlays = await startLight((await openPage(undefined, token)).page);
    // The signed-in phone screens in the dark theme too (the visitor's phone check has no dashboard).
    const phoneDark = (await openPage(PHONE, token)).page;
    const discussions = '/community/forum/discussions';
    await Promise.all([
      checkAll(wide, ['/help', '/pricing', '/updates', '/inspiration', discussions, `${discussions}/${threadId}`, '/dev/mailbox'], 'a11y-light', 'light'),
      checkAll(phone, ['/dashboard', '/pricing', '/community/posts'], 'a11y-light-390', 'light-390'),
      checkAll([phoneDark], ['/dashboard', '/community/posts', '/inspiration'], 'a11y-dark-390'),
      screenshotOnFailure(overlays, 'a11y-light-overlays', async () => {
        await overlays.goto('/manage-worlds', { waitUntil: 'networkidle' });
        const nav = overlays.getByRole('navigation', { name: 'Main' });
        const opened: [name: string, control: Locator, shown: Locator][] = [
          ['user menu', nav.getByRole('button', { name: 'Account menu for Ann Author' }), nav.getByRole('link', { name: 'Dashboard' })],
          ['notifications', nav.getByRole('button', { name: /^Notifications/ }), nav.getByRole('region', { name: 'Notifications' })],
          ['confirm modal', overlays.getByRole('button', { name: `Delete Aldervale ${runId}` }), overlays.getByRole('alertdialog')],
        ];
        for (const [name, control, shown] of opened) {
          await openAndCheck(overlays, `${name} open (light)`, control, shown);
          await saveScreenshot(overlays, `light-${name}`);
          await overlays.keyboard.press('Escape');
        }
      }),
    ]);
  });
}
