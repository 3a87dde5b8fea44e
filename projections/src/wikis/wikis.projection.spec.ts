import { describe, expect, it } from 'vitest';
import { wikiStream } from '@lorewright/commands/wikis/wikiStream';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import { foldEvents } from '@lorewright/domain/shared/decider';
import { wikiDecider } from '@lorewright/domain/wikis/wiki.decide';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import { DEFAULT_WIKI_IMAGE } from '@lorewright/domain/wikis/wikiView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openProjectionHarness, timestampOf } from '../runner/projectionHarness';
import { createWikiQueries } from './wikiQueries';
import { wikisProjection } from './wikis.projection';

// The wikis projection, each event in its own stream one second after the last.
const openWikis = () => {
  const { project, views } = openProjectionHarness<WikiEvent | WorldEvent>([wikisProjection], (event) => {
    const data = event.data as { wikiId?: string; worldId: string };
    return data.wikiId ? wikiStream(data.wikiId) : worldStream(data.worldId);
  });
  return { project, wikis: createWikiQueries(views) };
};

const ids = (wikiId: string, worldId = 'w1') => ({ wikiId, worldId });
const created = (wikiId: string, title = wikiId, worldId = 'w1'): WikiEvent => ({
  type: 'WikiCreated',
  data: {
    ...ids(wikiId, worldId),
    authorId: 'ann',
    category: 'characters',
    title,
    subtitle: `${title} subtitle`,
    parentId: null,
    images: [{ _id: 'i0', name: DEFAULT_WIKI_IMAGE, visibility: 'public', mediaId: null }],
    headerFields: [{ _id: 'f0', field: 'Field', value: 'Value' }],
    createdOn: timestampOf(0),
  },
});

describe('the wikis projection', () => {
  it('shows the parts, their order and section revisions exactly as the decider folds them', async () => {
    const events: WikiEvent[] = [
      created('k1'),
      { type: 'WikiSectionAdded', data: { ...ids('k1'), section: { _id: 'a', title: 'A', content: 'a' }, afterId: null } },
      { type: 'WikiSectionAdded', data: { ...ids('k1'), section: { _id: 'b', title: 'B', content: 'b' }, afterId: 'a' } },
      { type: 'WikiSectionMoved', data: { ...ids('k1'), sectionId: 'b', afterId: null } },
      { type: 'WikiSectionEdited', data: { ...ids('k1'), section: { _id: 'a', title: 'A', content: 'a2' } } },
      { type: 'WikiHeaderFieldEdited', data: { ...ids('k1'), headerField: { _id: 'f0', field: 'Age', value: '31' } } },
      { type: 'WikiImageAdded', data: { ...ids('k1'), image: { _id: 'i1', name: 'm1.png', visibility: 'public', mediaId: 'm1' } } },
      { type: 'WikiImageVisibilityChanged', data: { ...ids('k1'), imageId: 'i1', visibility: 'private' } },
      { type: 'WikiBackgroundChanged', data: { ...ids('k1'), backgroundImage: 'https://x.test/b.png', mediaId: null } },
    ];
    const t = openWikis();
    await t.project(...events);
    const state = foldEvents(wikiDecider, events);
    const view = await t.wikis.wikiById('k1');
    expect(view).toMatchObject({
      sections: state.sections,
      headerFields: state.headerFields,
      images: state.images,
      backgroundImage: 'https://x.test/b.png',
      lastUpdated: timestampOf(events.length - 1),
    });
    expect(view?.sections.map((s) => [s._id, s.revision])).toEqual([
      ['b', 2],
      ['a', 4],
    ]);
  });

  it("lists a world's wikis oldest first and finds them by title within the world", async () => {
    const t = openWikis();
    await t.project(created('k1', 'Isolde'), created('k2', 'Hollowmere'), created('k3', 'Isolde elsewhere', 'w2'), {
      type: 'WikiVisibilityChanged',
      data: { ...ids('k2'), visibility: 'public' },
    });
    expect((await t.wikis.wikisOfWorld('w1')).map((w) => w._id)).toEqual(['k1', 'k2']);
    expect((await t.wikis.searchTitles('w1', 'isol', { includePrivate: true })).map((w) => w._id)).toEqual(['k1']);
    expect(await t.wikis.searchTitles('w1', 'isol', { includePrivate: false })).toEqual([]);
    expect(await t.wikis.searchTitles('w1', 'hollow', { includePrivate: false })).toEqual([{ _id: 'k2', title: 'Hollowmere', preview: 'Hollowmere subtitle' }]);
  });

  it('a deleted wiki, and every wiki of a deleted world, leave the read side', async () => {
    const t = openWikis();
    await t.project(created('k1'), created('k2'), created('k3', 'k3', 'w2'), { type: 'WikiDeleted', data: ids('k1') });
    expect(await t.wikis.wikiById('k1')).toBeNull();
    await t.project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ann' } });
    expect(await t.wikis.wikisOfWorld('w1')).toEqual([]);
    expect((await t.wikis.wikisOfWorld('w2')).map((w) => w._id)).toEqual(['k3']);
  });

  it('keeps the wiki’s life and the parts’ periods; a wiki without a life has no lifespan key', async () => {
    const reign = { from: { year: 1150 }, until: { year: 1199 } };
    const t = openWikis();
    await t.project(
      created('k1'),
      { type: 'WikiHeaderFieldEdited', data: { ...ids('k1'), headerField: { _id: 'f0', field: 'Ruler', value: 'Berengar', period: reign } } },
      { type: 'WikiSectionAdded', data: { ...ids('k1'), section: { _id: 'a', title: 'Siege', content: '', period: { from: { year: 1175 } } }, afterId: null } },
    );
    expect(await t.wikis.wikiById('k1')).not.toHaveProperty('lifespan');
    await t.project({ type: 'WikiLifespanChanged', data: { ...ids('k1'), lifespan: { from: { year: 1090 } } } });
    const view = await t.wikis.wikiById('k1');
    expect(view).toMatchObject({
      lifespan: { from: { year: 1090 } },
      headerFields: [{ _id: 'f0', period: reign }],
      sections: [{ _id: 'a', period: { from: { year: 1175 } } }],
    });
    await t.project({ type: 'WikiLifespanChanged', data: { ...ids('k1'), lifespan: null } });
    expect(await t.wikis.wikiById('k1')).not.toHaveProperty('lifespan');
  });
});
