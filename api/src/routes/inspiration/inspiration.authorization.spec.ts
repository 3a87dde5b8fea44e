import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@lorewright/domain/inspiration/discover';
import { ROLES, expectOutcome, type Outcome, type Role } from '../roleMatrix';
import { openWikisApp } from '../wikis/testing/wikisTesting';

// POST inspiration/discover × every role around one private world with a public wiki in it:
// everyone may ask (blocked accounts read too), and nobody — not even the world's author or
// members — finds anything of a private world there: Discover shows what a visitor may see.
const everyone: Record<Role, Outcome> = { anonymous: [200], other: [200], member: [200], author: [200], blocked: [200] };

let t: Awaited<ReturnType<typeof openWikisApp>>;
let tokens: Record<Role, string | undefined>;
let privateWikiId: string;
beforeAll(async () => {
  t = await openWikisApp();
  const { world, author, member, other, blocked } = await t.worldWithRoles();
  const wiki = await t.newWiki(author.token, world._id, { title: 'Public wiki of a private world' });
  await t.setWikiVisibility(author.token, world._id, wiki._id, 'public');
  privateWikiId = wiki._id;
  tokens = { anonymous: undefined, other: other.token, member: member.token, author: author.token, blocked: blocked.token };
});
afterAll(() => t.close());

describe('inspiration authorization', () => {
  it('POST inspiration/discover answers every role, and the same page to all', async () => {
    await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['discover']);
    const pages: DiscoverPage[] = [];
    for (const role of ROLES) {
      const token = tokens[role];
      const send = () => t.call('POST', 'inspiration/discover', { payload: { kind: 'wiki' }, ...(token ? { token } : {}) });
      await expectOutcome(t, role, everyone[role], send);
      pages.push((await send()).json<DiscoverPage>());
    }
    for (const page of pages) {
      expect(page).toEqual(pages[0]);
      expect(page.items.map((item) => item._id)).not.toContain(privateWikiId);
    }
  });
});
