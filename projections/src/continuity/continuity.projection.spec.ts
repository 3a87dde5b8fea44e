import { describe, expect, it } from 'vitest';
import type { ContinuityEvent } from '@lorewright/domain/continuity/continuity.events';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { SceneNode } from '@lorewright/domain/writings/sceneContent';
import { openProjectionHarness } from '../runner/projectionHarness';
import { projectionOver } from '../runner/testing/projectionOver';
import type { ProjectionViews } from '../runner/projectionViews';
import { continuityProjection } from './continuity.projection';
import { createContinuityQueries } from './continuityQueries';

type Event = WorldEvent | WritingEvent | WikiEvent | RelationEvent | TimelineEvent | ContinuityEvent;

const streamOf = (e: Event) => {
  const data = e.data as Record<string, string>;
  if (e.type.startsWith('ContinuityWarning')) return `continuity-${data.worldId}`;
  if (e.type.startsWith('Relation')) return `relations-${data.worldId}`;
  if (e.type.startsWith('Timeline')) return `timeline-${data.timelineId}`;
  return data.wikiId ? `wiki-${data.wikiId}` : data.writingId ? `writing-${data.writingId}` : `world-${data.worldId}`;
};
const rebuilt = projectionOver<Event>(continuityProjection, streamOf);

const world = { worldId: 'w1' };
const look = { backgroundImage: '', overlayColor: '#000000', overlayOpacity: 0, youtubeHTML: '' };
const text = (content: string): SceneNode => ({ content, style: '' });
const linked = (content: string, id: string, secret?: true): SceneNode => ({ content, style: '', link: { type: 'wiki', id }, ...(secret && { secret }) });

const wikiCreated = (wikiId: string, title: string, category: 'characters' | 'places' = 'characters', headerFields: WikiFieldInput[] = []): WikiEvent => ({
  type: 'WikiCreated',
  data: { ...world, wikiId, authorId: 'ada', category, title, subtitle: '', parentId: null, images: [], headerFields, createdOn: '2026-11-30T09:00:00.000Z' },
});
type WikiFieldInput = { _id: string; field: string; value: string; period?: WorldPeriod; secret?: boolean };
const lifespan = (wikiId: string, period: WorldPeriod | null): WikiEvent => ({ type: 'WikiLifespanChanged', data: { ...world, wikiId, lifespan: period } });
const sceneAdded = (sceneId: string, name: string, content: SceneNode[], year?: number): WritingEvent => ({
  type: 'SceneAdded',
  data: { ...world, writingId: 'book', scene: { _id: sceneId, name, content, ...look, ...(year !== undefined && { date: { year } }) } },
});
const dated = (sceneId: string, year: number | null): WritingEvent => ({
  type: 'SceneDated',
  data: { ...world, writingId: 'book', sceneId, date: year === null ? null : { year } },
});
const aldric = wikiCreated('aldric', 'Aldric');
const died1245 = lifespan('aldric', { from: { year: 1200 }, until: { year: 1245 } });
const coronation = sceneAdded('s1', 'The Coronation', [text('Crowned by '), linked('Aldric', 'aldric'), text('.')], 1250);
const mentionId = 'mentionOutsideLife:wiki:aldric:writing:book:s1';

