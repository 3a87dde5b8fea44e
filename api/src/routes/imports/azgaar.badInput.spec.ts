import { afterAll, beforeAll, it } from 'vitest';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { withLine } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { pngImage } from '../../media/testing/testImages';
import { eldmarkFile, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// Odd input to the Azgaar import from its world's author: a 4xx with {error}, never a 500, and
// nothing stored.
let t: ImportsApp;
let author: Awaited<ReturnType<ImportsApp['mapAuthor']>>;
beforeAll(async () => {
  t = await openImportsApp();
  author = await t.mapAuthor('odd');
});
afterAll(() => t.close());

const expectRefused = (request: () => ReturnType<ImportsApp['send']>, status: number, error?: string) => t.expectRefused(request, status, error);

it('no file', () => expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { title: 'x' }), 400, m.noFile));
it('the file under another field', () => expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { map: eldmarkFile() }), 400, m.noFile));
it('an empty file', () => expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile('') }), 400, m.noFile));
it('a picture instead of a .map', () =>
  expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile(pngImage()) }), 400, m.notAzgaar));
it('a .map with broken burgs', () =>
  expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile(withLine(15, '[{"name"')) }), 400, m.brokenList('burgs list', 16)));
it('a gzip that is no .map', () =>
  expectRefused(() => t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile(new Uint8Array([0x1f, 0x8b, 0, 1, 2])) }), 400, m.notAzgaar));
it('a picture that does not fit in the media allowance', async () => {
  const full = await t.mapAuthor('full');
  const { position } = await t.stack.commands.media.upload(full.id, 'maps', pngImage(MEDIA_QUOTA_BYTES - 10), { actorId: full.id, correlationId: 'fill' });
  await t.stack.waitForViews(position, ['media']);
  await expectRefused(() => t.send(full.worldID, 'azgaar', full.token, { file: eldmarkFile() }), 400, m.pictureTooLarge);
});
it('an unknown world', () => expectRefused(() => t.send('no-such-world', 'azgaar', author.token, { file: eldmarkFile() }), 404, wm.notFound));
it('odd world ids', async () => {
  for (const id of ['%00', '..%2F..', 'x'.repeat(300), '__proto__'])
    await expectRefused(() => t.send(id, 'azgaar', author.token, { file: eldmarkFile() }), id === '__proto__' ? 404 : 400);
});
it('a JSON body instead of a multipart one', () =>
  expectRefused(
    () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/import/world/${author.worldID}/azgaar`,
        headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
        payload: '{"file":"x"}',
      }),
    400,
    m.noFile,
  ));
