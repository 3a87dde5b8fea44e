import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import { openTimelinesApp, type TimelinesApp } from '../timelines/testing/timelinesTesting';

// Timeline points outside a linked wiki's life, through the real routes: a king who died in
// 1245 linked from a point of 1250 on a Gregorian timeline (the world names no calendar), and
// from one on a timeline of another calendar, which says nothing until the world names it.

let t: TimelinesApp;
let roles: Awaited<ReturnType<TimelinesApp['worldWithRoles']>>;
let worldID: string;
let aldric: string;
let annals: string;
let chronicle: string;

const reckoning = {
  name: 'Reckoning',
  months: [
    { name: 'Thaw', numDays: 30 },
    { name: 'Ember', numDays: 20 },
  ],
  days: [{ name: 'Day', numHours: 24 }],
  weekdays: [],
  eras: [{ name: 'After the Founding', abbreviation: 'AF', startYear: 1, counting: 'up' }],
  hasYearZero: false,
  leapRules: [],
};

const warnings = async (token: string) => t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity`, { token }));
const ids = async (token = roles.author.token) => (await warnings(token)).map((warning) => warning.id);
const pointId = (timelineId: string, nodeId: string) => `pointOutsideLife:wiki:${aldric}:timeline:${timelineId}:${nodeId}`;
const placed = (timelineID: string, nodes: ReturnType<typeof sentNode>[]) => t.answered(t.updateNodes(roles.author.token, timelineID, 'l1', nodes));
const linked = (timelineID: string, nodeID: string) =>
  t.ok(t.call('POST', 'timeline/addLink', { token: roles.author.token, payload: { timelineID, lineID: 'l1', nodeID, link: { type: 'wiki', id: aldric } } }));
const timelineWithLine = async (title: string) => {
  const timeline = await t.newTimeline(roles.author.token, worldID, { title, start: 1000, end: 1400 });
  await t.answered(t.updateLines(roles.author.token, timeline._id, [{ _id: 'l1', name: 'Kings' }]));
  return timeline._id;
};

beforeAll(async () => {
  t = await openTimelinesApp();
  roles = await t.worldWithRoles();
  worldID = roles.world._id;
  await t.grant(roles.author.id);
  const author = roles.author.token;
  t.clock.advance(1000);
  ({ id: aldric } = await t.ok<{ id: string }>(
    t.call('POST', 'creation/newWiki', { token: author, payload: { category: 'characters', title: 'Aldric', worldID } }),
    201,
  ));
  await t.ok(t.call('PUT', `creation/updateWiki/${aldric}`, { token: author, payload: { lifespan: { from: { year: 1200 }, until: { year: 1245 } } } }));
  annals = await timelineWithLine('The Annals');
  await placed(annals, [sentNode('p', { title: 'The Crowning', year: 1250 })]);
  await linked(annals, 'p');
  chronicle = await timelineWithLine('The Chronicle');
  await t.ok(t.call('PUT', `timeline/${chronicle}/calendar`, { token: author, payload: { timelineID: chronicle, calendar: reckoning } }));
  await placed(chronicle, [sentNode('q', { title: 'The Feast', year: 1250, month: 'Ember', day: 2 })]);
  await linked(chronicle, 'q');
});
afterAll(() => t.close());

describe('continuity warnings of timeline points', () => {
  it('a point of 1250 on the Gregorian months linking to a king who died in 1245 is a warning naming both', async () => {
    const [warning, ...others] = await warnings(roles.author.token);
    expect(others).toEqual([]);
    expect(warning).toEqual({
      id: pointId(annals, 'p'),
      kind: 'pointOutsideLife',
      message: 'Aldric is linked from “The Crowning” on The Annals (3 March 1250 AD), after their death (1245 AD).',
      places: [
        { type: 'wiki', id: aldric, title: 'Aldric', where: 'Lifespan' },
        { type: 'timeline', id: annals, title: 'The Annals', where: 'The Crowning', part: 'p' },
      ],
    });
  });

  it('moving the point inside the life clears it; back after the death, it returns', async () => {
    const [p] = (await t.getTimeline(roles.author.token, annals)).lines[0].nodes;
    const moved = await placed(annals, [{ ...sentNode('p', { title: 'The Crowning', year: 1240 }), revision: p.revision }]);
    expect(await ids()).toEqual([]);
    await placed(annals, [{ ...sentNode('p', { title: 'The Crowning', year: 1250 }), revision: moved.lines[0].nodes[0].revision }]);
    expect(await ids()).toEqual([pointId(annals, 'p')]);
  });

  it("a timeline of another calendar says nothing until the world's dates are on it", async () => {
    await t.ok(t.call('POST', 'world/updateCalendar', { token: roles.author.token, payload: { worldID, timelineID: chronicle } }));
    const [warning, ...others] = await warnings(roles.author.token);
    expect(others).toEqual([]);
    expect(warning).toMatchObject({
      id: pointId(chronicle, 'q'),
      message: 'Aldric is linked from “The Feast” on The Chronicle (2 Ember 1250 AF), after their death (1245 AF).',
    });
    await t.ok(t.call('POST', 'world/updateCalendar', { token: roles.author.token, payload: { worldID, timelineID: null } }));
    expect(await ids()).toEqual([pointId(annals, 'p')]);
  });

  it('a warning naming a timeline the viewer may not see is left out; a secret point, one they may not edit', async () => {
    expect(await ids(roles.editor.token)).toEqual([pointId(annals, 'p')]);
    const access = (access: 'none' | 'read' | 'role') =>
      t.ok(
        t.call('POST', 'updateElementAccess', {
          token: roles.author.token,
          payload: { element: 'timeline', elementID: annals, worldID, memberID: roles.editor.id, access },
        }),
      );
    await access('none');
    expect(await ids(roles.editor.token)).toEqual([]);
    await access('read');
    expect(await ids(roles.editor.token)).toEqual([pointId(annals, 'p')]);
    const [p] = (await t.getTimeline(roles.author.token, annals)).lines[0].nodes;
    await placed(annals, [{ ...sentNode('p', { title: 'The Crowning', year: 1250, secret: true }), revision: p.revision }]);
    expect(await ids(roles.editor.token)).toEqual([]);
    expect(await ids()).toEqual([pointId(annals, 'p')]);
    await access('role');
    expect(await ids(roles.editor.token)).toEqual([pointId(annals, 'p')]);
  });

  it('deleting the timeline takes its warnings', async () => {
    await t.ok(t.call('POST', 'timeline/delete', { token: roles.author.token, payload: { timelineID: annals, worldID } }));
    expect(await ids()).toEqual([]);
  });
});
