import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { TimelineChanges } from '@lorewright/domain/timelines/timelineChanges';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { openTimelinesApp } from './testing/timelinesTesting';

// Secret points of a public timeline in a public world: the author reads them marked; a member,
// a signed-in stranger and a visitor never receive them, nor anything they say, by any route (the
// timeline read, its history, the changes since a revision, the element search, the backlinks).

type TimelinesApp = Awaited<ReturnType<typeof openTimelinesApp>>;
let t: TimelinesApp;
let roles: Awaited<ReturnType<TimelinesApp['worldWithRoles']>>;
let timeline: TimelineView;
let target: TimelineView;
const SECRET_TITLE = 'The poisoning of the king';
const SECRET_TEXT = 'by his own daughter';

const nodesOf = (seen: TimelineView) => seen.lines.flatMap((line) => line.nodes);

beforeAll(async () => {
  t = await openTimelinesApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  await t.grant(author.id);
  await t.setVisibility(author.token, world._id, 'public');
  timeline = await t.newTimeline(author.token, world._id, { title: 'Ages' });
  target = await t.newTimeline(author.token, world._id, { title: 'Dynasties' });
  for (const { _id } of [timeline, target]) await t.setTimelineVisibility(author.token, world._id, _id, 'public');
  await t.answered(t.updateLines(author.token, timeline._id, [{ _id: 'l1', name: 'Kings' }]));
  timeline = await t.answered(
    t.updateNodes(author.token, timeline._id, 'l1', [
      sentNode('crowning', { title: 'Crowning' }),
      sentNode('plot', { title: SECRET_TITLE, subtitle: SECRET_TEXT, secret: true }),
      sentNode('heir', { title: 'An heir', parent: 'plot' }),
    ]),
  );
  for (const nodeID of ['crowning', 'plot'])
    await t.ok(
      t.call('POST', 'timeline/addLink', {
        token: author.token,
        payload: { timelineID: timeline._id, lineID: 'l1', nodeID, link: { type: 'timeline', id: target._id } },
      }),
    );
});
afterAll(() => t.close());

const readers = () => ({ member: roles.member.token, stranger: roles.other.token, visitor: undefined });
const expectNoSecret = (body: string) => {
  expect(body).not.toContain(SECRET_TITLE);
  expect(body).not.toContain(SECRET_TEXT);
  expect(body).not.toContain('"plot"');
};

describe('secret points of a timeline', () => {
  it('the author reads them marked secret, in the edit answer and the timeline read', async () => {
    for (const seen of [timeline, await t.getTimeline(roles.author.token, timeline._id)]) {
      expect(nodesOf(seen).find((node) => node._id === 'plot')).toMatchObject({ title: SECRET_TITLE, secret: true });
      expect(nodesOf(seen).find((node) => node._id === 'heir')?.parent).toBe('plot');
    }
  });

  it('a member, a stranger and a visitor read the timeline without them; a child hangs under nothing', async () => {
    for (const token of Object.values(readers())) {
      const res = await t.call('GET', `timeline/${timeline._id}`, { token });
      expect(res.statusCode).toBe(200);
      expectNoSecret(res.body);
      expect(nodesOf(res.json<TimelineView>()).map((node) => [node._id, node.parent])).toEqual([
        ['crowning', null],
        ['heir', null],
      ]);
    }
  });

  it('the changes since a revision carry them to the author, who alone may edit', async () => {
    const res = await t.call('PUT', `timeline/updateNodes?since=0`, {
      token: roles.author.token,
      payload: { timelineID: timeline._id, lineID: 'l1', nodes: [sentNode('crowning', { title: 'Crowning day' })], removedNodeIDs: [] },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ changes?: TimelineChanges; timeline?: TimelineView }>();
    const plot = answer.changes ? answer.changes.nodes.find(({ node }) => node._id === 'plot')?.node : nodesOf(answer.timeline!).find((n) => n._id === 'plot');
    expect(plot?.secret).toBe(true);
    for (const token of Object.values(readers())) {
      const refused = await t.call('PUT', `timeline/updateNodes?since=0`, {
        token,
        payload: { timelineID: timeline._id, lineID: 'l1', nodes: [], removedNodeIDs: [] },
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expectNoSecret(refused.body);
    }
  });

  it('the history stays the author’s: nobody else reads a version', async () => {
    const version = await t.call('GET', `history/timeline/${timeline._id}/at/4`, { token: roles.author.token });
    expect(version.statusCode).toBe(200);
    expect(version.body).toContain(SECRET_TITLE);
    for (const token of Object.values(readers()))
      for (const url of [`history/timeline/${timeline._id}`, `history/timeline/${timeline._id}/at/4`]) {
        const res = await t.call('GET', url, { token });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expectNoSecret(res.body);
      }
  });

  it('the element search never shows or matches their text', async () => {
    for (const token of [roles.author.token, ...Object.values(readers())])
      for (const text of ['poisoning', 'daughter']) {
        const res = await t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text } });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ results: unknown[] }>().results).toEqual([]);
      }
  });

  it('a link from a secret point is listed to the author only', async () => {
    const mentions = async (token: string | undefined) =>
      (await t.ok<BacklinkView[]>(t.call('GET', `backlinks/timeline/${target._id}`, { token }))).filter((b) => b.id === timeline._id).map((b) => b.where);
    expect((await mentions(roles.author.token)).sort()).toEqual(['Crowning day', SECRET_TITLE].sort());
    for (const token of Object.values(readers())) {
      expect(await mentions(token)).toEqual(['Crowning day']);
      expectNoSecret((await t.call('GET', `backlinks/timeline/${target._id}`, { token })).body);
    }
  });

  it('a mention in a point’s subtitle is a backlink too: from a secret point, the author’s only', async () => {
    await t.answered(
      t.updateNodes(roles.author.token, timeline._id, 'l1', [
        sentNode('treaty', { title: 'Treaty', subtitle: `Signed in [[timeline:${target._id}]].` }),
        sentNode('pact', { title: 'Hidden pact', subtitle: `Sworn in [[timeline:${target._id}]].`, secret: true }),
      ]),
    );
    const mentions = async (token: string | undefined) =>
      (await t.ok<BacklinkView[]>(t.call('GET', `backlinks/timeline/${target._id}`, { token }))).filter((b) => b.id === timeline._id).map((b) => b.where);
    expect(await mentions(roles.author.token)).toEqual(expect.arrayContaining(['Treaty', 'Hidden pact']));
    for (const token of Object.values(readers())) {
      expect(await mentions(token)).toContain('Treaty');
      expect(await mentions(token)).not.toContain('Hidden pact');
    }
    await t.answered(t.updateNodes(roles.author.token, timeline._id, 'l1', [], ['treaty', 'pact']));
    expect(await mentions(roles.author.token)).not.toContain('Treaty');
  });

  it('unmarked, a point reaches readers again', async () => {
    await t.answered(t.updateNodes(roles.author.token, timeline._id, 'l1', [sentNode('plot', { title: SECRET_TITLE, subtitle: SECRET_TEXT, secret: false })]));
    const seen = await t.getTimeline(roles.member.token, timeline._id);
    expect(nodesOf(seen).map((node) => node._id)).toContain('plot');
    expect(nodesOf(seen).find((node) => node._id === 'heir')?.parent).toBe('plot');
  });
});
