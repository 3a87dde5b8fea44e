import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { KEY_BYTES, type KeyVault } from './keyVault';

const SCHEMA = `CREATE TABLE IF NOT EXISTS personal_keys (
  subject TEXT PRIMARY KEY,
  key BLOB,          -- NULL once erased
  created_at TEXT NOT NULL,
  erased_at TEXT
)`;

// The embedded vault: its own SQLite file (not the log's), so a copy of the log alone reads no
// personal data. secure_delete overwrites an erased key's bytes in the file rather than only
// unlinking them, and the WAL is truncated after each erasure so no old page keeps it either.
export const openSqliteKeyVault = (filePath: string): KeyVault => {
  if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.exec(SCHEMA);

  const insert = db.prepare<[string, Buffer, string]>('INSERT OR IGNORE INTO personal_keys (subject, key, created_at) VALUES (?, ?, ?)');
  const select = db.prepare<[string], { key: Buffer | null }>('SELECT key FROM personal_keys WHERE subject = ?');
  const eraseOne = db.prepare<[{ subject: string; now: string }]>(
    `INSERT INTO personal_keys (subject, key, created_at, erased_at) VALUES (@subject, NULL, @now, @now)
     ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = COALESCE(erased_at, @now)`,
  );
  const keyFor = db.transaction((subject: string): Buffer | null => {
    insert.run(subject, randomBytes(KEY_BYTES), new Date().toISOString());
    return select.get(subject)?.key ?? null;
  });
  const erase = db.transaction((subjects: readonly string[]) => {
    const now = new Date().toISOString();
    let existed = 0;
    for (const subject of subjects) {
      if (select.get(subject)?.key) existed++;
      eraseOne.run({ subject, now });
    }
    return existed;
  });

  return {
    keyFor: async (subject) => keyFor(subject),
    keysOf: async (subjects) => {
      const keys = new Map<string, Buffer>();
      for (const subject of new Set(subjects)) {
        const key = select.get(subject)?.key;
        if (key) keys.set(subject, key);
      }
      return keys;
    },
    erase: async (subjects) => {
      const existed = erase(subjects);
      db.pragma('wal_checkpoint(TRUNCATE)');
      return existed;
    },
    close: async () => {
      db.close();
    },
  };
};
