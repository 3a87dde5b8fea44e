import fs from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { openS3Bucket } from '../media/s3Bucket';
import { assertSafeMediaKey, isSafeMediaKey } from '../media/mediaKeys';
import { exportIdOfKey, type ExportFiles } from './exportFiles';
import { openTempExportFile } from './tempExportFile';

// Export ZIPs in the media bucket under `exports/…` (no media route serves that folder), so every
// API instance finds them. The ZIP is streamed to a temp file while it is built, then sent with
// one PUT streamed from that file (its length known): neither the ZIP nor its media are ever
// held in memory. One PUT takes up to 5 GB, far past what a 5 MB-per-user media quota exports.
export const openS3ExportFiles = (settings: S3Settings, tempDir: string): ExportFiles => {
  const { client, bucket, ensureBucket, getObject, deleteObject } = openS3Bucket(settings);

  return {
    create: (key) => {
      assertSafeMediaKey(key);
      const { temp, stream, abort } = openTempExportFile(tempDir);
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
        abort,
      };
    },
    open: async (key) => {
      if (!isSafeMediaKey(key)) return null;
      const found = await getObject(key);
      return found && { stream: found.stream, size: found.size };
    },
    delete: async (key) => {
      assertSafeMediaKey(key);
      await deleteObject(key);
    },
    storedBefore: async (before) => {
      await ensureBucket();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'exports/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < before && exportIdOfKey(object.Key)) keys.push(object.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    close: async () => client.destroy(),
  };
};
