import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

// A bare Fastify POST that makes its body durable before it answers: one SQLite row, in WAL with
// synchronous FULL as the event store commits, so the answer waits for the disk's sync. The least
// any change that must survive a crash costs on this machine; the bare POST, which keeps nothing,
// does not pay the sync (p99 ~10 ms on this disk), so a durable change can never come within 3× of
// it at p99 however little else it does.
export const startDurableBareServer = async (dir: string) => {
  const db = new Database(path.join(fs.mkdtempSync(path.join(dir, 'durable-')), 'rows.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE changes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO changes (body) VALUES (?)');
  const app = Fastify({ logger: false });
  app.post('/durable', async (request) => {
    insert.run(JSON.stringify(request.body));
    return { message: 'Updated successfully.', body: request.body };
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    close: async () => {
      await app.close();
      db.close();
    },
  };
};
