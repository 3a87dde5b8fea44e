import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { isS3NotFound, openS3Bucket } from './s3Bucket';
import { assertSafeMediaKey, isSafeMediaKey } from './mediaKeys';
import type { MediaStorage } from './mediaStorage';

// Objects in one bucket, keyed like the local files. A PUT replaces an object whole, so readers
// never see half of one. The bucket is created on first use when it does not exist yet (a fresh
// MinIO in compose starts empty).
export const openS3MediaStorage = (settings: S3Settings): MediaStorage => {
  const { client, bucket, ensureBucket, getObject, deleteObject } = openS3Bucket(settings);

  return {
    description: `s3 (${settings.endpoint ?? `aws ${settings.region}`}, bucket ${bucket})`,
    put: async (key, bytes, contentType) => {
      assertSafeMediaKey(key);
      await ensureBucket();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    get: async (key) => (isSafeMediaKey(key) ? getObject(key) : null),
    delete: async (key) => {
      assertSafeMediaKey(key);
      await deleteObject(key);
    },
    exists: async (key) => {
      if (!isSafeMediaKey(key)) return false;
      await ensureBucket();
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isS3NotFound(error)) return false;
        throw error;
      }
    },
    close: async () => client.destroy(),
  };
};
