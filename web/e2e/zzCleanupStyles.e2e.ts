// TEMPORARY (cleanup helper): dumps computed styles and boxes of every element on the pages the
// CSS clean-up touches, to compare before/after. Deleted when the clean-up is done.
import { mkdir, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { journey } from './journey';
import { serverApi } from './serverApi';

const OUT = process.env.STYLE_DUMP_DIR ?? '/tmp/cleanup_styles';
const PROPS = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis',
  'align-items', 'align-self', 'justify-content', 'row-gap', 'column-gap', 'grid-template-columns', 'place-items',
  'width', 'height', 'min-width', 'max-width', 'min-height', 'max-height',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-bottom-width', 'border-bottom-color', 'border-left-width', 'border-left-color', 'border-right-color',
  'border-top-left-radius', 'border-bottom-right-radius', 'background-color', 'background-image', 'box-shadow', 'color', 'font-family', 'font-size', 'font-weight',
  'font-style', 'letter-spacing', 'line-height', 'text-transform', 'text-align', 'white-space', 'overflow-x', 'overflow-y', 'overflow-wrap', 'text-overflow',
  'list-style-type', 'opacity', 'transform', 'transition-property', 'transition-duration', 'filter', 'cursor', 'outline-style', 'outline-offset', 'aspect-ratio', 'object-fit',
  'text-shadow', 'backdrop-filter', 'isolation', 'content', 'inset',
];

async function dump(page: Page, name: string) {
  await page.waitForTimeout(700);
  const data = await page.evaluate((props) => {
    const pathOf = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const siblings = node.parentElement ? Array.from(node.parentElement.children).filter((s) => s.tagName === node!.tagName) : [];
        parts.unshift(`${node.tagName.toLowerCase()}${siblings.length > 1 ? `[${siblings.indexOf(node)}]` : ''}`);
      }
      return parts.join('>');
    };
    const read = (style: CSSStyleDeclaration) => Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    const out: Record<string, unknown> = {};
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      const entry: Record<string, unknown> = { box: [r.x, r.y, r.width, r.height].map((v) => Math.round(v)), style: read(getComputedStyle(el)) };
      for (const pseudo of ['::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (s.content !== 'none' && s.content !== 'normal') entry[pseudo] = read(s);
      }
      out[pathOf(el)] = entry;
    }
    return out;
  }, PROPS);
  await mkdir(OUT, { recursive: true });
  await writeFile(`${OUT}/${name}.json`, JSON.stringify(data));
}

describe('style dump', () => {
  const { server, openPage } = journey();
  const { api, signedIn } = serverApi(server);

  it('dumps the pages', async () => {
    const [ann, bea, cid] = await Promise.all([signedIn('ann.styles@example.com', 'Ann Author'), signedIn('bea.styles@example.com', 'Bea Member'), signedIn('cid.styles@example.com', 'Cid Reader')]);
    const first = await api<{ id: string }>('POST', 'createWorld', { name: 'Eldmoor', description: 'Fens and fog, and a very long description '.repeat(3) }, ann.token);
    const world = await api<{ id: string }>('POST', 'createWorld', { name: 'Thornwald', description: 'A forest kingdom where the trees remember every oath.' }, ann.token);
    const worldId = world.data.id;
    await api('POST', 'world/updateVisibility', { worldID: worldId, visibility: 'public' }, ann.token);
    await api('POST', 'world/inviteMember', { worldID: worldId, invitedMemberEmail: 'bea.styles@example.com' }, ann.token);
    await api('POST', 'world/inviteMember', { worldID: worldId, invitedMemberEmail: 'cid.styles@example.com' }, ann.token);
    const invitationsOf = async (token: string) => {
      for (let i = 0; i < 50; i++) {
        const answer = await api<{ invitations: { _id: string }[] }>('POST', 'user/invitations', {}, token);
        if (answer.data.invitations?.length) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no invitations: ${JSON.stringify(await api('POST', 'user/invitations', {}, token))}`);
    };
    const cidInvitations = await invitationsOf(cid.token);
    await api('POST', 'world/respondToInvitation', { invitationID: cidInvitations.data.invitations[0]!._id, decision: 'accept' }, cid.token);
    const beaInvitations = await invitationsOf(bea.token);
    await api('POST', 'user/toggleFollowWorld', { worldID: worldId }, bea.token);
    void first;

    for (const [label, viewport] of [['1280', { width: 1280, height: 900 }], ['700', { width: 700, height: 900 }]] as const) {
      const a = await openPage(viewport, ann.token);
      const b = await openPage(viewport, bea.token);
      const visit = async (page: Page, path: string, name: string) => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await dump(page, `${name}-${label}`);
      };
      await visit(a.page, '/creation', 'creation');
      await a.page.getByRole('button', { name: /^Members/ }).click();
      await dump(a.page, `creation-members-open-${label}`);
      await visit(a.page, '/manage-worlds', 'manage-worlds');
      await visit(a.page, '/manage-members', 'manage-members');
      await visit(a.page, `/world/${worldId}`, 'world');
      await visit(a.page, '/world/example', 'world-demo');
      await visit(a.page, '/dashboard', 'dashboard');
      await visit(a.page, '/dashboard/media', 'media');
      await visit(a.page, '/dashboard/settings', 'settings');
      await visit(a.page, '/dashboard/login-history', 'login-history');
      await visit(a.page, '/dashboard/notification-history', 'notification-history');
      await visit(a.page, '/dashboard/violations', 'violations');
      await visit(a.page, '/dashboard/following', 'following-empty');
      await visit(a.page, '/dashboard/invitations', 'invitations-empty');
      await visit(a.page, `/user/${ann.userId}`, 'profile');
      await visit(a.page, '/help', 'help');
      await visit(a.page, '/help/faq', 'help-faq');
      await visit(a.page, '/dev/mailbox', 'dev-mailbox');
      await visit(b.page, '/dashboard/following', 'following');
      await visit(b.page, '/dashboard/invitations', 'invitations');
      await visit(b.page, `/invitation/${beaInvitations.data.invitations[0]!._id}`, 'invitation');
      await visit(b.page, '/community/worlds', 'community');
      await visit(b.page, '/community/posts', 'community-posts');
      await visit(b.page, '/dashboard', 'dashboard-b');
      if (label === '1280') {
        await b.page.getByRole('button', { name: /^Notifications/ }).click();
        await dump(b.page, `notifications-open-${label}`);
        await b.page.keyboard.press('Escape');
        await b.page.getByRole('button', { name: /^Account menu/ }).click();
        await dump(b.page, `user-menu-open-${label}`);
      }
    }
  });
});
