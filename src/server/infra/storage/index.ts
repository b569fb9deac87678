import { join } from 'node:path';
import type { Config } from '../../config';
import { localStorage, type Storage } from './storage';
import { s3Storage } from './s3';

export function createStorage(config: Config): Storage {
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
