import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStack, type Stack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import { readZip } from '@lorewright/api/exports/testing/zipTesting';
import type { ExportManifest } from '@lorewright/domain/exports/exportFormat';
import { exportUser } from './exportUser';

const plainHasher = { hash: async (p: string) => `plain:${p}`, verify: async (h: string, p: string) => h === `plain:${p}` };
const context = (actorId: string | null) => ({ actorId, correlationId: 'export-user-spec' });

let dataDir: string;
let stack: Stack;

const person = async (name: string, email: string) => {
  const { userId } = await stack.commands.accounts.register({ name, email, password: 'correct horse' }, context(null));
  return userId!;
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-ops-export-'));
  stack = await createStack(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }), undefined, { passwordHasher: plainHasher });
  // A server built the read models before (export-user catches up what it may have missed).
  stack.runner.start();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('ops export-user', () => {
  it("writes the person's worlds, and nobody else's, to a ZIP in the export format", async () => {
    const ada = await person('Ada', 'ada@example.com');
    const bob = await person('Bob', 'bob@example.com');
    const { worldId: aerwyn } = await stack.commands.worlds.createWorld(ada, { name: 'Aerwyn' }, context(ada));
    await stack.commands.worlds.createWorld(bob, { name: 'Bobland' }, context(bob));
    await stack.waitForViews(await stack.eventStore.headPosition());
    const file = path.join(dataDir, 'ada.zip');
    const output = await exportUser(stack, ['ADA@example.com', file]);
    expect(output).toMatch(/Wrote .*ada\.zip: 1 world\(s\), 0 media file\(s\), \d+ bytes\./);
    const zip = await readZip(fs.readFileSync(file));
    const manifest = JSON.parse(zip.get('manifest.json')!.toString()) as ExportManifest;
    expect(manifest).toMatchObject({ format: 'lorewright-export', version: 1, scope: 'user', userId: ada, worlds: [{ id: aerwyn, name: 'Aerwyn' }] });
    expect(zip.get('index.html')!.toString()).toContain('Aerwyn');
    expect(zip.has('schema/export.schema.json')).toBe(true);
    expect([...zip.keys()].some((name) => name.includes('Bobland'))).toBe(false);
    expect(fs.existsSync(`${file}.part`)).toBe(false);
  });

  it('refuses without both arguments or for an unknown address', async () => {
    await expect(exportUser(stack, ['ada@example.com'])).rejects.toThrow('Usage: export-user <userEmailOrId> <file>');
    await expect(exportUser(stack, ['nobody@example.com', path.join(dataDir, 'x.zip')])).rejects.toThrow('No account holds nobody@example.com.');
  });
});
