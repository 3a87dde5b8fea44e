import { describe, expect, it } from 'vitest';
import type { KankaWikiDraft } from '@lorewright/domain/imports/kanka/kankaWikiDraft';
import { MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { createWikiDraftImport, type WikiDraftImportPorts } from './wikiDraftImport';

// The Kanka import over fake wiki and media commands: checks come first, and a failure while
// applying deletes what was made.
const context = { actorId: 'author', correlationId: 'test' };
const draft = (title: string): KankaWikiDraft => ({
  source: `characters/${title}.json`,
  entityId: null,
  category: 'characters',
  title,
  subtitle: '',
  headerFields: [{ field: 'Type', value: 'Ranger' }],
  sections: [{ title: 'Entry', content: 'Text.' }],
  imagePath: null,
  imageUuid: null,
});

const fakes = (failOn?: string) => {
  const log: string[] = [];
  let n = 0;
  const ports: WikiDraftImportPorts = {
    world: async (worldId) => (worldId === 'w1' ? { authorID: 'author', visibility: 'private', members: ['member'] } : null),
    wikis: {
      create: async (_actor, body) => {
        log.push(`create ${body.title}`);
        return { wikiId: `wiki${++n}`, position: n };
      },
      update: async (_actor, wikiId) => {
        if (wikiId === failOn) throw new Error('disk full');
        log.push(`update ${wikiId}`);
        return { position: 10 };
      },
      uploadImage: async (_actor, wikiId) => {
        log.push(`upload ${wikiId}`);
        return { image: { _id: 'i', name: 'm1.png', visibility: 'public', mediaId: `media-${wikiId}` }, position: 11 };
      },
      deleteImage: async (_actor, wikiId, imageId) => {
        log.push(`deleteImage ${wikiId} ${imageId}`);
        return { position: 12 };
      },
      deleteWiki: async (_actor, wikiId) => {
        log.push(`deleteWiki ${wikiId}`);
        return { position: 13 };
      },
    },
    media: {
      delete: async (_user, mediaId) => {
        log.push(`deleteMedia ${mediaId}`);
        return { position: 14, events: [] };
      },
    },
    wikiById: async () => ({ headerFields: [{ _id: 'default-field' }], images: [{ _id: 'default-image', mediaId: null }] }) as unknown as WikiView,
    mediaUsed: async () => MEDIA_QUOTA_BYTES - 100,
    settle: async () => undefined,
  };
  return { ports, log };
};

describe('importing Kanka drafts', () => {
  it('creates the wikis, then fills them and swaps the default picture', async () => {
    const { ports, log } = fakes();
    const result = await createWikiDraftImport(ports).run(
      'author',
      'w1',
      [
        { draft: draft('Alia'), picture: new Uint8Array(10) },
        { draft: draft('Bren'), picture: null },
      ],
      context,
    );
    expect(result).toEqual({ wikiIds: ['wiki1', 'wiki2'], mediaIds: ['media-wiki1'] });
    expect(log).toEqual(['create Alia', 'create Bren', 'update wiki1', 'upload wiki1', 'deleteImage wiki1 default-image', 'update wiki2']);
  });

  it('deletes the wikis and pictures it made when a step fails', async () => {
    const { ports, log } = fakes('wiki2');
    const plans = [
      { draft: draft('Alia'), picture: new Uint8Array(10) },
      { draft: draft('Bren'), picture: null },
    ];
    await expect(createWikiDraftImport(ports).run('author', 'w1', plans, context)).rejects.toThrow('disk full');
    expect(log.slice(-3)).toEqual(['deleteWiki wiki1', 'deleteWiki wiki2', 'deleteMedia media-wiki1']);
  });

  it('refuses pictures over the allowance before creating anything', async () => {
    const { ports, log } = fakes();
    await expect(createWikiDraftImport(ports).run('author', 'w1', [{ draft: draft('Alia'), picture: new Uint8Array(200) }], context)).rejects.toThrow(
      mediaMessages.quotaExceeded,
    );
    expect(log).toEqual([]);
  });

  it('refuses anyone but the world’s author, and an unknown world', async () => {
    const { ports, log } = fakes();
    await expect(createWikiDraftImport(ports).run('member', 'w1', [{ draft: draft('Alia'), picture: null }], context)).rejects.toThrow(wm.onlyAuthor);
    await expect(createWikiDraftImport(ports).run('author', 'w2', [{ draft: draft('Alia'), picture: null }], context)).rejects.toThrow(wm.notFound);
    expect(log).toEqual([]);
  });
});
