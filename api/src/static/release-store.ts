import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client, type S3Settings } from '../config/s3-client';

/** A release's immutable key in the bucket (ADR 0075): the prefix every file of `<remote folder>` at `version` lies under. */
export const releaseKey = (remote: string, version: string) => `releases/${remote}/${version}/`;

/** The releases of remotes in the S3-compatible bucket (ADR 0075): each under a key (a prefix) that never changes. */
export interface ReleaseStore {
  /** The keys of the objects under `key`; none: nothing was released under it. */
  list(key: string): Promise<string[]>;
  /** Puts every file under `folder` under `key` (`<key><path inside folder>`). */
  upload(key: string, folder: string): Promise<void>;
  /**
   * Makes `folder` a copy of everything under `key`, once: the objects go to a folder beside it that is renamed into
   * place when whole, so an existing `folder` is complete (another process of this machine may have made it).
   */
  download(key: string, folder: string): Promise<void>;
}

/**
 * Objects moved at a time: a build's hundred-odd files well within the second a switch may take (ADR 0075), without a
 * burst of connections. Each of the AT_ONCE lanes takes the next object as soon as its last one is done.
 */
const AT_ONCE = 16;

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane));
}

export function releaseStore(settings: S3Settings): ReleaseStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;

  async function list(key: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: key, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    list,
    async upload(key, folder) {
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
      await inTurns(files, async (file) => {
        const name = path.relative(folder, file).split(path.sep).join('/');
        await client.send(new PutObjectCommand({ Bucket, Key: `${key}${name}`, Body: await fs.readFile(file) }));
      });
    },
    async download(key, folder) {
      if (existsSync(folder)) return;
      const keys = await list(key);
      if (keys.length === 0) throw new Error(`The bucket ${Bucket} holds nothing under ${key}`);
      await fs.mkdir(path.dirname(folder), { recursive: true });
      const partial = await fs.mkdtemp(path.join(path.dirname(folder), `.${path.basename(folder)}-`));
      try {
        await inTurns(keys, async (objectKey) => {
          const file = path.join(partial, objectKey.slice(key.length));
          if (path.relative(partial, file).startsWith('..')) throw new Error(`Refused object ${objectKey}: outside ${key}`);
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey }));
          await fs.mkdir(path.dirname(file), { recursive: true });
          await fs.writeFile(file, (await answer.Body?.transformToByteArray()) ?? new Uint8Array());
        });
        await fs.rename(partial, folder);
      } catch (error) {
        await fs.rm(partial, { recursive: true, force: true });
        // Another process of this machine renamed its copy into place first: that one is whole.
        if (!existsSync(folder)) throw error;
      }
    },
  };
}
