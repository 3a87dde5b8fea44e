import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { wikiDecider } from '@lorewright/domain/wikis/wiki.decide';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createStateReader } from '../eventStore/streamReader';
import { createMediaCommands } from '../media/mediaCommands';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createWikiCommands } from './wikiCommands';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { createWikiHistory, wikiRestoreMessages } from './wikiRestore';
import { wikiStream } from './wikiStream';

// A wiki's versions and Restore: restore is one ordinary edit through the wiki's own
// command, so the stream only grows and the decider's rules (author only, conflicts) still hold.
const ann = { actorId: 'ann', correlationId: 'test' };

const setup = async () => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const handle = createCommandHandler(ports);
  const world: WorldEvent = { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ann', name: 'Erebor', description: 'A mountain.', createdOn: '' } };
  await eventStore.append(
    'world-w1',
    [{ id: 'e0', ...world, metadata: { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 } }],
    {
      expectedRevision: 'no_stream',
    },
  );
  const media = createMediaCommands({
    ...ports,
    handle,
    files: { put: async () => undefined, delete: async () => undefined },
    detectImageType: async () => 'image/png',
  });
  const readWiki = createStateReader(ports, wikiDecider, wikiStream);
  // The read side's media items, as the test puts them there.
  const library = new Map<string, MediaItemView>();
  const mediaItem = async (mediaId: string) => library.get(mediaId) ?? null;
  // The calendar the world chose, as the read side answers it.
  let calendar: Calendar = GREGORIAN_CALENDAR;
  const wikis = createWikiCommands({
    ...ports,
    handle,
    media,
    lookups: {
      // The read side's answer, folded here from the stream.
      wikiPlace: async (wikiId) => {
        const state = await readWiki(wikiId);
        return state.status === 'none' ? null : { _id: wikiId, worldID: state.worldId, authorID: state.authorId };
      },
      mediaItem,
      worldCalendar: async () => calendar,
      datePointDates: async () => 'unused',
    },
  });
  const history = createWikiHistory(ports, { wikis, mediaItem });
  const { wikiId } = await wikis.create('ann', { category: 'places', title: 'Dale', worldID: 'w1', parentID: null }, ann);
  const read = () => readWiki(wikiId);
  const edit = async (changes: Parameters<typeof wikis.update>[2]) => wikis.update('ann', wikiId, changes, ann);
  const typesSince = async (revision: number) => (await eventStore.readStream(wikiStream(wikiId), { fromRevision: revision })).map((e) => e.type);
  const uploaded = async () => {
    const { mediaId, name } = await media.upload('ann', 'wikis', new Uint8Array([1]), ann);
    const item = {
      _id: mediaId,
      ownerID: 'ann',
      folder: 'wikis',
      type: 'image/png',
      name,
      status: 'inactive',
      usedBy: [],
      uploadedOn: '',
      metadataAfter: { size: 1 },
    } as const;
    library.set(mediaId, { ...item, usedBy: [] });
    return mediaId;
  };
  const useCalendar = (chosen: Calendar) => {
    calendar = chosen;
  };
  return { eventStore, wikis, history, wikiId, read, edit, typesSince, uploaded, library, useCalendar };
};

describe('wiki versions', () => {
  it('a version is the wiki as it was at that revision, with where it sits and when it was made', async () => {
    const { history, wikiId, edit, read } = await setup();
    await edit({ sections: [{ _id: 's1', title: 'Founding', content: 'Built by men.' }] });
    await edit({ sections: [{ _id: 's1', title: 'Founding', content: 'Built by the men of the lake.', revision: (await read()).revision }] });
    const first = await history.versionAt(wikiId, 1);
    expect(first!.state.sections.map((s) => s.content)).toEqual(['Built by men.']);
    expect(first!.state).toMatchObject({ title: 'Dale', category: 'places', parentId: null, createdOn: '2026-01-01T00:00:00.000Z' });
    expect((await history.versionAt(wikiId, 2))!.state.sections[0].content).toBe('Built by the men of the lake.');
    expect(await history.versionAt(wikiId, 3)).toBeNull();
    expect((await history.current(wikiId))!.revision).toBe(2);
  });
});

