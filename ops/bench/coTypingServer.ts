import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { serverMemory, type CoTypingReady } from './coTypingProtocol';
import { seedSessions } from './sessionSeed';

// The co-typing benchmark's server, in a process of its own so the peers' Yjs work stays out of
// its latency and its memory can be read alone: `node --import tsx coTypingServer.ts <dataDir>
// <people> <writings>`, forked with an IPC channel. It seeds that many signed-in accounts
// (sessionSeed.ts); the first makes a world and the writings through the API, invites the others
// and makes them editors, as the world's page would. Then it listens on 127.0.0.1 and sends one
// Ready message. Asked 'memory', it collects garbage (with --expose-gc) and answers its usage.

const main = async (dataDir: string, people: number, writings: number) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', WEB_DIST: path.join(dataDir, 'no-web') });
  const stack = await createStack(config);
  const prefix = 'cotyping';
  const { sessions } = await seedSessions(stack, people, { prefix, name: (i) => `Co-typist ${i}` });
  const app = await buildApp({ stack });
  stack.start();
  const head = await stack.eventStore.headPosition();
  while (!(await stack.waitForViews(head)));

  const call = async <T>(url: string, payload: object, token: string, status = 200) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== status) throw new Error(`POST ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json<T>();
  };
  const [author, ...editors] = sessions;
  const { world } = await call<{ world: WorldView }>('createWorld', { name: 'Co-typing Realm', description: 'Written by many hands.' }, author.token, 201);
  for (const [i, editor] of editors.entries()) {
    const email = `bench-${prefix}-${i + 1}@example.com`;
    const { invitation } = await call<{ invitation: { _id: string } }>(
      'world/inviteMember',
      { worldID: world._id, invitedMemberEmail: email },
      author.token,
      201,
    );
    await call('world/respondToInvitation', { invitationID: invitation._id, decision: 'accept' }, editor.token);
    await call('world/setMemberRole', { worldID: world._id, memberID: editor.userId, role: 'editor' }, author.token);
  }
  const writingIds: string[] = [];
  for (let i = 0; i < writings; i++) {
    const payload = { isFolder: false, worldID: world._id, title: `Chapter ${i + 1}` };
    writingIds.push((await call<{ writing: { _id: string } }>('creation/newWriting', payload, author.token, 201)).writing._id);
  }
  // Every projection and reactor has the setup before the first keystroke is timed.
  const setUp = await stack.eventStore.headPosition();
  while (!(await stack.waitForViews(setUp)));

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message: 'memory') => {
    if (message === 'memory') process.send!(serverMemory());
  });
  process.send!({
    socketUrl: `${url.replace(/^http/, 'ws')}/notifications`,
    tokens: sessions.map((session) => session.token),
    writingIds,
  } satisfies CoTypingReady);
  const stop = async () => {
    await app.close();
    await stack.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  // A benchmark that died leaves no server behind.
  process.once('disconnect', () => void stop());
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv[2], Number(process.argv[3]), Number(process.argv[4])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
