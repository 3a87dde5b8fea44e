import { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

export const isS3NotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

// The one bucket of S3_BUCKET, shared by the media storage and the export files: a client set up
// for S3-compatible servers, and the bucket created on first use when it does not exist yet (a
// fresh MinIO in compose starts empty).
export const openS3Bucket = (settings: S3Settings) => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = settings;
  let bucketReady: Promise<void> | null = null;
  const ensureBucket = () => {
    bucketReady ??= (async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (!isS3NotFound(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      }
    })().catch((error: unknown) => {
      // Try again on the next call rather than failing forever after one outage.
      bucketReady = null;
      throw error;
    });
    return bucketReady;
  };
  return {
    client,
    bucket,
    ensureBucket,
    // An object as a stream, or null when there is none. The caller checked the key.
    getObject: async (key: string) => {
      await ensureBucket();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return { stream: object.Body, size: object.ContentLength ?? 0, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
    // S3 answers a delete of a missing key with success, as both ports ask.
    deleteObject: async (key: string) => {
      await ensureBucket();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};
