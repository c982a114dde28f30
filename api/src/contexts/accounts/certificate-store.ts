import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env';
import { s3Client, type S3Settings } from '../../config/s3-client';
import type { DatabaseKind } from '../../db/database';

/**
 * Where insurance certificates are kept (ADR 0055): a key (e.g. 'provider-12/3f9c….pdf') names one file. Files
 * under `<DATA_DIR>/certificates` by default, objects in an S3-compatible bucket when S3_BUCKET is set. The
 * store never decides who reads: the routes do (the owner and admins only).
 */
export interface CertificateStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when nothing is kept under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets the file (nothing happens when none is kept under the key). */
  delete(key: string): Promise<void>;
}

/** Keys are made by the server ('provider-<id>/<random>.<ext>'): nothing else is ever read or written. */
const SAFE_KEY = /^provider-\d+\/[a-f0-9-]+\.(pdf|png|jpg)$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refused certificate key ${JSON.stringify(key)}`);
  return key;
}

export function diskCertificateStore(dir: string): CertificateStore {
  return {
    async put(key, bytes) {
      const file = path.join(dir, checkedKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path.join(dir, checkedKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path.join(dir, checkedKey(key)), { force: true });
    },
  };
}

export function s3CertificateStore(settings: S3Settings): CertificateStore {
  const client = s3Client(settings);
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: checkedKey(key) }));
    },
  };
}

/** The store the configuration names. */
export function certificateStore(config: Env['certificates']): CertificateStore {
  return config.s3 ? s3CertificateStore(config.s3) : diskCertificateStore(config.dir);
}

/**
 * What a process says at start when it shares a PostgreSQL server with other processes but keeps certificates on
 * its own disk (ADR 0076): the others would answer 404 for them. Null when the store is one every process reads.
 */
export function certificateStorageWarning(config: Env['certificates'], databaseKind: DatabaseKind): string | null {
  if (config.s3 || databaseKind !== 'postgres') return null;
  return (
    `Insurance certificates are kept on this machine's disk (${config.dir}) while the database is a PostgreSQL server: ` +
    'another API process cannot read them. Set S3_BUCKET (with S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
    'for a store other than AWS) so that every process keeps them in one S3-compatible bucket.'
  );
}
