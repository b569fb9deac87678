import { join } from 'node:path';
import { localStorage, type Storage } from './storage';
import { s3Storage } from './s3';

/** The settings storage reads (the environment's names, so the app's config fits as it is). */
export type StorageConfig = {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_REGION: string;
};

export function createStorage(config: StorageConfig): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY && config.S3_SECRET_KEY) {
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
    });
  }
  return localStorage(join(config.DATA_DIR, 'uploads'));
}
