import path from 'node:path';
import type { Config } from '../config';
import type { ExportFiles } from './exportFiles';
import { openLocalExportFiles } from './localExportFiles';
import { openS3ExportFiles } from './s3ExportFiles';

// The media bucket when S3 is configured (so every API instance finds the ZIP), else DATA_DIR.
export const createExportFiles = (config: Pick<Config, 's3' | 'dataDir'>): ExportFiles =>
  config.s3 ? openS3ExportFiles(config.s3, path.join(config.dataDir, 'exports', '.tmp')) : openLocalExportFiles(config.dataDir);