// Timelines: 'chronicle' on the world's own calendar (months by other names), 'annals' on the
// Gregorian months.
const RECKONING: Calendar = {
  ...GREGORIAN_CALENDAR,
  name: 'Reckoning',
  months: [
    { name: 'Frostfall', numDays: 30 },
    { name: 'Thaw', numDays: 30 },
  ],
};
const timelineCreated = (timelineId: string, calendar: Calendar): TimelineEvent => ({
  type: 'TimelineCreated',
  data: {
    ...world,
    timelineId,
    authorId: 'ada',
    title: timelineId,
    description: '',
    start: 1000,
    end: 1400,
    backgroundImage: null,
    zones: [],
    calendar,
    createdOn: '',
  },
});
const worldCalendar = (timelineId: string | null): WorldEvent => ({ type: 'WorldCalendarChosen', data: { ...world, timelineId } });
type When = { year: number; month?: string; day?: number; end?: { year: number; month?: string; day?: number } };
const nodeDate = ({ year, month = '', day }: Omit<When, 'end'>) => ({ year, month, day: day ?? null });
const nodeWhen = (when: When) => ({ ...nodeDate(when), end: when.end ? nodeDate(when.end) : null });
const pointAdded = (timelineId: string, nodeId: string, title: string, when: When, secret?: true): TimelineEvent => ({
  type: 'TimelineNodeAdded',
  data: {
    ...world,
    timelineId,
    lineId: 'line',
    node: { _id: nodeId, title, subtitle: '', type: when.end ? 'range' : 'point', parent: null, ...nodeWhen(when), ...(secret && { secret }) },
  },
});
const pointLinked = (timelineId: string, nodeId: string, wikiId: string, linkId = `${nodeId}-${wikiId}`): TimelineEvent => ({
  type: 'TimelineNodeLinkAdded',
  data: { ...world, timelineId, lineId: 'line', nodeId, link: { _id: linkId, type: 'wiki', id: wikiId } },
});
const pointMoved = (timelineId: string, nodeId: string, when: When): TimelineEvent => ({
  type: 'TimelineNodeMoved',
  data: { ...world, timelineId, lineId: 'line', nodeId, when: nodeWhen(when) },
});
const pointId = (timelineId: string, nodeId: string, wikiId = 'aldric') => `pointOutsideLife:wiki:${wikiId}:timeline:${timelineId}:${nodeId}`;

// Each read of the live projection is compared with one rebuilt from the whole log: they agree.
const harness = () => {
  const h = openProjectionHarness<Event>([continuityProjection], streamOf);
  const log: Event[] = [];
  const idsOf = async (views: ProjectionViews) => (await createContinuityQueries(views).warningsOf('w1')).map((w) => w._id);
  return {
    project: async (...events: Event[]) => {
      log.push(...events);
      await h.project(...events);
    },
    warnings: async () => (await createContinuityQueries(h.views).warningsOf('w1')).map(({ _id, kind, places, facts }) => ({ _id, kind, places, facts })),
    ids: async () => {
      const live = await idsOf(h.views);
      expect(await idsOf(await rebuilt(log))).toEqual(live);
      return live;
    },
    queries: () => createContinuityQueries(h.views),
  };
};

