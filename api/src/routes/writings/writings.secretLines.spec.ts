import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openWritingsApp, type WritingsApp } from './testing/writingsTesting';

// A secret line of a scene reaches only whoever may edit the writing (its world's author): every
// writings route that carries scene text or a preview of it leaves the line out for a reader
// (signed out), a member and a stranger, and keeps it, marked, for the author.

const SECRET = 'The heir still lives';
const content: SceneContent = [
  { content: SECRET, style: '', secret: true },
  { content: '\n', style: '' },
  { content: 'Snow fell on ', style: '' },
  { content: 'Ashvale', style: 'bold' },
  { content: '\n', style: '' },
  { content: 'Only the author knows', style: 'subtitle', secret: true },
];

let t: WritingsApp;
let roles: Awaited<ReturnType<WritingsApp['worldWithRoles']>>;
let doc: WritingView;
beforeAll(async () => {
  t = await openWritingsApp();
  roles = await t.worldWithRoles();
  await t.setVisibility(roles.author.token, roles.world._id, 'public');
  const made = await t.newDoc(roles.author.token, roles.world._id, { title: 'Lantern tale' });
  await t.setWritingVisibility(roles.author.token, roles.world._id, made._id, 'public');
  const fresh = await t.getWriting(roles.author.token, made._id);
  doc = (await t.saveOk(roles.author.token, fresh, [{ ...fresh.scenes[0], content }])).writing;
});
afterAll(() => t.close());

const viewers = () => ({ reader: undefined, member: roles.member.token, stranger: roles.other.token });

const everything = async (token: string | undefined) =>
  JSON.stringify([
    (await t.call('GET', `creation/writing/${doc._id}`, { token })).json(),
    (await t.call('POST', 'creation/writings', { token, payload: { worldID: roles.world._id } })).json(),
    (await t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text: 'lantern' } })).json(),
    (await t.call('GET', `world/${roles.world._id}`, { token })).json(),
    (await t.call('GET', `link/writing/${doc._id}`, { token })).json(),
  ]);

describe('secret lines of a scene', () => {
  it('never reach a reader, a member or a stranger, by any writings route', async () => {
    for (const [who, token] of Object.entries(viewers())) {
      const scene = (await t.getWriting(token, doc._id)).scenes[0];
      expect(scene.content, who).toEqual([
        { content: 'Snow fell on ', style: '' },
        { content: 'Ashvale', style: 'bold' },
      ]);
      const all = await everything(token);
      expect(all, who).toContain('Snow fell on');
      expect(all, who).not.toContain('heir');
      expect(all, who).not.toContain('Only the author');
      expect(all, who).not.toContain('"secret"');
    }
  });

  it('reach the author whole and marked, in the writing and its preview', async () => {
    expect((await t.getWriting(roles.author.token, doc._id)).scenes[0].content).toEqual(content);
    const listed = (await t.call('POST', 'creation/writings', { token: roles.author.token, payload: { worldID: roles.world._id } })).json();
    // The list's preview is the same for everyone: lists are no place for secrets.
    expect(listed.writings[0].preview).toBe('Snow fell on Ashvale');
  });

  it("feed the mention card's first lines (GET link) for the author only", async () => {
    for (const [who, token] of Object.entries(viewers()))
      expect((await t.call('GET', `link/writing/${doc._id}`, { token })).json(), who).toEqual({
        title: 'Lantern tale',
        type: 'writing',
        id: doc._id,
        preview: 'Snow fell on Ashvale',
      });
    expect((await t.call('GET', `link/writing/${doc._id}`, { token: roles.author.token })).json()).toEqual({
      title: 'Lantern tale',
      type: 'writing',
      id: doc._id,
      preview: `${SECRET} Snow fell on Ashvale Only the author knows`,
    });
  });

  it('are kept by a save that sends them back, and may be unmarked', async () => {
    const author = await t.getWriting(roles.author.token, doc._id);
    const unmarked = content.map(({ secret: _mark, ...run }) => run);
    const { writing } = await t.saveOk(roles.author.token, author, [{ ...author.scenes[0], content: unmarked }]);
    expect(JSON.stringify(await t.getWriting(undefined, writing._id))).toContain(SECRET);
    const back = await t.saveOk(roles.author.token, writing, [{ ...writing.scenes[0], content }]);
    expect(JSON.stringify(await t.getWriting(undefined, back.writing._id))).not.toContain(SECRET);
    doc = back.writing;
  });

  it('refuse a mark that is not true or false', async () => {
    const author = await t.getWriting(roles.author.token, doc._id);
    const res = await t.save(roles.author.token, author, [{ ...author.scenes[0], content: [{ content: 'x', style: '', secret: 'yes' } as never] }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('A line is marked secret with true or false.');
  });
});
