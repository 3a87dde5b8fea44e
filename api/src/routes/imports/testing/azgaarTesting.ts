import { expect } from 'vitest';
import { ELDMARK_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { KANKA_FIXTURE_FILES, KANKA_FIXTURE_IMAGE } from '@lorewright/domain/imports/kanka/kanka.fixture';
import { buildZip, type ZipEntrySpec } from '../../../imports/zipBuilding';
import { pngImage } from '../../../media/testing/testImages';
import { multipart } from '../../media/testing/mediaTesting';
import { openMapsApp } from '../../maps/testing/mapsTesting';

// Shared by the Azgaar and Kanka import specs: the maps app (grants the 'maps' permission), the
// two fixtures as files, a sender, and a probe that says whether anything was stored.
export const eldmarkFile = (text: string | Uint8Array = ELDMARK_MAP_TEXT, filename = 'eldmark.map') => ({
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
  filename,
  type: 'application/octet-stream',
});

export const kankaZip = (extra: readonly ZipEntrySpec[] = []) =>
  buildZip([...KANKA_FIXTURE_FILES, { name: KANKA_FIXTURE_IMAGE, content: Buffer.from(pngImage()) }, ...extra]);
export const kankaFile = (bytes: Uint8Array, filename = 'eldmark-kanka.zip') => ({ bytes, filename, type: 'application/zip' });
export const vaultFile = (bytes: Uint8Array, filename = 'vault.zip') => ({ bytes, filename, type: 'application/zip' });

const STORED = new Set(['MapCreated', 'WikiCreated', 'WritingCreated', 'MediaUploaded', 'MapPointAdded', 'MapPointsAdded', 'WikiImageAdded']);

export const openImportsApp = async () => {
  const t = await openMapsApp();

  const send = async (worldId: string, kind: 'azgaar' | 'kanka' | 'markdown', token: string | undefined, fields: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/import/world/${worldId}/${kind}`,
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  // What a request stored: element and media events appended after `head`.
  const storedSince = async (head: number) =>
    (await t.stack.eventStore.readAll({ fromPosition: head })).filter((event) => STORED.has(event.type)).map((event) => event.type);

  // A refusal: its status, its {error} (the given text, or any), and nothing stored.
  const expectRefused = async (request: () => ReturnType<typeof send>, status: number, error?: string) => {
    const head = await t.stack.eventStore.headPosition();
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ error: unknown }>().error).toEqual(error ?? expect.any(String));
    expect(await storedSince(head)).toEqual([]);
  };

  return { ...t, send, storedSince, expectRefused };
};

export type ImportsApp = Awaited<ReturnType<typeof openImportsApp>>;
