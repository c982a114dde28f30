import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from './env';

/** The S3-compatible bucket S3_* names (env.ts). */
export type S3Settings = NonNullable<Env['certificates']['s3']>;

/** A client of that bucket: keys from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, else the SDK's usual sources. */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}
