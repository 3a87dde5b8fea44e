import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
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
  return { client, bucket, ensureBucket };
};
