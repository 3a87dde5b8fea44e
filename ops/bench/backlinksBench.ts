import { getAgainstBare } from './getBench';
import { newBenchMap, point } from './mapBench';
import { benchSender, startBenchServer } from './benchServer';

// An element linked from 10,000 places (the most points a map holds, each linking to it): its
// first page of backlinks read anonymously, against a bare Fastify route serving the same JSON.
// The page is read through the backlinks index, and each place's element is asked once.

export const LINKS = 10_000;

export const backlinksBench = async (dir: string, seconds: number) => {
  const server = await startBenchServer(dir);
  try {
    await server.grant('maps');
    const send = benchSender(server);
    const worldID = server.worldId;
    const { id: wikiId } = await send<{ id: string }>('POST', 'creation/newWiki', { category: 'places', title: 'The Much-Named Town', worldID });
    const mapId = await newBenchMap(server);
    for (const [element, elementID] of [
      ['wiki', wikiId],
      ['map', mapId],
    ]) {
      await send('POST', 'updateElementVisibility', { element, elementID, worldID, visibility: 'public' });
    }
    const points = Object.fromEntries(Array.from({ length: LINKS }, (_, n) => [`p${n}`, point(n)]));
    await send('PUT', `map/updatePoints/${mapId}`, { mapID: mapId, points });
    const started = performance.now();
    for (let n = 0; n < LINKS; n++) await send('POST', 'map/addLink', { mapID: mapId, pointID: `p${n}`, link: { type: 'wiki', id: wikiId } });
    const seedSeconds = (performance.now() - started) / 1000;
    const url = `${server.baseUrl}/api/v1/backlinks/wiki/${wikiId}`;
    const json = await (await fetch(url)).text();
    const runs = [await getAgainstBare(url, json, seconds, 1_000)];
    return { links: LINKS, bytes: json.length, seedSeconds, runs };
  } finally {
    await server.close();
  }
};
