import { afterAll, beforeAll, it } from 'vitest';
import { KANKA_FIXTURE_FILES, KANKA_GALLERY_FILES, KANKA_GALLERY_IMAGE } from '@lorewright/domain/imports/kanka/kanka.fixture';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import { MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { buildZip } from '../../imports/zipBuilding';
import { zipMessages } from '../../imports/safeZip';
import { pngImage } from '../../media/testing/testImages';
import { kankaFile, kankaZip, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// Odd input to the Kanka import from its world's author: a 4xx with {error}, never a 500, and
// nothing stored (no wiki, no picture).
let t: ImportsApp;
let author: { token: string; id: string };
let worldId: string;
beforeAll(async () => {
  t = await openImportsApp();
  author = await t.person('odd');
  worldId = (await t.createWorld(author.token))._id;
});
afterAll(() => t.close());

const expectRefused = (request: () => ReturnType<ImportsApp['send']>, status: number, error?: string) => t.expectRefused(request, status, error);
const sendZip = async (bytes: Uint8Array | Promise<Buffer>) => t.send(worldId, 'kanka', author.token, { file: kankaFile(await bytes) });

it('no file', () => expectRefused(() => t.send(worldId, 'kanka', author.token, { name: 'x' }), 400, m.noFile));
it('a picture instead of a ZIP', () => expectRefused(() => sendZip(pngImage()), 400, zipMessages.notZip));
it('a ZIP that is no Kanka export', () => expectRefused(() => sendZip(buildZip([{ name: 'notes/readme.txt', content: 'hi' }])), 400, m.notKanka));
it('a Kanka export with nothing to import', () =>
  expectRefused(
    () =>
      sendZip(
        buildZip([
          { name: 'campaign.json', content: '{}' },
          { name: 'notes/x_1.json', content: '{"name":"x"}' },
        ]),
      ),
    400,
    m.nothingToImport,
  ));
it('broken JSON, named', () =>
  expectRefused(() => sendZip(kankaZip([{ name: 'events/broken_9.json', content: '{"name":' }])), 400, m.brokenJson('events/broken_9.json')));
it('a path-traversal entry', () =>
  expectRefused(
    () => sendZip(buildZip([...KANKA_FIXTURE_FILES, { name: 'xx/evil.json', rename: '../evil.json', content: '{}' }])),
    400,
    zipMessages.escapes('../evil.json'),
  ));
it('pictures over the media allowance', async () => {
  const { position } = await t.stack.commands.media.upload(author.id, 'wikis', pngImage(MEDIA_QUOTA_BYTES - 10), { actorId: author.id, correlationId: 'fill' });
  await t.stack.waitForViews(position, ['media']);
  await expectRefused(() => sendZip(kankaZip()), 400, mediaMessages.quotaExceeded);
});
it('gallery pictures over the media allowance', async () => {
  const full = await t.person('full-gallery');
  const fullWorldId = (await t.createWorld(full.token))._id;
  const { position } = await t.stack.commands.media.upload(full.id, 'wikis', pngImage(MEDIA_QUOTA_BYTES - 10), { actorId: full.id, correlationId: 'fill' });
  await t.stack.waitForViews(position, ['media']);
  const galleryOnly = buildZip([
    { name: 'campaign.json', content: '{}' },
    ...KANKA_GALLERY_FILES,
    { name: KANKA_GALLERY_IMAGE, content: Buffer.from(pngImage()) },
  ]);
  await expectRefused(async () => t.send(fullWorldId, 'kanka', full.token, { file: kankaFile(await galleryOnly) }), 400, mediaMessages.quotaExceeded);
});
it('an unknown world', () => expectRefused(() => t.send('no-such-world', 'kanka', author.token, { file: kankaFile(Buffer.from('x')) }), 404, wm.notFound));
it('odd world ids', async () => {
  for (const id of ['%00', '..%2F..', 'x'.repeat(300)])
    await expectRefused(() => t.send(id, 'kanka', author.token, { file: kankaFile(Buffer.from('x')) }), 400);
});
