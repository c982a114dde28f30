import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeyPair = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{87}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{43}$/.test((value as VapidKeys).privateKey);

/**
 * The server's VAPID key pair (ADR 0058): the configured one, else the one kept in `keysFile`, else a new pair written
 * there (mode 600) at the first start. Processes starting together on one DATA_DIR: the file is created exclusively
 * ('wx'), so the one that loses the race reads the winner's pair.
 */
export async function loadVapidKeys({ keys, keysFile }: { keys: VapidKeys | null; keysFile: string }): Promise<VapidKeys> {
  if (keys) return keys;
  const read = async (): Promise<VapidKeys | null> => {
    const text = await readFile(keysFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (!isKeyPair(parsed)) throw new Error(`${keysFile} does not hold a VAPID key pair`);
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  };
  const kept = await read();
  if (kept) return kept;
  const made = webpush.generateVAPIDKeys();
  await mkdir(path.dirname(keysFile), { recursive: true });
  try {
    await writeFile(keysFile, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = await read();
    if (!other) throw error;
    return other;
  }
}
