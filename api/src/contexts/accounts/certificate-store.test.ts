import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3/fake-s3';
import { diskCertificateStore, s3CertificateStore } from './certificate-store';

// The two places a certificate is kept (ADR 0055): files under DATA_DIR, or an S3-compatible bucket spoken to with
// @aws-sdk/client-s3 (here a local fake that checks the SigV4 signature of every request).

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('a certificate kept in an S3-compatible bucket', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  const settings = () => ({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'ap-southeast-2', ...s3.credentials, forcePathStyle: true });

  it('when a certificate is put, then the bucket holds its bytes and type, and get answers them', async () => {
    const store = s3CertificateStore(settings());
    await store.put('provider-7/0a1b.png', png, 'image/png');
    expect(s3.objects.get('provider-7/0a1b.png')).toEqual({ body: Buffer.from(png), contentType: 'image/png' });
    expect(await store.get('provider-7/0a1b.png')).toEqual(png);
  });

  it('when a key holds nothing, then get answers null', async () => {
    expect(await s3CertificateStore(settings()).get('provider-7/ffff.pdf')).toBeNull();
  });

  it('when the secret key is wrong, then the bucket refuses the write', async () => {
    const store = s3CertificateStore({ ...settings(), secretAccessKey: 'not-the-secret' });
    await expect(store.put('provider-7/0a1c.png', png, 'image/png')).rejects.toThrow(/signature/i);
    expect(s3.objects.has('provider-7/0a1c.png')).toBe(false);
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
