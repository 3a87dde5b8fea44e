import { describe, expect, it } from 'vitest';
import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { conflict, invalid } from '@lorewright/domain/shared/errors';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { DatePointSourceKind, DatePointSourceRecord } from './datePoints.projection';
import { createDatePointsReactor, type DatePointsDeps } from './datePoints.reactor';

const coronation: PointAddress = { timelineID: 't1', nodeID: 'coronation' };
const moved: PointDates = { start: { year: 1210 }, end: { year: 1215 } };
const source = (kind: DatePointSourceKind, elementID: string, worldID = 'w1'): DatePointSourceRecord => ({
  _id: `t1/coronation/${kind}/${elementID}`,
  ...coronation,
  kind,
  elementID,
  worldID,
});

const setUp = (options: { sources: DatePointSourceRecord[]; dates?: PointDates | string; failing?: Record<string, Error>; caughtUp?: boolean }) => {
  const followed: unknown[] = [];
  const waited: unknown[] = [];
  const logged: object[] = [];
  const follower =
    (kind: DatePointSourceKind): DatePointsDeps['follow'][DatePointSourceKind] =>
    async (elementId, address, dates, context) => {
      const failure = options.failing?.[elementId];
      if (failure) throw failure;
      followed.push([kind, elementId, address, dates, context]);
      return { position: 9 };
    };
  const reactor = createDatePointsReactor({
    waitForViews: async (position, views) => {
      waited.push([position, views]);
      return options.caughtUp ?? true;
    },
    sourcesOf: async (address) => (address.timelineID === 't1' && address.nodeID === 'coronation' ? options.sources : []),
    datePointDates: async (worldId, address) => (worldId === 'w1' && address.nodeID === 'coronation' ? (options.dates ?? moved) : 'not found'),
    follow: { wiki: follower('wiki'), relations: follower('relations'), map: follower('map'), writing: follower('writing') },
    logger: { info: () => {}, error: (object) => logged.push(object) },
  });
  const on = reactor.on as Record<string, (event: ProjectedEvent) => Promise<unknown>>;
  const move = () =>
    on.TimelineNodeMoved({
      id: 'e7',
      type: 'TimelineNodeMoved',
      data: { timelineId: 't1', worldId: 'w1', lineId: 'l1', nodeId: 'coronation', when: { year: 1210, month: 'January', day: null, end: null } },
      stream: 'timeline-t1',
      revision: 3,
      position: 7,
      metadata: { actorId: 'mover', correlationId: 'c1', causationId: null, timestamp: '2026-11-30T09:00:00.000Z', schemaVersion: 1 },
    });
  return { reactor, move, followed, waited, logged };
};

const byMover = { actorId: 'mover', correlationId: 'c1', causationId: 'e7' };

describe('the datePoints reactor', () => {
  it('tells every element holding a date taken from a moved point its new dates, as the mover', async () => {
    const { reactor, move, followed, waited } = setUp({
      sources: [source('wiki', 'ysolde'), source('relations', 'w1'), source('map', 'm1'), source('writing', 'book')],
    });
    await move();
    expect(reactor.repeatable).toBe(true);
    expect(waited).toEqual([[7, ['datePoints', 'timelines', 'worlds']]]);
    expect(followed).toEqual([
      ['wiki', 'ysolde', coronation, moved, byMover],
      ['relations', 'w1', coronation, moved, byMover],
      ['map', 'm1', coronation, moved, byMover],
      ['writing', 'book', coronation, moved, byMover],
    ]);
  });

  it('moves nothing when the point is off its world’s calendar now, or gone', async () => {
    const { move, followed } = setUp({
      sources: [source('wiki', 'ysolde')],
      dates: "A date can be taken only from a point of a timeline on the world's calendar.",
    });
    await move();
    expect(followed).toEqual([]);
  });

  it('moves only the elements of the point’s own world', async () => {
    const { move, followed } = setUp({ sources: [source('wiki', 'copy', 'w2'), source('wiki', 'ysolde')] });
    await move();
    expect(followed).toEqual([['wiki', 'ysolde', coronation, moved, byMover]]);
  });

  it('goes on past an element that refuses to follow, and tries again after a clash or a failure', async () => {
    const refused = setUp({ sources: [source('wiki', 'ysolde'), source('map', 'm1')], failing: { ysolde: invalid('A period cannot end before it starts.') } });
    await refused.move();
    expect(refused.followed).toEqual([['map', 'm1', coronation, moved, byMover]]);
    expect(refused.logged).toHaveLength(1);

    const clashed = setUp({ sources: [source('wiki', 'ysolde')], failing: { ysolde: conflict('Changed meanwhile.') } });
    await expect(clashed.move()).rejects.toThrow('Changed meanwhile.');
    const broken = setUp({ sources: [source('wiki', 'ysolde')], failing: { ysolde: new Error('disk full') } });
    await expect(broken.move()).rejects.toThrow('disk full');
  });

  it('waits to read until the views hold the move, and is delivered again when they do not', async () => {
    const { move, followed } = setUp({ sources: [source('wiki', 'ysolde')], caughtUp: false });
    await expect(move()).rejects.toThrow('did not reach 7');
    expect(followed).toEqual([]);
  });
});
