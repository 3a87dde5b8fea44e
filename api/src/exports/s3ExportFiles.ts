import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { isS3NotFound, openS3Bucket } from '../media/s3Bucket';
import { assertSafeMediaKey, isSafeMediaKey } from '../media/mediaKeys';
import type { ExportFiles } from './exportFiles';

// Export ZIPs in the media bucket under `exports/…` (no media route serves that folder), so every
// API instance finds them. The ZIP is streamed to a temp file while it is built, then sent with
// one PUT streamed from that file (its length known): neither the ZIP nor its media are ever
// held in memory. One PUT takes up to 5 GB, far past what a 5 MB-per-user media quota exports.
export const openS3ExportFiles = (settings: S3Settings, tempDir: string): ExportFiles => {
  const { client, bucket, ensureBucket } = openS3Bucket(settings);

  return {
    create: (key) => {
      assertSafeMediaKey(key);
      fs.mkdirSync(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      const stream = fs.createWriteStream(temp);
      return {
        stream,
        commit: async () => {
          try {
            const { size } = await fs.promises.stat(temp);
            await ensureBucket();
            await client.send(
              new PutObjectCommand({ Bucket: bucket, Key: key, Body: fs.createReadStream(temp), ContentLength: size, ContentType: 'application/zip' }),
            );
            return size;
          } finally {
            await fs.promises.rm(temp, { force: true });
          }
        },
        abort: async () => {
          stream.destroy();
          await fs.promises.rm(temp, { force: true });
        },
      };
    },
    open: async (key) => {
      if (!isSafeMediaKey(key)) return null;
      await ensureBucket();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      assertSafeMediaKey(key);
      await ensureBucket();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close: async () => client.destroy(),
  };
};
