import type { MediaList } from '@lorewright/domain/media/mediaView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { multipart } from '../../media/testing/mediaTesting';
import { openWorldsApp } from '../../worlds/testing/worldsTesting';

// Shared by the wiki specs: the worlds app plus the steps that make, read, edit and illustrate wikis.
export const openWikisApp = async () => {
  const t = await openWorldsApp();

  const newWiki = async (token: string, worldId: string, payload: object = {}) => {
    t.clock.advance(1000);
    const { id } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token, payload: { category: 'characters', title: 'Isolde', worldID: worldId, ...payload } }),
      201,
    );
    return getWiki(token, id);
  };

  const getWiki = async (token: string | undefined, wikiId: string) =>
    (await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikiId}`, { token }))).wiki;

  const update = (token: string | undefined, wikiId: string, payload: object) => {
    t.clock.advance(1000);
    return t.call('PUT', `creation/updateWiki/${wikiId}`, { token, payload });
  };
  const updated = async (token: string, wikiId: string, payload: object) => (await t.ok<{ wiki: WikiView }>(update(token, wikiId, payload))).wiki;

  const uploadImage = async (token: string | undefined, wikiId: string, bytes: Uint8Array, filename = 'picture.png') => {
    const { payload, contentType } = await multipart({ file: { bytes, filename, type: 'image/png' } });
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/creation/uploadWikiImage/${wikiId}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  const setWikiVisibility = (token: string, worldId: string, wikiId: string, visibility: 'public' | 'private') =>
    t.ok<{ message: string }>(
      t.call('POST', 'updateElementVisibility', { token, payload: { element: 'wiki', elementID: wikiId, worldID: worldId, visibility } }),
    );

  const library = async (token: string) => t.ok<MediaList>(t.call('POST', 'user/media', { token }));

  return { ...t, newWiki, getWiki, update, updated, uploadImage, setWikiVisibility, library };
};

export type WikisApp = Awaited<ReturnType<typeof openWikisApp>>;
