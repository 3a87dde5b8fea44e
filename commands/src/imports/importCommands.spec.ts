import { describe, expect, it, vi } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import type { ExportWiki } from '@lorewright/domain/exports/exportFormat';
import type { ImportPlan, PlannedWorld } from '@lorewright/domain/imports/importPlan';
import { MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import { createImportCommands } from './importCommands';
import type { ImportPorts } from './importPorts';

// The import's order of work with the element commands replaced by fakes: the paid rule and the
// quota before anything is stored, and what was stored undone when a later step fails.

const context = { actorId: 'bob', correlationId: 'c' };
const now = new Date('2026-11-25T06:00:00.000Z');
const world = (over: Partial<PlannedWorld> = {}): PlannedWorld => ({
  id: 'w',
  name: 'Aster',
  description: '',
  headerImage: null,
  calendarTimelineId: null,
  datesLeftOut: 0,
  writings: [],
  wikis: [],
  maps: [],
  timelines: [],
  languages: [],
  relations: [],
  media: [],
  ...over,
});
const planOf = (...worlds: PlannedWorld[]): ImportPlan => ({ worlds, mediaBytes: 0, hasPaidElements: false });
const wikiOf = (id: string, sections: ExportWiki['sections'] = []): ExportWiki => ({
  id,
  parentId: null,
  title: id,
  subtitle: '',
  category: 'characters' as const,
  visibility: 'private' as const,
  createdOn: '',
  lastUpdated: '',
  images: [],
  headerFields: [],
  sections,
  backgroundImage: '',
  overlayOpacity: 0,
});
const mapOf = { id: 'm', title: 'Land', description: '', image: 'i.png', visibility: 'private' as const, createdOn: '', lastUpdated: '', points: [] };
const picture = { id: 'i', name: 'i.png', folder: 'maps' as const, contentType: 'image/png', size: 10, file: 'media/i.png', path: 'worlds/w/media/i.png' };

const fakePorts = (library = { mediaIds: ['old'], usedBytes: 0 }) => {
  const calls: string[] = [];
  const record =
    (name: string, answer: object = { position: 1 }) =>
    async () => {
      calls.push(name);
      return answer;
    };
  const ports = {
    clock: { now: () => now },
    worlds: { createWorld: vi.fn(record('createWorld', { worldId: 'new-world', position: 1 })), deleteWorld: vi.fn(record('deleteWorld')) },
    writings: { create: record('writing'), saveScenes: record('saveScenes') },
    wikis: { create: record('wiki'), update: record('wikiUpdate'), uploadImage: record('wikiImage'), deleteImage: record('wikiImageDelete') },
    maps: {
      create: record('map', { mapId: 'new-map', position: 1 }),
      updatePoints: record('points'),
      uploadPointImage: record('pointImage'),
      addLink: record('mapLink'),
    },
    timelines: {},
    languages: {},
    relations: { add: vi.fn(record('relation')) },
    media: {
      upload: record('upload'),
      delete: vi.fn(record('mediaDelete')),
      updateWorldHeader: record('header'),
      library: vi.fn(async () => library),
    },
    wikiParts: async () => ({ imageIds: [], headerFieldIds: [], sectionRevisions: { s: 4 } }),
    writingRevision: async () => 0,
    settle: async () => undefined,
  } as unknown as ImportPorts;
  return { ports, calls };
};

describe('importing a plan', () => {
  it('refuses a paid element to someone without the feature before storing anything', async () => {
    const { ports, calls } = fakePorts();
    const imports = createImportCommands(ports);
    await expect(
      imports.importWorlds({ id: 'bob', permissions: {} }, planOf(world({ maps: [mapOf], media: [picture] })), async () => new Uint8Array(), context),
    ).rejects.toThrow(NOT_OWNED_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('refuses media that do not fit the quota before storing anything', async () => {
    const { ports, calls } = fakePorts({ mediaIds: [], usedBytes: MEDIA_QUOTA_BYTES - 5 });
    const paid = { id: 'bob', permissions: { maps: '2099-01-01T00:00:00.000Z' } };
    await expect(
      createImportCommands(ports).importWorlds(paid, planOf(world({ maps: [mapOf], media: [picture] })), async () => new Uint8Array(), context),
    ).rejects.toThrow(m.overQuota);
    expect(calls).toEqual([]);
  });

  it('undoes the worlds and media it made when a step fails, answering that step’s error', async () => {
    const { ports } = fakePorts();
    const failing = invalid('That is not an image.');
    ports.maps.create = vi.fn(async () => {
      throw failing;
    });
    vi.mocked(ports.media.library)
      .mockResolvedValueOnce({ mediaIds: ['old'], usedBytes: 0 })
      .mockResolvedValue({ mediaIds: ['old', 'new'], usedBytes: 10 });
    const paid = { id: 'bob', permissions: { maps: '2099-01-01T00:00:00.000Z' } };
    await expect(
      createImportCommands(ports).importWorlds(paid, planOf(world({ maps: [mapOf], media: [picture] })), async () => new Uint8Array(), context),
    ).rejects.toBe(failing);
    expect(ports.worlds.deleteWorld).toHaveBeenCalledWith('bob', 'new-world', context);
    expect(ports.media.delete).toHaveBeenCalledTimes(1);
    expect(ports.media.delete).toHaveBeenCalledWith('bob', 'new', context);
  });

  it('adds the relations and re-saves linking sections once every element exists, with the ids the commands gave', async () => {
    const { ports, calls } = fakePorts();
    let made = 0;
    ports.wikis.create = vi.fn(async () => {
      calls.push('wiki');
      return { wikiId: `real-${++made}`, position: 1 };
    });
    ports.wikis.update = vi.fn(async () => {
      calls.push('wikiUpdate');
      return { position: 1 };
    });
    const ysolde = wikiOf('p-ysolde', [{ id: 's', title: 'Kin', content: 'Mother of [[wiki:p-bran]].' }]);
    const relation = { wikiId: 'p-ysolde', otherId: 'p-bran', type: 'parent' as const, period: { from: { year: 1200 } } };
    await createImportCommands(ports).importWorlds(
      { id: 'bob', permissions: {} },
      planOf(world({ wikis: [ysolde, wikiOf('p-bran')], relations: [relation] })),
      async () => new Uint8Array(),
      context,
    );
    expect(calls).toEqual(['createWorld', 'wiki', 'wikiUpdate', 'wiki', 'wikiUpdate', 'wikiUpdate', 'relation']);
    expect(vi.mocked(ports.wikis.update).mock.calls[2]).toEqual([
      'bob',
      'real-1',
      { sections: [{ _id: 's', title: 'Kin', content: 'Mother of [[wiki:real-2]].', revision: 4 }] },
      context,
    ]);
    expect(ports.relations.add).toHaveBeenCalledWith('bob', { wikiID: 'real-1', otherID: 'real-2', type: 'parent', period: { from: { year: 1200 } } }, context);
  });

  it('chooses the calendar of the timeline the world names once its timelines exist, then stores the dated facts on it', async () => {
    const { ports, calls } = fakePorts();
    ports.worlds.chooseCalendar = vi.fn(async () => {
      calls.push('chooseCalendar');
      return { position: 1 };
    });
    const timelineStep = (name: string) =>
      vi.fn(async () => {
        calls.push(name);
        return { position: 1 };
      });
    ports.timelines = {
      create: vi.fn(async () => {
        calls.push('timeline');
        return { timelineId: 'real-tl', position: 1 };
      }),
      updateZones: timelineStep('zones'),
      changeCalendar: timelineStep('timelineCalendar'),
      customise: timelineStep('timelineLook'),
    } as unknown as ImportPorts['timelines'];
    ports.wikis.create = vi.fn(async () => {
      calls.push('wiki');
      return { wikiId: 'real-wiki', position: 1 };
    });
    ports.wikis.update = vi.fn(async () => {
      calls.push('wikiUpdate');
      return { position: 1 };
    });
    const timeline = {
      id: 'p-tl',
      title: 'Ages',
      description: '',
      start: 0,
      end: 100,
      visibility: 'private' as const,
      createdOn: '',
      lastUpdated: '',
      calendar: {},
      zones: [],
      lines: [],
      backgroundImage: null,
      overlayColor: '#000000',
      overlayOpacity: 0,
    };
    const lifespan = { from: { year: 1200, month: 13 } };
    const wiki = {
      ...wikiOf('p-ysolde', [{ id: 's', title: 'Reign', content: '', period: { from: { year: 1210 } } }]),
      headerFields: [{ id: 'f', field: 'Title', value: 'Queen', period: { until: { year: 1230 } } }],
      lifespan,
    };
    const paid = { id: 'bob', permissions: { timelines: '2099-01-01T00:00:00.000Z' } };
    await createImportCommands(ports).importWorlds(
      paid,
      planOf(world({ timelines: [timeline], wikis: [wiki], calendarTimelineId: 'p-tl' })),
      async () => new Uint8Array(),
      context,
    );
    expect(calls).toEqual(['createWorld', 'timeline', 'zones', 'timelineCalendar', 'timelineLook', 'chooseCalendar', 'wiki', 'wikiUpdate']);
    expect(ports.worlds.chooseCalendar).toHaveBeenCalledWith('bob', 'new-world', { timelineId: 'real-tl', worldId: 'new-world' }, context);
    expect(vi.mocked(ports.wikis.update).mock.calls[0][2]).toMatchObject({
      lifespan,
      headerFields: [{ _id: 'f', field: 'Title', value: 'Queen', secret: false, period: { until: { year: 1230 } } }],
      sections: [{ _id: 's', title: 'Reign', content: '', secret: false, period: { from: { year: 1210 } } }],
    });
  });

  it('leaves a world without a chosen calendar on the Gregorian one, and its undated parts undated', async () => {
    const { ports, calls } = fakePorts();
    ports.worlds.chooseCalendar = vi.fn(async () => ({ position: 1 }));
    await createImportCommands(ports).importWorlds(
      { id: 'bob', permissions: {} },
      planOf(world({ wikis: [wikiOf('p-bran')] })),
      async () => new Uint8Array(),
      context,
    );
    expect(ports.worlds.chooseCalendar).not.toHaveBeenCalled();
    expect(calls).toEqual(['createWorld', 'wiki', 'wikiUpdate']);
  });
});
