import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openWritingsApp, type WritingsApp } from '../writings/testing/writingsTesting';

// A writing's history holds its secret lines as they were: only whoever may edit the writing
// (its world's author) reads a version or a diff; a reader, a member and a stranger never do,
// even of a public writing in a public world.

const SECRET = 'The heir still lives';
const content: SceneContent = [
  { content: 'Snow fell.', style: '' },
  { content: '\n', style: '' },
  { content: SECRET, style: '', secret: true },
];

let t: WritingsApp;
let roles: Awaited<ReturnType<WritingsApp['worldWithRoles']>>;
let doc: WritingView;
let revision: number;
beforeAll(async () => {
  t = await openWritingsApp();
  roles = await t.worldWithRoles();
  await t.setVisibility(roles.author.token, roles.world._id, 'public');
  const made = await t.newDoc(roles.author.token, roles.world._id, { title: 'Lantern tale' });
  await t.setWritingVisibility(roles.author.token, roles.world._id, made._id, 'public');
  const fresh = await t.getWriting(roles.author.token, made._id);
  const saved = await t.saveOk(roles.author.token, fresh, [{ ...fresh.scenes[0], content }]);
  doc = saved.writing;
  revision = saved.revision;
});
afterAll(() => t.close());

const urls = () => [
  `history/writing/${doc._id}?page=1`,
  `history/writing/${doc._id}/at/${revision}`,
  `history/writing/${doc._id}/at/${revision}/diff?part=${doc.scenes[0]._id}`,
];

describe('secret lines in a writing history', () => {
  it('never reach a reader, a member or a stranger', async () => {
    for (const token of [undefined, roles.member.token, roles.other.token]) {
      for (const url of urls()) {
        const res = await t.call('GET', url, { token });
        expect([401, 403], url).toContain(res.statusCode);
        expect(res.body, url).not.toContain('heir');
      }
    }
  });

  it('reach the author, marked, in a version and its diff', async () => {
    const version = (await t.call('GET', urls()[1], { token: roles.author.token })).json();
    expect(version.writing.scenes[0].content).toEqual(content);
    const diff = await t.call('GET', urls()[2], { token: roles.author.token });
    expect(diff.statusCode).toBe(200);
    expect(diff.body).toContain('heir');
  });
});
