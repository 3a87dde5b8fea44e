import { WIKI_IMAGES_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { multipart } from './benchMultipart';
import type { Send } from './mixedClient';
import type { SeededWorld } from './mixedSeed';

// An author's picture uploads, in turn: a new avatar, a picture for one of the map's points, a
// picture added to a wiki (while the wiki has room; a point's picture otherwise). Multipart as
// the browser sends it, through the routes of web/src/features/*/api.ts. Each answers with the
// address of the element it changed (null: none), which an open page reads again.
export const uploaderOf = (send: Send, world: SeededWorld, pictures: readonly Buffer[]) => {
  const { token, mapId, wikiIds, points } = world;
  // Each wiki was seeded with one picture.
  const wikiPictures = wikiIds.map(() => 1);
  let count = 0;
  const pointPicture = async (i: number, bytes: Buffer) => {
    const form = await multipart({ mapID: mapId, pointID: `p${(i * 13) % points}` }, { field: 'map_point', bytes });
    await send({ method: 'POST', url: 'map/uploadPointImage', kind: 'upload', form, token });
    return `map/${mapId}`;
  };
  return async (): Promise<string | null> => {
    const i = count++;
    const bytes = pictures[i % pictures.length];
    if (i % 3 === 0) {
      const form = await multipart({}, { field: 'file', bytes, name: 'avatar.png' });
      await send({ method: 'POST', url: 'user/updateAvatar', kind: 'upload', form, token });
      return null;
    }
    const wiki = (i >> 1) % wikiIds.length;
    if (i % 3 === 1 || wikiPictures[wiki] >= WIKI_IMAGES_MAX) return pointPicture(i, bytes);
    const form = await multipart({}, { field: 'file', bytes });
    await send({ method: 'POST', url: `creation/uploadWikiImage/${wikiIds[wiki]}`, kind: 'upload', form, token });
    wikiPictures[wiki]++;
    return `creation/wiki/${wikiIds[wiki]}`;
  };
};
