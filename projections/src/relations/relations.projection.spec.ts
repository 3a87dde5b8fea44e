import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { RelationEvent } from '@lorewright/domain/relations/relation.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createRelationQueries } from './relationQueries';
import { relationsProjection } from './relations.projection';

type Event = RelationEvent | WikiEvent | WorldEvent;

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const project = async (events: Event[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [relationsProjection] });
  runners.push(runner);
  runner.start();
  let position = 0;
  for (const e of events) {
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2026-11-30T09:00:00.000Z', schemaVersion: 1 };
    const stream = e.type.startsWith('Relation') ? `relations-w1` : e.type === 'WorldDeleted' ? 'world-w1' : `wiki-x`;
    position = (await eventStore.append(stream, [{ id: randomUUID(), ...e, metadata }], { expectedRevision: 'any' })).position;
  }
  expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
  const queries = createRelationQueries(new ProjectionViews(readStore, [relationsProjection], 0));
  const ofWiki = async (wikiId: string) =>
    (await queries.ofWiki(wikiId)).map(({ relationID, otherID, type, custom, period }) => ({ relationID, otherID, type, custom, period }));
  return { queries, ofWiki };
};

const added = (relationId: string, fromId: string, type: 'parent' | 'spouse' | 'custom', toId: string, custom = ''): RelationEvent => ({
  type: 'RelationAdded',
  data: { worldId: 'w1', relationId, fromId, toId, type, custom, period: null, addedOn: '2026-11-30T09:00:00.000Z' },
});

describe('relations projection', () => {
  it('shows a relation on both wikis, the inverse on the other end, in the order added', async () => {
    const { ofWiki, queries } = await project([added('r1', 'ysolde', 'parent', 'bran'), added('r2', 'ysolde', 'custom', 'odo', 'Sworn shield of')]);
    expect(await ofWiki('ysolde')).toEqual([
      { relationID: 'r1', otherID: 'bran', type: 'parent', custom: '', period: null },
      { relationID: 'r2', otherID: 'odo', type: 'custom', custom: 'Sworn shield of', period: null },
    ]);
    expect(await ofWiki('bran')).toEqual([{ relationID: 'r1', otherID: 'ysolde', type: 'child', custom: '', period: null }]);
    expect(await ofWiki('odo')).toEqual([{ relationID: 'r2', otherID: 'ysolde', type: 'custom', custom: 'Sworn shield of', period: null }]);
    expect(await queries.countOf('ysolde')).toBe(2);
    expect((await queries.ofWorld('w1')).map((r) => r.relationID).sort()).toEqual(['r1', 'r2']);
  });

  it('a change shows on both ends; a removal leaves neither', async () => {
    const ids = { worldId: 'w1', relationId: 'r1', fromId: 'ysolde', toId: 'bran' };
    const period = { from: { year: 1200 } };
    const { ofWiki } = await project([
      added('r1', 'ysolde', 'parent', 'bran'),
      added('r2', 'ysolde', 'spouse', 'odo'),
      { type: 'RelationChanged', data: { ...ids, type: 'mentor', custom: '', period } },
      { type: 'RelationRemoved', data: { ...ids, relationId: 'r2', toId: 'odo' } },
    ]);
    expect(await ofWiki('ysolde')).toEqual([{ relationID: 'r1', otherID: 'bran', type: 'mentor', custom: '', period }]);
    expect(await ofWiki('bran')).toEqual([{ relationID: 'r1', otherID: 'ysolde', type: 'student', custom: '', period }]);
    expect(await ofWiki('odo')).toEqual([]);
  });

  it("a deleted wiki's relations are dropped from both ends; a deleted world's all", async () => {
    const { ofWiki, queries } = await project([
      added('r1', 'ysolde', 'parent', 'bran'),
      added('r2', 'odo', 'spouse', 'ysolde'),
      added('r3', 'odo', 'parent', 'bran'),
      { type: 'WikiDeleted', data: { wikiId: 'ysolde', worldId: 'w1' } },
    ]);
    expect(await ofWiki('ysolde')).toEqual([]);
    expect((await ofWiki('bran')).map((r) => r.otherID)).toEqual(['odo']);
    expect(await queries.countOf('odo')).toBe(1);
    const gone = await project([added('r1', 'ysolde', 'parent', 'bran'), { type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ada' } }]);
    expect(await gone.ofWiki('bran')).toEqual([]);
  });
});
