import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../media/testing/s3TestServer';
import { exportFilesContract } from './exportFiles.contract';
import { openLocalExportFiles } from './localExportFiles';
import { openS3ExportFiles } from './s3ExportFiles';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-export-files-'));

exportFilesContract('local', async () => openLocalExportFiles(tempDir()));

// Against a real S3-compatible server (s3rver) on 127.0.0.1: it always runs, no Docker needed.
let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server.close());
let buckets = 0;
exportFilesContract('s3 (s3rver on 127.0.0.1)', async () => openS3ExportFiles(server.settings(`exports-test-${++buckets}`), tempDir()));
