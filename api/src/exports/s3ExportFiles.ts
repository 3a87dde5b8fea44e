import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertSafeMediaKey, isSafeMediaKey } from '../media/mediaKeys';
import type { ExportFiles } from './exportFiles';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

// Export ZIPs in the media bucket under `exports/…` (no media route serves that folder), so every
// API instance finds them. The ZIP is streamed to a temp file while it is built, then sent with
// one PUT streamed from that file (its length known): neither the ZIP nor its media are ever
// held in memory. One PUT takes up to 5 GB, far past what a 5 MB-per-user media quota exports.
export const openS3ExportFiles = (settings: S3Settings, tempDir: string): ExportFiles => {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  let bucketReady: Promise<void> | null = null;
  const ensureBucket = () => {
    bucketReady ??= (async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      }
    })().catch((error: unknown) => {
      bucketReady = null;
      throw error;
    });
    return bucketReady;
  };

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
        if (isNotFound(error)) return null;
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
