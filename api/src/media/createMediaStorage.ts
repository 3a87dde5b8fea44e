import path from 'node:path';
import type { Config } from '../config';
import { openLocalMediaStorage } from './localMediaStorage';
import type { MediaStorage } from './mediaStorage';
import { openS3MediaStorage } from './s3MediaStorage';

// S3 when configured (config.ts decides), otherwise files under DATA_DIR/media.
export const createMediaStorage = (config: Pick<Config, 's3' | 'dataDir'>): MediaStorage =>
  config.s3 ? openS3MediaStorage(config.s3) : openLocalMediaStorage(path.join(config.dataDir, 'media'));
