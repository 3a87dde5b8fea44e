import { setTimeout as sleep } from 'node:timers/promises';
import { FEED_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import { imageUrl } from '@lorewright/domain/media/imageUrl';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { WORLD_PAGE_SIZE } from '@lorewright/domain/worlds/worldView';
import { RequestFailed, type Send } from './mixedClient';
import { languageEditor, mapEditor, timelineEditor, wikiEditor, writingEditor, type Editor } from './mixedEdits';
import type { SeededWorld } from './mixedSeed';
import { uploaderOf } from './mixedUploads';
import { ADJECTIVES } from './scaleServer';

// The mixed benchmark's simulated people. Each waits 0.5–2 s between one thing and the next (a
// page read, a pause in typing), so 200 of them make some 100–300 requests a second, as people
// would; a page that loads two things asks for both at once, as the browser does. A failed
// request is recorded by the client; the person goes on with something else.

export interface People {
  send: Send;
  // Date.now() at which everyone stops (what is under way finishes).
  until: number;
  publicWorlds: readonly SeededWorld[];
}

const think = () => sleep(500 + Math.random() * 1_500);
const below = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(items: readonly T[]) => items[below(items.length)];
// Everyone arrives within the first two seconds, not all in the same millisecond.
const arrive = () => sleep(Math.random() * 2_000);

const goOn = async (people: People, act: () => Promise<void>) => {
  await arrive();
  while (Date.now() < people.until) {
    try {
      await act();
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
      await think();
    }
  }
};

// Uploads are one in this many of an author's changes.
const UPLOAD_EVERY = 12;

// An author at work on their world: opens the creation hub, one element (the writing more often
// than the rest), makes 3–8 changes to it with the odd picture upload between, and now and then
// looks at the community's worlds.
export const author = async (people: People, world: SeededWorld, pictures: readonly Buffer[]) => {
  const { send } = people;
  const { token, worldId } = world;
  const writing = writingEditor(send, token, world.writingId);
  const editors: Editor[] = [
    writing,
    writing,
    ...world.wikiIds.slice(0, 2).map((id) => wikiEditor(send, token, id)),
    mapEditor(send, token, world.mapId),
    timelineEditor(send, token, world.timelineId),
    languageEditor(send, token, world.languageId),
  ];
  const upload = uploaderOf(send, world, pictures);
  await goOn(people, async () => {
    await Promise.all([send({ method: 'POST', url: `world/${worldId}`, kind: 'read', token }), send({ method: 'GET', url: 'worlds', token })]);
    await think();
    const editor = pick(editors);
    await editor.open();
    for (let changes = 3 + below(6); changes > 0 && Date.now() < people.until; changes--) {
      await think();
      if (below(UPLOAD_EVERY) !== 0) await editor.save();
      // A picture of the open element: its page reads it again (the answer holds no element).
      else if ((await upload()) === editor.url) await editor.refresh();
    }
    await think();
    if (below(3) === 0) {
      await send({ method: 'POST', url: 'allWorlds', kind: 'read', json: { page: 0, skip: 0, limit: WORLD_PAGE_SIZE }, token });
      await think();
    }
  });
};

// One element of a public world, as a reader opens it (a map with its picture).
const readElement = async (send: Send, world: SeededWorld) => {
  const reads = [
    () => send({ method: 'GET', url: `creation/writing/${world.writingId}` }),
    () => send({ method: 'GET', url: `creation/wiki/${pick(world.wikiIds)}` }),
    async () => {
      const map = await send<MapView>({ method: 'GET', url: `map/${world.mapId}` });
      await send({ method: 'GET', url: imageUrl('maps', map.authorID, map.image)! });
    },
    () => send({ method: 'GET', url: `timeline/${world.timelineId}` }),
    () => send({ method: 'GET', url: `language/${world.languageId}` }),
  ];
  await pick(reads)();
};

// A reader, not signed in: pages through the community's worlds, searches them, reads the feed,
// and above all opens public worlds and reads one to three of their elements.
export const reader = async (people: People) => {
  const { send, publicWorlds } = people;
  const pages = Math.max(1, Math.ceil(publicWorlds.length / WORLD_PAGE_SIZE));
  await goOn(people, async () => {
    const choice = below(10);
    if (choice < 2) {
      const page = below(pages);
      await send({
        method: 'POST',
        url: 'allWorlds',
        kind: 'read',
        json: { page, skip: page * WORLD_PAGE_SIZE, limit: WORLD_PAGE_SIZE },
      });
    } else if (choice < 3) {
      await send({ method: 'POST', url: 'search', kind: 'read', json: { text: pick(ADJECTIVES).toLowerCase() } });
    } else if (choice < 4) {
      const page = below(4);
      const json = { page, skip: page * FEED_PAGE_SIZE, limit: FEED_PAGE_SIZE };
      await send({ method: 'POST', url: 'posts/discoverFeed', kind: 'read', json });
    } else {
      const world = pick(publicWorlds);
      await Promise.all([
        send({ method: 'GET', url: `world/${world.worldId}` }),
        send({ method: 'POST', url: 'creation/writings', kind: 'read', json: { worldID: world.worldId } }),
      ]);
      for (let elements = 1 + below(3); elements > 0 && Date.now() < people.until; elements--) {
        await think();
        await readElement(send, world);
      }
    }
    await think();
  });
};
