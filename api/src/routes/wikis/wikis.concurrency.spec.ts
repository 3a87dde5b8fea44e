import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';

// Two tabs on one wiki: edits of different sections made from the same page both land; an edit
// of a section changed since the tab loaded it is refused and stores nothing.

let t: WikisApp;
let token: string;
let page: WikiView;
beforeAll(async () => {
  t = await openWikisApp();
  const ann = await t.person('ann');
  token = ann.token;
  const world = await t.createWorld(token);
  const wiki = await t.newWiki(token, world._id);
  page = await t.updated(token, wiki._id, { sections: ['a', 'b', 'c'].map((id) => ({ _id: id, title: id, content: `${id} text` })) });
});
afterAll(() => t.close());

const edit = (wiki: WikiView, id: string, content: string) => {
  const section = wiki.sections.find((s) => s._id === id)!;
  return t.update(token, wiki._id, { sections: [{ ...section, content }] });
};

describe('two tabs editing one wiki', () => {
  it('edits of different sections from the same starting revisions both land, sent at once', async () => {
    const [one, two] = await Promise.all([edit(page, 'a', 'A from tab one'), edit(page, 'b', 'B from tab two')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const now = await t.getWiki(token, page._id);
    expect(now.sections.map((s) => [s._id, s.content])).toEqual([
      ['a', 'A from tab one'],
      ['b', 'B from tab two'],
      ['c', 'c text'],
    ]);
  });

  it('a stale edit of the same section is a 409 and stores nothing', async () => {
    const start = await t.getWiki(token, page._id);
    expect((await edit(start, 'c', 'C from tab one')).statusCode).toBe(200);
    await t.expectRefused(() => edit(start, 'c', 'C from tab two'), 409, m.sectionConflict);
    expect((await t.getWiki(token, page._id)).sections.find((s) => s._id === 'c')?.content).toBe('C from tab one');
  });

  it('a section moved in one tab stays where it went when the other edits its text', async () => {
    const start = await t.getWiki(token, page._id);
    const [a, b, c] = start.sections;
    await t.updated(token, page._id, { sections: [c, a] });
    const after = await t.updated(token, page._id, { sections: [{ ...b, content: 'B again' }] });
    expect(after.sections.map((s) => s._id)).toEqual(['c', 'a', 'b']);
  });
});

describe('a section typed together and a tab editing alone', () => {
  const typed = (sectionID: string, content: string) => t.ok(t.call('PUT', 'wiki/sectionText', { token, payload: { wikiID: page._id, sectionID, content } }));

  it('text from the room moves the section’s revision on: a tab’s text edit on the older one is a 409', async () => {
    const start = await t.getWiki(token, page._id);
    await typed('a', 'A typed together');
    await t.expectRefused(() => edit(start, 'a', 'A typed alone'), 409, m.sectionConflict);
    const now = await t.getWiki(token, page._id);
    expect(now.sections.find((s) => s._id === 'a')?.content).toBe('A typed together');
    expect(now.sections.find((s) => s._id === 'a')!.revision).toBeGreaterThan(start.sections.find((s) => s._id === 'a')!.revision);
  });

  it('the co-typing page’s edits leave the text out: a new title lands over text typed since', async () => {
    const start = await t.getWiki(token, page._id);
    await typed('b', 'B typed together');
    const after = await t.updated(token, page._id, { sections: [{ _id: 'b', title: 'Bee', revision: start.sections.find((s) => s._id === 'b')!.revision }] });
    expect(after.sections.find((s) => s._id === 'b')).toMatchObject({ title: 'Bee', content: 'B typed together' });
  });
});
