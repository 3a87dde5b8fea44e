import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import { restoreFixture } from '../history/testing/restoreFixture';
import { createTimelineHistory, timelineRestoreMessages } from './timelineRestore';

// Restore of a timeline issues the timeline's own commands for what differs between
// then and now; here the commands are recorded, the stream is a fixture.
const ids = { timelineId: 't1', worldId: 'world1' };
const actor = { id: 'ann', permissions: {} };
const context = { actorId: 'ann', correlationId: 't' };
const when = { year: 10, month: '', day: null, end: null };
const look = (title: string, parent: string | null = null) => ({ title, subtitle: '', type: 'point' as const, parent });
// A point as restore sends it: with its version's secret mark.
const sentLook = (title: string, parent: string | null = null, secret = false) => ({ ...look(title, parent), secret });
const zone = { _id: 'default', name: 'Default', start: 0, end: 100 };

const timelineWith = async (events: TimelineEvent[]) => {
  const created: TimelineEvent = {
    type: 'TimelineCreated',
    data: {
      ...ids,
      authorId: 'ann',
      title: 'Ages',
      description: '',
      start: 0,
      end: 100,
      backgroundImage: null,
      zones: [zone],
      calendar: DEFAULT_CALENDAR,
      createdOn: '',
    },
  };
  const names = ['rename', 'customise', 'changeCalendar', 'updateZones', 'updateLines', 'updateNodes', 'deleteNodeImage', 'addLink', 'removeLink'];
  const { stores, commands, ids: newIds, calls } = await restoreFixture('timeline-t1', [created, ...events], names);
  return { history: createTimelineHistory(stores, commands, newIds), calls };
};

describe('timeline versions and restore', () => {
  it('brings back title, calendar, zones, lines and points, re-adding deleted ones under new ids with their parents', async () => {
    const { history, calls } = await timelineWith([
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'Kings' } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { _id: 'n1', ...when, ...look('Crowning') } } },
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l2', name: 'Wars' } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l2', node: { _id: 'n2', ...when, ...look('Siege', 'n1') } } },
      // Revision 4 is the version restored; what follows is undone.
      { type: 'TimelineLineDeleted', data: { ...ids, lineId: 'l1' } },
      { type: 'TimelineNodeMoved', data: { ...ids, lineId: 'l2', nodeId: 'n2', when: { ...when, year: 50 } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l2', node: { _id: 'n3', ...when, ...look('Later') } } },
      { type: 'TimelineZoneAdded', data: { ...ids, zone: { _id: 'z1', name: 'Dark', start: 1, end: 2 } } },
      { type: 'TimelineCalendarChanged', data: { ...ids, calendar: { ...DEFAULT_CALENDAR, name: 'Other' } } },
      { type: 'TimelineRenamed', data: { ...ids, title: 'Eras' } },
    ]);
    await history.restore(actor, 't1', 4, context);
    expect(calls).toEqual([
      ['rename', 'world1', 'Ages'],
      ['changeCalendar', DEFAULT_CALENDAR],
      ['updateZones', [zone], ['z1']],
      [
        'updateLines',
        [
          { _id: 'new1', name: 'Kings' },
          { _id: 'l2', name: 'Wars' },
        ],
        [],
      ],
      ['updateNodes', { lineID: 'new1', nodes: [{ _id: 'new2', ...when, ...sentLook('Crowning') }], removedNodeIDs: [] }],
      ['updateNodes', { lineID: 'l2', nodes: [{ _id: 'n2', ...when, ...sentLook('Siege', 'new2') }], removedNodeIDs: ['n3'] }],
    ]);
    expect((await history.versionAt('t1', 4))!.state.title).toBe('Ages');
  });

  it('a parent on a line restored later is set in a second pass', async () => {
    const { history, calls } = await timelineWith([
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'A' } } },
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l2', name: 'B' } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l2', node: { _id: 'n2', ...when, ...look('Root') } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { _id: 'n1', ...when, ...look('Child', 'n2') } } },
      { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'n1' } },
      { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l2', nodeId: 'n2' } },
    ]);
    await history.restore(actor, 't1', 4, context);
    expect(calls.filter(([name]) => name === 'updateNodes')).toEqual([
      ['updateNodes', { lineID: 'l1', nodes: [{ _id: 'new2', ...when, ...sentLook('Child') }], removedNodeIDs: [] }],
      ['updateNodes', { lineID: 'l2', nodes: [{ _id: 'new1', ...when, ...sentLook('Root') }], removedNodeIDs: [] }],
      ['updateNodes', { lineID: 'l1', nodes: [{ _id: 'new2', ...when, ...sentLook('Child', 'new1') }], removedNodeIDs: [] }],
    ]);
  });

  it("brings back a version's secret mark with its point", async () => {
    const { history, calls } = await timelineWith([
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'A' } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { _id: 'n1', ...when, ...look('Plot'), secret: true } } },
      { type: 'TimelineNodeEdited', data: { ...ids, lineId: 'l1', nodeId: 'n1', look: { ...look('Plot'), secret: false } } },
    ]);
    await history.restore(actor, 't1', 2, context);
    expect(calls.filter(([name]) => name === 'updateNodes')).toEqual([
      ['updateNodes', { lineID: 'l1', nodes: [{ _id: 'n1', ...when, ...sentLook('Plot', null, true) }], removedNodeIDs: [] }],
    ]);
  });

  it('takes off a picture added since and puts links back', async () => {
    const { history, calls } = await timelineWith([
      { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'A' } } },
      { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { _id: 'n1', ...when, ...look('P') } } },
      { type: 'TimelineNodeLinkAdded', data: { ...ids, lineId: 'l1', nodeId: 'n1', link: { _id: 'k1', type: 'map', id: 'm1' } } },
      { type: 'TimelineNodeLinkRemoved', data: { ...ids, lineId: 'l1', nodeId: 'n1', linkId: 'k1' } },
      { type: 'TimelineNodeImageSet', data: { ...ids, lineId: 'l1', nodeId: 'n1', image: { name: 'a.png', mediaId: 'x' } } },
    ]);
    await history.restore(actor, 't1', 3, context);
    expect(calls.slice(-2)).toEqual([
      ['deleteNodeImage', { lineID: 'l1', nodeID: 'n1' }],
      ['addLink', { lineID: 'l1', nodeID: 'n1' }, { type: 'map', id: 'm1' }],
    ]);
  });

  it('refuses a revision the timeline never had', async () => {
    const { history, calls } = await timelineWith([]);
    await expect(history.restore(actor, 't1', 9, context)).rejects.toThrow(timelineRestoreMessages.nothingThere);
    expect(calls).toEqual([]);
  });
});
