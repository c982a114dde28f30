import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { loadEnv } from '../../config/env';
import { certificateStorageWarning, diskCertificateStore, s3CertificateStore } from './certificate-store';

// The two places a certificate is kept (ADR 0055): files under DATA_DIR, or an S3-compatible bucket spoken to with
// @aws-sdk/client-s3 (here s3rver, an S3-protocol server).

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('a certificate kept in an S3-compatible bucket', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3.stop());

  const settings = () => ({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'ap-southeast-2', ...s3.credentials, forcePathStyle: true });
  const objectIn = (key: string) => s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));

  it('when a certificate is put, then the bucket holds its bytes and type, and get answers them', async () => {
    const store = s3CertificateStore(settings());
    await store.put('provider-7/0a1b.png', png, 'image/png');
    const object = await objectIn('provider-7/0a1b.png');
    expect(object.ContentType).toBe('image/png');
    expect(await object.Body?.transformToByteArray()).toEqual(png);
    expect(await store.get('provider-7/0a1b.png')).toEqual(png);
  });

  it('when a key holds nothing, then get answers null', async () => {
    expect(await s3CertificateStore(settings()).get('provider-7/ffff.pdf')).toBeNull();
  });

  // s3rver knows its access key but does not check SigV4 signatures: a wrong secret would pass, a wrong key does not.
  it('when the access key is not one the store knows, then the bucket refuses the write', async () => {
    const store = s3CertificateStore({ ...settings(), accessKeyId: 'NOT-A-KEY' });
    await expect(store.put('provider-7/0a1c.png', png, 'image/png')).rejects.toThrow(/Access Key Id/);
    await expect(objectIn('provider-7/0a1c.png')).rejects.toThrow(/does not exist/);
  });
});

describe('a certificate kept under DATA_DIR', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'certificates-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('when a certificate is put, then get answers its bytes, and an unknown key null', async () => {
    const store = diskCertificateStore(dir);
    await store.put('provider-3/abcd.png', png, 'image/png');
    expect(await store.get('provider-3/abcd.png')).toEqual(png);
    expect(await store.get('provider-3/ffff.png')).toBeNull();
  });

  it('when a key is not one the server makes, then nothing is read or written', async () => {
    const store = diskCertificateStore(dir);
    await expect(store.put('../outside.png', png, 'image/png')).rejects.toThrow(/Refused/);
    await expect(store.get('provider-3/../../etc/passwd')).rejects.toThrow(/Refused/);
  });
});

describe('the warning at start (ADR 0076)', () => {
  const certificates = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'test', DATA_DIR: '/srv/motohaul', ...vars }).certificates;

  it('when a PostgreSQL server is shared but certificates stay on the disk, then it names the disk and the fix', () => {
    const warning = certificateStorageWarning(certificates({}), 'postgres');
    expect(warning).toContain('/srv/motohaul/certificates');
    expect(warning).toMatch(/Set S3_BUCKET \(with S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });

  it('when certificates go to a bucket, or the database is the embedded one, then there is nothing to say', () => {
    expect(certificateStorageWarning(certificates({ S3_BUCKET: 'motohaul-certificates' }), 'postgres')).toBeNull();
    expect(certificateStorageWarning(certificates({}), 'pglite')).toBeNull();
  });
});
