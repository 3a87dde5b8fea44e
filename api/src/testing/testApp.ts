import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppDeps } from '../buildApp';
import { createStack, type StackOptions } from '../composition';
import { loadConfig } from '../config';

// The embedded stack in a fresh temp folder, for `app.inject` specs. Call close() after.
// `options` replaces ports such as the clock; `onRoute` sees every route as it is added.
export const openTestApp = async (env: Record<string, string> = {}, options: StackOptions = {}, onRoute?: AppDeps['onRoute']) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', WEB_DIST: path.join(dataDir, 'no-web-build'), ...env });
  const stack = await createStack(config, undefined, options);
  const app = await buildApp({ stack, onRoute });
  stack.start();
  // The log's head once the reactors have caught up with it and appended nothing more (they
  // append notifications and grants after a request is answered), so that a refused request
  // that follows can be told by a head that stays put.
  const logAtRest = async () => {
    for (let head = await stack.eventStore.headPosition(); ;) {
      await stack.reactors.waitFor(head);
      const now = await stack.eventStore.headPosition();
      if (now === head) return head;
      head = now;
    }
  };
  return {
    app,
    stack,
    dataDir,
    logAtRest,
    // The temp folder goes with the app (hundreds of specs open one each).
    close: async () => {
      await app.close();
      await stack.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
