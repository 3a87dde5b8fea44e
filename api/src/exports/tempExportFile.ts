import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// An export ZIP while it is written: a temporary file of its own under `tempDir`, removed whole
// when the export is given up. Where it goes on commit is the storage's business.
export const openTempExportFile = (tempDir: string) => {
  fs.mkdirSync(tempDir, { recursive: true });
  const temp = path.join(tempDir, randomUUID());
  const stream = fs.createWriteStream(temp);
  return {
    temp,
    stream,
    abort: async () => {
      stream.destroy();
      await fs.promises.rm(temp, { force: true });
    },
  };
};
