import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../config';

// A real S3-compatible server (s3rver) on 127.0.0.1, a random port and a temp folder, for the
// s3 adapter's tests, standing in for MinIO. Its buckets start empty.
export const startS3TestServer = async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings = (bucket: string): S3Settings => ({
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver checks signatures made with these.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    port,
    directory,
    settings,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};

export type S3TestServer = Awaited<ReturnType<typeof startS3TestServer>>;
