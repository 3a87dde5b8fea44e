import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { keyVaultContract } from './keyVault.contract';
import { openSqliteKeyVault } from './sqliteKeyVault';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-keys-'));
const file = path.join(dir, 'personal-keys.db');
keyVaultContract('sqlite', () => openSqliteKeyVault(file));

it('leaves no erased key bytes in its files', async () => {
  const own = path.join(dir, 'shredded.db');
  const vault = openSqliteKeyVault(own);
  const key = (await vault.keyFor('user:ada'))!;
  await vault.erase(['user:ada']);
  await vault.close();
  for (const name of fs.readdirSync(dir).filter((entry) => entry.startsWith('shredded.db'))) {
    expect(fs.readFileSync(path.join(dir, name)).includes(key)).toBe(false);
  }
});
