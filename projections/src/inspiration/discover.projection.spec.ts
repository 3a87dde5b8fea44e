import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { discoverProjection } from './discover.projection';
import { createDiscoverQueries } from './discoverQueries';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

type Event = Pick<DomainEvent, 'type' | 'data'>;

// Projects the events, each a minute after the last, and answers the queries over the result, on
// an embedded store that reports every query no index covers: each list must be an index's.
const project = async (events: Event[]) => {
  const eventStore = createMemoryEventStore();
  const uncovered: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-discover-'));
  const readStore = openEmbeddedReadStore(path.join(dir, 'read.db'), {
    onUncoveredQuery: (query) => uncovered.push(`${query.collection}: ${query.reason}`),
  });
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [discoverProjection] });
  opened.push(async () => {
    await runner.stop();
    await readStore.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  runner.start();
  let position = 0;
  for (const [i, e] of events.entries()) {
    const timestamp = new Date(Date.UTC(2026, 10, 22, 10, i)).toISOString();
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp, schemaVersion: 1 };
    position = (await eventStore.append(`s-${i}`, [{ id: randomUUID(), ...e, metadata }] as never, { expectedRevision: 'any' })).position;
  }
  await runner.waitFor(position, { timeoutMs: 5000 });
  return Object.assign(createDiscoverQueries(new ProjectionViews(readStore, [discoverProjection], 0)), { uncovered });
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
// Each element is created a minute after the one before, in the order the helpers are called.
let createdMinute = 0;
beforeEach(() => {
  createdMinute = 0;
});
const nextCreation = () => at((createdMinute += 1));
const world = (worldId: string, name: string): Event => ({
  type: 'WorldCreated',
  data: { worldId, authorId: 'ada', name, description: '', createdOn: at(0) },
});
const worldVisibility = (worldId: string, visibility: 'public' | 'private'): Event => ({ type: 'WorldVisibilityChanged', data: { worldId, visibility } });
const wiki = (wikiId: string, worldId: string, title: string, category = 'characters'): Event => ({
  type: 'WikiCreated',
  data: { wikiId, worldId, authorId: 'ada', category, title, subtitle: '', parentId: null, images: [], headerFields: [], createdOn: nextCreation() },
});
const writing = (writingId: string, worldId: string, title: string, isFolder = false): Event => ({
  type: 'WritingCreated',
  data: { writingId, worldId, authorId: 'ada', parentId: null, isFolder, title, createdOn: nextCreation() },
});
const map = (mapId: string, worldId: string, title: string): Event => ({
  type: 'MapCreated',
  data: { mapId, worldId, authorId: 'ada', title, description: '', image: 'map.png', mediaId: 'media-1', createdOn: nextCreation() },
});
const visible = (type: string, idField: string, id: string, worldId: string, visibility: 'public' | 'private' = 'public'): Event => ({
  type,
  data: { [idField]: id, worldId, visibility },
});

const all = { skip: 0, limit: 12 };
const ids = (page: { items: { _id: string }[] }) => page.items.map((item) => item._id);

describe('discover projection', () => {
  it('lists only public elements of public worlds, newest first, with their world’s name', async () => {
    const queries = await project([
      world('w1', 'Eldoria'),
      world('w2', 'Hidden Realm'),
      worldVisibility('w1', 'public'),
      wiki('k1', 'w1', 'Queen Ysolde'),
      wiki('k2', 'w1', 'Secret Order'),
      writing('d1', 'w1', 'The Long Road'),
      writing('f1', 'w1', 'Drafts', true),
      map('m1', 'w2', 'Hidden Map'),
      visible('WikiVisibilityChanged', 'wikiId', 'k1', 'w1'),
      visible('WritingVisibilityChanged', 'writingId', 'd1', 'w1'),
      visible('WritingVisibilityChanged', 'writingId', 'f1', 'w1'),
      visible('MapVisibilityChanged', 'mapId', 'm1', 'w2'),
    ]);
    const page = await queries.page(all);
    expect(ids(page)).toEqual(['d1', 'k1']);
    expect(page.total).toBe(2);
    expect(page.items[1]).toEqual({
      _id: 'k1',
      kind: 'wiki',
      title: 'Queen Ysolde',
      category: 'characters',
      worldID: 'w1',
      worldName: 'Eldoria',
      createdOn: '2026-11-21T10:01:00.000Z',
      lastUpdated: '2026-11-22T10:08:00.000Z',
      followers: 0,
    });
  });

  it('lists the most followed worlds’ work first, then newest, through an index; follows before or after publishing count', async () => {
    const follow = (userId: string, worldId: string, type = 'WorldFollowed'): Event => ({ type, data: { userId, worldId } });
    const queries = await project([
      world('w1', 'Eldoria'),
      world('w2', 'Saltmarch'),
      worldVisibility('w1', 'public'),
      worldVisibility('w2', 'public'),
      follow('ben', 'w2'),
      wiki('k1', 'w1', 'Queen Ysolde'),
      wiki('k2', 'w2', 'The Salt King'),
      wiki('k3', 'w1', 'The Lantern Guild'),
      follow('cas', 'w1'),
      follow('dan', 'w1'),
      follow('eve', 'w2'),
      follow('dan', 'w1', 'WorldUnfollowed'),
      follow('fay', 'w1'),
      follow('gil', 'w1'),
      ...['k1', 'k2', 'k3'].map((id) => visible('WikiVisibilityChanged', 'wikiId', id, id === 'k2' ? 'w2' : 'w1')),
    ]);
    const followed = await queries.page({ ...all, order: 'mostFollowed' });
    expect(followed.items.map((item) => [item._id, item.followers])).toEqual([
      ['k3', 3],
      ['k1', 3],
      ['k2', 2],
    ]);
    expect(ids(await queries.page({ ...all, kind: 'wiki', category: 'characters', order: 'mostFollowed' }))).toEqual(['k3', 'k1', 'k2']);
    expect(ids(await queries.page(all))).toEqual(['k3', 'k2', 'k1']);
    expect(queries.uncovered).toEqual([]);
  });

  it('orders by creation, newest first: a later rename or publishing moves nothing up, through an index', async () => {
    const queries = await project([
      world('w1', 'Eldoria'),
      worldVisibility('w1', 'public'),
      wiki('k1', 'w1', 'Old Queen'),
      wiki('k2', 'w1', 'New Queen'),
      map('m1', 'w1', 'Oldest Map of Queens'),
      visible('WikiVisibilityChanged', 'wikiId', 'k2', 'w1'),
      visible('WikiVisibilityChanged', 'wikiId', 'k1', 'w1'),
      { type: 'WikiRenamed', data: { wikiId: 'k1', worldId: 'w1', title: 'Old Queen, renamed' } },
      visible('MapVisibilityChanged', 'mapId', 'm1', 'w1'),
    ]);
    expect(ids(await queries.page(all))).toEqual(['m1', 'k2', 'k1']);
    expect(ids(await queries.page({ ...all, kind: 'wiki' }))).toEqual(['k2', 'k1']);
    expect(ids(await queries.page({ ...all, kind: 'wiki', category: 'characters' }))).toEqual(['k2', 'k1']);
    expect(ids(await queries.page({ ...all, text: 'queen' }))).toEqual(['m1', 'k2', 'k1']);
    expect(queries.uncovered).toEqual([]);
  });

  it('follows the world: private hides everything, public again shows its public elements, a new name reaches them, deletion removes them', async () => {
    const base = [
      world('w1', 'Eldoria'),
      worldVisibility('w1', 'public'),
      wiki('k1', 'w1', 'Queen Ysolde'),
      wiki('k2', 'w1', 'Still private'),
      visible('WikiVisibilityChanged', 'wikiId', 'k1', 'w1'),
    ];
    expect(ids(await (await project([...base, worldVisibility('w1', 'private')])).page(all))).toEqual([]);
    const reopened = await project([
      ...base,
      worldVisibility('w1', 'private'),
      worldVisibility('w1', 'public'),
      { type: 'WorldRenamed', data: { worldId: 'w1', name: 'New Eldoria' } },
    ]);
    expect((await reopened.page(all)).items.map((i) => [i._id, i.worldName])).toEqual([['k1', 'New Eldoria']]);
    expect(ids(await (await project([...base, { type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ada' } }])).page(all))).toEqual([]);
    expect(ids(await (await project([...base, { type: 'WikiDeleted', data: { wikiId: 'k1', worldId: 'w1' } }])).page(all))).toEqual([]);
    expect(ids(await (await project([...base, visible('WikiVisibilityChanged', 'wikiId', 'k1', 'w1', 'private')])).page(all))).toEqual([]);
  });

  it('filters by kind and wiki category, pages with a total, and searches titles', async () => {
    const events: Event[] = [world('w1', 'Eldoria'), worldVisibility('w1', 'public')];
    for (let i = 0; i < 15; i += 1) {
      events.push(wiki(`k${i}`, 'w1', `Hero ${i}`, i < 10 ? 'characters' : 'places'), visible('WikiVisibilityChanged', 'wikiId', `k${i}`, 'w1'));
    }
    events.push(map('m1', 'w1', 'Map of Heroes'), visible('MapVisibilityChanged', 'mapId', 'm1', 'w1'));
    const queries = await project(events);

    const first = await queries.page(all);
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(12);
    expect(ids(await queries.page({ skip: 12, limit: 12 }))).toEqual(['k3', 'k2', 'k1', 'k0']);
    expect((await queries.page({ ...all, kind: 'map' })).items.map((i) => i.title)).toEqual(['Map of Heroes']);
    const places = await queries.page({ ...all, kind: 'wiki', category: 'places' });
    expect(places.total).toBe(5);
    expect(ids(places)).toEqual(['k14', 'k13', 'k12', 'k11', 'k10']);

    const search = await queries.page({ ...all, text: 'hero 1' });
    expect(ids(search)).toEqual(['k14', 'k13', 'k12', 'k11', 'k10', 'k1']);
    expect((await queries.page({ ...all, kind: 'map', text: 'heroes' })).items.map((i) => i._id)).toEqual(['m1']);
    expect((await queries.page({ skip: 0, limit: 2, text: 'hero' })).total).toBe(3);
  });
});
