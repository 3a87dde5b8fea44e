import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './buildApp';
import { createStack } from './composition';
import { loadConfig } from './config';

// The embedded stack in a fresh temp folder, for `app.inject` specs. Call close() after.
export const openTestApp = async (env: Record<string, string> = {}) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-api-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', WEB_DIST: path.join(dataDir, 'no-web-build'), ...env });
  const stack = await createStack(config);
  const app = await buildApp({ stack });
  stack.start();
  return {
    app,
    stack,
    dataDir,
    close: async () => {
      await app.close();
      await stack.close();
    },
  };
};