describe('continuity projection', () => {
  it('warns of a scene dated after a character died that links to them, naming both places', async () => {
    const t = harness();
    await t.project(aldric, coronation, died1245);
    expect(await t.warnings()).toEqual([
      {
        _id: mentionId,
        kind: 'mentionOutsideLife',
        places: [
          { type: 'wiki', id: 'aldric', where: 'Lifespan' },
          { type: 'writing', id: 'book', where: 'The Coronation', part: 's1' },
        ],
        facts: { kind: 'mentionOutsideLife', date: { year: 1250 }, lifespan: { from: { year: 1200 }, until: { year: 1245 } }, side: 'after' },
      },
    ]);
    expect(await t.ids()).toEqual([mentionId]);
  });

  it('a lifespan change makes and removes the warnings of the scenes linking to the wiki', async () => {
    const t = harness();
    await t.project(aldric, coronation, sceneAdded('s2', 'Childhood', [linked('Aldric', 'aldric')], 1190));
    expect(await t.ids()).toEqual([]);
    await t.project(died1245);
    expect(await t.ids()).toEqual([mentionId, 'mentionOutsideLife:wiki:aldric:writing:book:s2']);
    await t.project(lifespan('aldric', { from: { year: 1180 }, until: { year: 1260 } }));
    expect(await t.ids()).toEqual([]);
    await t.project(lifespan('aldric', { until: { year: 1245 } }));
    expect(await t.ids()).toEqual([mentionId]);
    await t.project(lifespan('aldric', null));
    expect(await t.ids()).toEqual([]);
  });

  it("a scene's date change re-checks it: undated it contradicts nothing", async () => {
    const t = harness();
    await t.project(aldric, died1245, coronation);
    expect(await t.ids()).toEqual([mentionId]);
    await t.project(dated('s1', 1240));
    expect(await t.ids()).toEqual([]);
    await t.project(dated('s1', 1300));
    expect(await t.ids()).toEqual([mentionId]);
    await t.project(dated('s1', null));
    expect(await t.ids()).toEqual([]);
  });

  it("a save's splice that adds or removes the link adds or removes the warning, and a rename follows", async () => {
    const t = harness();
    await t.project(aldric, died1245, sceneAdded('s1', 'The Coronation', [text('A crowd.'), text('A crown.')], 1250));
    expect(await t.ids()).toEqual([]);
    await t.project({
      type: 'SceneContentChanged',
      data: { ...world, writingId: 'book', sceneId: 's1', at: 1, remove: 0, nodes: [linked('Aldric', 'aldric')] },
    });
    expect(await t.ids()).toEqual([mentionId]);
    await t.project({ type: 'SceneRenamed', data: { ...world, writingId: 'book', sceneId: 's1', name: 'The Crowning' } });
    expect((await t.warnings())[0].places[1].where).toBe('The Crowning');
    // Text typed before the link moves it; the warning stays.
    await t.project({ type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 0, remove: 0, nodes: [text('Dawn.')] } });
    expect(await t.ids()).toEqual([mentionId]);
    await t.project({ type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 2, remove: 1, nodes: [text('him')] } });
    expect(await t.ids()).toEqual([]);
  });

  it('a mention only in secret lines is kept for the writing editors', async () => {
    const t = harness();
    await t.project(aldric, died1245, sceneAdded('s1', 'Omen', [linked('Aldric', 'aldric', true)], 1250));
    const [warning] = await t.queries().warningsOf('w1');
    expect(warning.editorsOnly).toEqual({ type: 'writing', id: 'book' });
  });

  it('two dated values of one header field that overlap are a warning, until one is moved or removed', async () => {
    const t = harness();
    const ruler = (id: string, value: string, period: WorldPeriod) => ({ _id: id, field: 'Ruler', value, period });
    await t.project(wikiCreated('ashvale', 'Ashvale', 'places', [ruler('r1', 'Aldric I', { from: { year: 1200 }, until: { year: 1245 } })]), {
      type: 'WikiHeaderFieldAdded',
      data: { ...world, wikiId: 'ashvale', headerField: ruler('r2', 'Berengar', { from: { year: 1240 } }), afterId: 'r1' },
    });
    const id = 'fieldValuesOverlap:wiki:ashvale:r1:r2';
    expect(await t.ids()).toEqual([id]);
    expect((await t.warnings())[0].facts).toEqual({
      kind: 'fieldValuesOverlap',
      field: 'Ruler',
      first: { value: 'Aldric I', period: { from: { year: 1200 }, until: { year: 1245 } } },
      second: { value: 'Berengar', period: { from: { year: 1240 } } },
    });
    await t.project({ type: 'WikiHeaderFieldEdited', data: { ...world, wikiId: 'ashvale', headerField: ruler('r2', 'Berengar', { from: { year: 1246 } }) } });
    expect(await t.ids()).toEqual([]);
    await t.project({ type: 'WikiHeaderFieldEdited', data: { ...world, wikiId: 'ashvale', headerField: ruler('r2', 'Berengar', { from: { year: 1230 } }) } });
    expect(await t.ids()).toEqual([id]);
    await t.project({ type: 'WikiHeaderFieldRemoved', data: { ...world, wikiId: 'ashvale', headerFieldId: 'r1' } });
    expect(await t.ids()).toEqual([]);
  });

  it("a relation reaching past an end's death is a warning, following the relation and the lifespan", async () => {
    const t = harness();
    const relation = (type: 'RelationAdded' | 'RelationChanged', until: number) =>
      ({
        type,
        data: {
          ...world,
          relationId: 'rel',
          fromId: 'aldric',
          toId: 'bran',
          type: 'ally',
          custom: '',
          period: { from: { year: 1230 }, until: { year: until } },
          addedOn: '',
        },
      }) as RelationEvent;
    await t.project(aldric, wikiCreated('bran', 'Bran'), died1245, relation('RelationAdded', 1260));
    const id = 'relationOutsideLife:relation:rel:wiki:aldric';
    expect(await t.ids()).toEqual([id]);
    await t.project(relation('RelationChanged', 1240));
    expect(await t.ids()).toEqual([]);
    await t.project(lifespan('aldric', { until: { year: 1235 } }));
    expect(await t.ids()).toEqual([id]);
    await t.project({ type: 'RelationRemoved', data: { ...world, relationId: 'rel', fromId: 'aldric', toId: 'bran' } });
    expect(await t.ids()).toEqual([]);
  });

  it("a deleted wiki, scene or writing takes its warnings; a relation's other end's deletion too", async () => {
    const t = harness();
    await t.project(aldric, died1245, coronation, wikiCreated('bran', 'Bran'), {
      type: 'RelationAdded',
      data: { ...world, relationId: 'rel', fromId: 'bran', toId: 'aldric', type: 'ally', custom: '', period: { from: { year: 1250 } }, addedOn: '' },
    });
    expect(await t.ids()).toEqual([mentionId, 'relationOutsideLife:relation:rel:wiki:aldric']);
    await t.project({ type: 'WikiDeleted', data: { ...world, wikiId: 'bran' } });
    expect(await t.ids()).toEqual([mentionId]);
    await t.project({ type: 'SceneRemoved', data: { ...world, writingId: 'book', sceneId: 's1' } });
    expect(await t.ids()).toEqual([]);
    await t.project(sceneAdded('s3', 'Again', [linked('Aldric', 'aldric')], 1300));
    expect(await t.ids()).toEqual(['mentionOutsideLife:wiki:aldric:writing:book:s3']);
    await t.project({ type: 'WritingDeleted', data: { ...world, writingId: 'book' } });
    expect(await t.ids()).toEqual([]);
    await t.project(sceneAdded('s4', 'Late', [linked('Aldric', 'aldric')], 1300), { type: 'WikiDeleted', data: { ...world, wikiId: 'aldric' } });
    expect(await t.ids()).toEqual([]);
  });

  it('a scene linking to a wiki before its lifespan is known is checked when it becomes known', async () => {
    const t = harness();
    await t.project(coronation, aldric, died1245);
    expect(await t.ids()).toEqual([mentionId]);
  });

  it('dismissals are kept by world, newest first, until restored; a deleted world takes everything', async () => {
    const t = harness();
    const dismissal = (warningId: string, at: string): ContinuityEvent => ({
      type: 'ContinuityWarningDismissed',
      data: { ...world, warningId, reason: 'A ghost.', dismissedBy: 'ada', at },
    });
    await t.project(aldric, died1245, coronation, dismissal(mentionId, '2026-11-30T10:00:00.000Z'), dismissal('other', '2026-11-30T11:00:00.000Z'));
    expect((await t.queries().dismissalsOf('w1')).map((d) => [d.warningID, d.reason])).toEqual([
      ['other', 'A ghost.'],
      [mentionId, 'A ghost.'],
    ]);
    await t.project({ type: 'ContinuityWarningRestored', data: { ...world, warningId: 'other', restoredBy: 'ada' } });
    expect((await t.queries().dismissalsOf('w1')).map((d) => d.warningID)).toEqual([mentionId]);
    // The warning itself is still worked out: dismissing only hides it.
    expect(await t.ids()).toEqual([mentionId]);
    await t.project({ type: 'WorldDeleted', data: { ...world, authorId: 'ada' } });
    expect(await t.ids()).toEqual([]);
    expect(await t.queries().dismissalsOf('w1')).toEqual([]);
    expect(await t.queries().wikiFactsOf('w1')).toEqual([]);
  });

  it("keeps each wiki's lifespan and header fields in order for the as-of page", async () => {
    const t = harness();
    await t.project(
      wikiCreated('ashvale', 'Ashvale', 'places', [{ _id: 'f1', field: 'Ruler', value: 'Aldric I', period: { until: { year: 1245 } }, secret: true }]),
      { type: 'WikiHeaderFieldAdded', data: { ...world, wikiId: 'ashvale', headerField: { _id: 'f0', field: 'Climate', value: 'Wet' }, afterId: null } },
      { type: 'WikiHeaderFieldMoved', data: { ...world, wikiId: 'ashvale', headerFieldId: 'f0', afterId: 'f1' } },
      { type: 'WikiRenamed', data: { ...world, wikiId: 'ashvale', title: 'Ashvale Keep' } },
      { type: 'WikiVisibilityChanged', data: { ...world, wikiId: 'ashvale', visibility: 'public' } },
      lifespan('ashvale', { from: { year: 1100 } }),
    );
    expect(await t.queries().wikiFactsOf('w1')).toEqual([
      {
        _id: 'ashvale',
        worldID: 'w1',
        title: 'Ashvale Keep',
        category: 'places',
        visibility: 'public',
        lifespan: { from: { year: 1100 } },
        fields: [
          { _id: 'f1', field: 'Ruler', value: 'Aldric I', period: { until: { year: 1245 } }, secret: true },
          { _id: 'f0', field: 'Climate', value: 'Wet' },
        ],
      },
    ]);
  });

  it("warns of a point on the world's calendar dated after a linked character died; moving it back clears it", async () => {
    const t = harness();
    await t.project(aldric, died1245, timelineCreated('chronicle', RECKONING), worldCalendar('chronicle'));
    await t.project(pointAdded('chronicle', 'n1', 'The Crowning', { year: 1250, month: 'Thaw', day: 3 }), pointLinked('chronicle', 'n1', 'aldric'));
    expect(await t.warnings()).toEqual([
      {
        _id: pointId('chronicle', 'n1'),
        kind: 'pointOutsideLife',
        places: [
          { type: 'wiki', id: 'aldric', where: 'Lifespan' },
          { type: 'timeline', id: 'chronicle', where: 'The Crowning', part: 'n1' },
        ],
        // The month by name turned into its number on the timeline's calendar.
        facts: { kind: 'pointOutsideLife', date: { year: 1250, month: 2, day: 3 }, lifespan: { from: { year: 1200 }, until: { year: 1245 } }, side: 'after' },
      },
    ]);
    expect(await t.ids()).toEqual([pointId('chronicle', 'n1')]);
    await t.project(pointMoved('chronicle', 'n1', { year: 1240 }));
    expect(await t.ids()).toEqual([]);
    await t.project(pointMoved('chronicle', 'n1', { year: 1190 }));
    expect((await t.warnings()).map((w) => w.facts)).toEqual([
      { kind: 'pointOutsideLife', date: { year: 1190 }, lifespan: { from: { year: 1200 }, until: { year: 1245 } }, side: 'before' },
    ]);
    await t.project({ type: 'TimelineNodeLinkRemoved', data: { ...world, timelineId: 'chronicle', lineId: 'line', nodeId: 'n1', linkId: 'n1-aldric' } });
    expect(await t.ids()).toEqual([]);
  });

  it('a range warns only when all of it lies outside the life', async () => {
    const t = harness();
    await t.project(aldric, died1245, timelineCreated('annals', GREGORIAN_CALENDAR));
    await t.project(pointAdded('annals', 'war', 'The Long War', { year: 1240, end: { year: 1250 } }), pointLinked('annals', 'war', 'aldric'));
    expect(await t.ids()).toEqual([]);
    await t.project(pointMoved('annals', 'war', { year: 1246, month: 'March', end: { year: 1250 } }));
    expect((await t.warnings()).map((w) => w.facts)).toEqual([
      {
        kind: 'pointOutsideLife',
        date: { year: 1246, month: 3 },
        end: { year: 1250 },
        lifespan: { from: { year: 1200 }, until: { year: 1245 } },
        side: 'after',
      },
    ]);
    await t.project(pointMoved('annals', 'war', { year: 1150, end: { year: 1199, month: 'December' } }));
    expect((await t.warnings()).map((w) => w.facts.kind === 'pointOutsideLife' && w.facts.side)).toEqual(['before']);
    await t.project(pointMoved('annals', 'war', { year: 1150, end: { year: 1200 } }));
    expect(await t.ids()).toEqual([]);
  });

  it("only points on the world's calendar compare: the one it names, or Gregorian months when it names none", async () => {
    const t = harness();
    await t.project(aldric, died1245, timelineCreated('chronicle', RECKONING), timelineCreated('annals', GREGORIAN_CALENDAR));
    await t.project(pointAdded('chronicle', 'c1', 'Feast', { year: 1250 }), pointLinked('chronicle', 'c1', 'aldric'));
    await t.project(pointAdded('annals', 'a1', 'Feast', { year: 1250 }), pointLinked('annals', 'a1', 'aldric'));
    // The world names no calendar: the Gregorian one is its calendar, and only 'annals' has its months.
    expect(await t.ids()).toEqual([pointId('annals', 'a1')]);
    await t.project(worldCalendar('chronicle'));
    expect(await t.ids()).toEqual([pointId('chronicle', 'c1')]);
    await t.project(worldCalendar(null));
    expect(await t.ids()).toEqual([pointId('annals', 'a1')]);
    // A timeline's calendar changed: its points compare or not again.
    await t.project({ type: 'TimelineCalendarChanged', data: { ...world, timelineId: 'annals', calendar: RECKONING } });
    expect(await t.ids()).toEqual([]);
    await t.project({ type: 'TimelineCalendarChanged', data: { ...world, timelineId: 'chronicle', calendar: GREGORIAN_CALENDAR } });
    expect(await t.ids()).toEqual([pointId('chronicle', 'c1')]);
    // The named timeline deleted, the world is back on the Gregorian calendar.
    await t.project({ type: 'TimelineCalendarChanged', data: { ...world, timelineId: 'annals', calendar: GREGORIAN_CALENDAR } }, worldCalendar('chronicle'));
    expect(await t.ids()).toEqual([pointId('chronicle', 'c1')]);
    await t.project({ type: 'TimelineDeleted', data: { ...world, timelineId: 'chronicle' } });
    expect(await t.ids()).toEqual([pointId('annals', 'a1')]);
  });

  it('a lifespan change re-checks the points linking to the wiki; edits, secrets and deletions follow', async () => {
    const t = harness();
    await t.project(aldric, timelineCreated('annals', GREGORIAN_CALENDAR));
    await t.project(pointAdded('annals', 'a1', 'Feast', { year: 1250 }, true), pointLinked('annals', 'a1', 'aldric'));
    await t.project(pointAdded('annals', 'a2', 'Hunt', { year: 1260 }), pointLinked('annals', 'a2', 'aldric'));
    expect(await t.ids()).toEqual([]);
    await t.project(died1245);
    expect(await t.ids()).toEqual([pointId('annals', 'a1'), pointId('annals', 'a2')]);
    // A secret point's warning reaches the timeline's editors only.
    expect((await t.queries().warningsOf('w1'))[0].editorsOnly).toEqual({ type: 'timeline', id: 'annals' });
    await t.project({
      type: 'TimelineNodeEdited',
      data: {
        ...world,
        timelineId: 'annals',
        lineId: 'line',
        nodeId: 'a1',
        look: { title: 'Great Feast', subtitle: '', type: 'point', parent: null, secret: false },
      },
    });
    const [edited] = await t.queries().warningsOf('w1');
    expect([edited.places[1].where, edited.editorsOnly]).toEqual(['Great Feast', undefined]);
    await t.project(lifespan('aldric', { until: { year: 1255 } }));
    expect(await t.ids()).toEqual([pointId('annals', 'a2')]);
    await t.project({ type: 'TimelineNodeDeleted', data: { ...world, timelineId: 'annals', lineId: 'line', nodeId: 'a2' } });
    expect(await t.ids()).toEqual([]);
    await t.project(pointAdded('annals', 'a3', 'Late', { year: 1300 }), pointLinked('annals', 'a3', 'aldric'));
    expect(await t.ids()).toEqual([pointId('annals', 'a3')]);
    await t.project({ type: 'TimelineLineDeleted', data: { ...world, timelineId: 'annals', lineId: 'line' } });
    expect(await t.ids()).toEqual([]);
    await t.project(pointAdded('annals', 'a4', 'Later', { year: 1300 }), pointLinked('annals', 'a4', 'aldric'));
    expect(await t.ids()).toEqual([pointId('annals', 'a4')]);
    await t.project({ type: 'WikiDeleted', data: { ...world, wikiId: 'aldric' } });
    expect(await t.ids()).toEqual([]);
  });

  describe('a relation used outside its period', () => {
    const bran = wikiCreated('bran', 'Bran');
    const alliance = (
      type: 'RelationAdded' | 'RelationChanged',
      period: WorldPeriod | null,
      words: { type: 'ally' | 'custom'; custom: string } = { type: 'ally', custom: '' },
    ) => ({ type, data: { ...world, relationId: 'rel', fromId: 'aldric', toId: 'bran', ...words, period, addedOn: '' } }) as RelationEvent;
    const siege = (year?: number, secret?: true) =>
      sceneAdded('s1', 'The Siege', [linked('Aldric', 'aldric'), text(' and '), linked('Bran', 'bran', secret)], year);
    const useId = 'relationUsedOutsidePeriod:relation:rel:writing:book:s1';
    const allied = { from: { year: 1200 }, until: { year: 1220 } };

    it('warns of a dated scene naming both ends, naming both wikis and the scene', async () => {
      const t = harness();
      await t.project(aldric, bran, alliance('RelationAdded', allied), siege(1230));
      expect(await t.warnings()).toEqual([
        {
          _id: useId,
          kind: 'relationUsedOutsidePeriod',
          places: [
            { type: 'wiki', id: 'aldric', where: 'Relations' },
            { type: 'wiki', id: 'bran', where: 'Relations' },
            { type: 'writing', id: 'book', where: 'The Siege', part: 's1' },
          ],
          facts: { kind: 'relationUsedOutsidePeriod', date: { year: 1230 }, period: allied, type: 'ally', custom: '' },
        },
      ]);
      expect(await t.ids()).toEqual([useId]);
      await t.project(dated('s1', 1210));
      expect(await t.ids()).toEqual([]);
      await t.project(dated('s1', 1190));
      expect(await t.ids()).toEqual([useId]);
    });

    it('follows the relation: a period that holds, then one that does not, new words, and its removal', async () => {
      const t = harness();
      // The scene known first: the relation finds it through the mentions of its ends.
      await t.project(aldric, bran, siege(1230), alliance('RelationAdded', allied));
      expect(await t.ids()).toEqual([useId]);
      await t.project(alliance('RelationChanged', { from: { year: 1200 }, until: { year: 1240 } }));
      expect(await t.ids()).toEqual([]);
      await t.project(alliance('RelationChanged', { from: { year: 1235 } }, { type: 'custom', custom: 'Sworn to' }));
      expect((await t.warnings()).map((w) => w.facts)).toEqual([
        { kind: 'relationUsedOutsidePeriod', date: { year: 1230 }, period: { from: { year: 1235 } }, type: 'custom', custom: 'Sworn to' },
      ]);
      await t.project(alliance('RelationChanged', null));
      expect(await t.ids()).toEqual([]);
      await t.project(alliance('RelationChanged', allied));
      expect(await t.ids()).toEqual([useId]);
      await t.project({ type: 'RelationRemoved', data: { ...world, relationId: 'rel', fromId: 'aldric', toId: 'bran' } });
      expect(await t.ids()).toEqual([]);
    });

    it('a scene naming only one end, or undated, uses no relation; a link added or removed makes or clears it', async () => {
      const t = harness();
      await t.project(aldric, bran, alliance('RelationAdded', allied), sceneAdded('s1', 'The Siege', [linked('Aldric', 'aldric'), text(' alone.')], 1230));
      expect(await t.ids()).toEqual([]);
      await t.project({ type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 1, remove: 1, nodes: [linked('Bran', 'bran')] } });
      expect(await t.ids()).toEqual([useId]);
      await t.project({ type: 'SceneContentChanged', data: { ...world, writingId: 'book', sceneId: 's1', at: 0, remove: 1, nodes: [text('Someone')] } });
      expect(await t.ids()).toEqual([]);
      await t.project(sceneAdded('s2', 'Undated', [linked('Aldric', 'aldric'), linked('Bran', 'bran')]));
      expect(await t.ids()).toEqual([]);
    });

    it('a secret link to one end keeps it for the writing editors; a deleted end, scene or writing takes it', async () => {
      const t = harness();
      await t.project(aldric, bran, alliance('RelationAdded', allied), siege(1230, true));
      expect((await t.queries().warningsOf('w1'))[0].editorsOnly).toEqual({ type: 'writing', id: 'book' });
      await t.project({ type: 'WikiDeleted', data: { ...world, wikiId: 'bran' } });
      expect(await t.ids()).toEqual([]);
      await t.project(bran, alliance('RelationAdded', allied), siege(1230));
      expect(await t.ids()).toEqual([useId]);
      await t.project({ type: 'SceneRemoved', data: { ...world, writingId: 'book', sceneId: 's1' } });
      expect(await t.ids()).toEqual([]);
      await t.project(siege(1230));
      expect(await t.ids()).toEqual([useId]);
      await t.project({ type: 'WritingDeleted', data: { ...world, writingId: 'book' } });
      expect(await t.ids()).toEqual([]);
    });
  });
});
