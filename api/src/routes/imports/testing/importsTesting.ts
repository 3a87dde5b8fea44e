import { expect } from 'vitest';
import type { ExportWorld } from '@lorewright/domain/exports/exportFormat';
import { pngImage } from '../../../media/testing/testImages';
import { openExportsApp, readZip } from '../../exports/testing/exportsTesting';
import { multipart } from '../../media/testing/mediaTesting';

// Shared by the import specs: the exports app (a world with one element of every kind, exports
// run by the reactor) plus importing a ZIP and reading back what an importer owns.

export interface ImportAnswer {
  message: string;
  worlds: { _id: string; name: string; datesLeftOut: number }[];
}

export const openImportsApp = async () => {
  const t = await openExportsApp();

  const importZip = async (token: string | undefined, bytes: Uint8Array | null, field = 'file') => {
    const { payload, contentType } = await multipart(bytes ? { [field]: { bytes, filename: 'export.zip', type: 'application/zip' } } : { note: 'no file' });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/import/world',
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  // The ZIP of an export of the world, made by the reactor and downloaded as its owner would.
  const exportedZip = async (token: string, worldID: string) => {
    const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(token, worldID), 201);
    expect((await t.finished(token, exportId)).status).toBe('completed');
    const res = await t.download(token, exportId);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  // What an importer owns: their worlds (by the worlds read model) and media items (by their library).
  const holdings = async (userId: string) => {
    const worlds = await t.stack.queries.worlds.worldsOfAuthor(userId);
    const media = await t.stack.queries.media.listOf(userId);
    return { worlds: worlds.map((world) => world._id), media: media.map((item) => item._id) };
  };

  return { ...t, importZip, exportedZip, holdings, pngImage };
};

// The files of an export ZIP, and its world.json.
export const exportEntries = async (bytes: Buffer) => {
  const entries = await readZip(bytes);
  const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as { worlds: { path: string }[] };
  const world = JSON.parse(entries.get(manifest.worlds[0].path)!.toString()) as ExportWorld;
  return { entries, world };
};

// An export ZIP rebuilt with some files changed (a Buffer or JSON value), added, or removed (null).
export const rezip = async (entries: Map<string, Buffer>, changes: Record<string, Buffer | object | null> = {}) => {
  const { buildZip } = await import('../../../imports/zipBuilding');
  const files = new Map(entries);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) files.delete(name);
    else files.set(name, Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value)));
  }
  return buildZip([...files].map(([name, content]) => ({ name, content })));
};