describe('wiki restore', () => {
  it('brings back the title, subtitle, header fields and sections with ordinary events, and appends nothing when already there', async () => {
    const { history, wikiId, edit, read, typesSince } = await setup();
    await edit({ subtitle: 'A town', sections: [{ _id: 's1', title: 'Founding', content: 'Built by men.' }] });
    const then = await read();
    const revision = (await history.current(wikiId))!.revision;
    const field = then.headerFields[0];
    await edit({
      title: 'Dale Ruins',
      subtitle: 'Ash',
      headerFields: [
        { ...field, value: 'Burnt' },
        { _id: 'f2', field: 'Ruler', value: 'Smaug' },
      ],
      sections: [
        { _id: 's1', title: 'Founding', content: 'Burnt by a dragon.', revision: then.revision },
        { _id: 's2', title: 'Fall', content: 'Fire.' },
      ],
    });
    const changedAt = (await read()).revision;

    const { position } = await history.restore('ann', wikiId, revision, ann);
    expect(position).not.toBeNull();
    const now = await read();
    expect(now).toMatchObject({ title: 'Dale', subtitle: 'A town', headerFields: then.headerFields });
    expect(now.sections.map(({ _id, title, content }) => ({ _id, title, content }))).toEqual([{ _id: 's1', title: 'Founding', content: 'Built by men.' }]);
    // Nothing was rewritten: the edit is still in the stream, and restore added edit events after it.
    expect((await history.versionAt(wikiId, changedAt))!.state.title).toBe('Dale Ruins');
    expect(await typesSince(changedAt + 1)).toEqual(
      expect.arrayContaining([
        'WikiRenamed',
        'WikiSubtitleChanged',
        'WikiHeaderFieldRemoved',
        'WikiHeaderFieldEdited',
        'WikiSectionRemoved',
        'WikiSectionEdited',
      ]),
    );

    const before = now.revision;
    expect(await history.restore('ann', wikiId, revision, ann)).toEqual({ position: null });
    expect((await read()).revision).toBe(before);
  });

  it('brings back a section removed since, under its own id', async () => {
    const { history, wikiId, edit, read } = await setup();
    await edit({
      sections: [
        { _id: 's1', title: 'One', content: 'First.' },
        { _id: 's2', title: 'Two', content: 'Second.' },
      ],
    });
    const revision = (await read()).revision;
    await edit({ removedSectionIDs: ['s1'] });
    await history.restore('ann', wikiId, revision, ann);
    expect((await read()).sections.map((s) => [s._id, s.content])).toEqual([
      ['s1', 'First.'],
      ['s2', 'Second.'],
    ]);
  });

  it('a revision the wiki never had, a deleted wiki and a stranger are refused, storing nothing', async () => {
    const { history, wikis, wikiId, eventStore } = await setup();
    const count = async () => (await eventStore.readAll()).length;
    const before = await count();
    await expect(history.restore('ann', wikiId, 9, ann)).rejects.toThrow(wikiRestoreMessages.nothingThere);
    await expect(history.restore('bob', wikiId, 0, { actorId: 'bob', correlationId: 't' })).rejects.toThrow(m.onlyAuthor);
    expect(await count()).toBe(before);
    await wikis.deleteWiki('ann', wikiId, 'w1', ann);
    await expect(history.restore('ann', wikiId, 0, ann)).rejects.toThrow(m.notFound);
    await expect(history.restore('ann', 'nope', 0, ann)).rejects.toThrow(m.notFound);
  });

  it('a library background no longer in the library stays as it is; a typed one comes back', async () => {
    const { history, wikiId, edit, read, uploaded, library } = await setup();
    await edit({ backgroundImage: 'https://example.org/sky.png' });
    const typed = (await read()).revision;
    await edit({ backgroundImage: '' });
    await history.restore('ann', wikiId, typed, ann);
    expect((await read()).backgroundImage).toBe('https://example.org/sky.png');

    const mediaId = await uploaded();
    await edit({ backgroundMediaID: mediaId });
    const picked = (await read()).revision;
    await edit({ backgroundImage: '' });
    await history.restore('ann', wikiId, picked, ann);
    expect((await read()).backgroundMediaId).toBe(mediaId);

    await edit({ backgroundImage: '' });
    library.delete(mediaId);
    await history.restore('ann', wikiId, picked, ann);
    expect((await read()).backgroundImage).toBe('');
  });

  it('brings back the dates of the version: the parts’ periods and the wiki’s life, and removes those it did not have', async () => {
    const { history, wikiId, edit, read } = await setup();
    const field = (await read()).headerFields[0];
    await edit({
      lifespan: { from: { year: 1100 } },
      headerFields: [{ ...field, field: 'Ruler', value: 'Aldric I', period: { from: { year: 1100 }, until: { year: 1149 } } }],
      sections: [{ _id: 's1', title: 'Siege', content: 'Long.', period: { from: { year: 1175 } } }],
    });
    const dated = await read();
    await edit({
      lifespan: null,
      headerFields: [{ ...field, field: 'Ruler', value: 'Aldric I', period: { from: { year: 1120 } } }],
      sections: [
        { _id: 's1', title: 'Siege', period: null, revision: dated.revision },
        { _id: 's2', title: 'Peace', content: 'Short.', period: { from: { year: 1180 } } },
      ],
    });
    await history.restore('ann', wikiId, dated.revision, ann);
    const now = await read();
    expect(now.lifespan).toEqual({ from: { year: 1100 } });
    expect(now.headerFields).toEqual(dated.headerFields);
    expect(now.sections.map(({ _id, period }) => ({ _id, period }))).toEqual([{ _id: 's1', period: { from: { year: 1175 } } }]);
  });
});

describe('wiki dates on the world’s calendar', () => {
  const thirteenMonths: Calendar = {
    ...GREGORIAN_CALENDAR,
    name: 'Thirteen moons',
    months: [...GREGORIAN_CALENDAR.months, { name: 'Undecimber', numDays: 28 }],
  };

  it('a month the calendar lacks is refused before anything is stored; another calendar that has it accepts it', async () => {
    const { eventStore, edit, read, useCalendar } = await setup();
    const count = async () => (await eventStore.readAll()).length;
    const before = await count();
    const field = (await read()).headerFields[0];
    const thirteenth = { from: { year: 1200, month: 13 } };
    await expect(edit({ title: 'Dale Reborn', lifespan: thirteenth })).rejects.toThrow(worldDateMessages.monthNotInCalendar(13));
    await expect(edit({ headerFields: [{ ...field, period: thirteenth }] })).rejects.toThrow(worldDateMessages.monthNotInCalendar(13));
    await expect(edit({ sections: [{ _id: 's1', title: 'Siege', period: thirteenth }] })).rejects.toThrow(worldDateMessages.monthNotInCalendar(13));
    expect(await count()).toBe(before);

    useCalendar(thirteenMonths);
    await edit({ lifespan: thirteenth });
    expect((await read()).lifespan).toEqual(thirteenth);
  });

  it('a stranger is refused as a stranger, whatever the dates', async () => {
    const { wikis, wikiId } = await setup();
    await expect(wikis.update('bob', wikiId, { lifespan: { from: { year: 1, month: 13 } } }, { actorId: 'bob', correlationId: 't' })).rejects.toThrow(
      m.onlyAuthor,
    );
  });
});
