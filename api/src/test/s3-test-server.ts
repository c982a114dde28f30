import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// A real S3-protocol server (s3rver: SigV4 checked, objects on a temporary disk) for the tests and the cluster
// check: the bucket an API's S3_* variables point at, as a deployment's would.

/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The variables that point an API process's certificates at this bucket. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string; S3_FORCE_PATH_STYLE: 'true' };
  /** A client of the bucket, for a test that looks inside it. */
  client: S3Client;
  /** Stops the server and deletes what it held. */
  stop: () => Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (a free port unless one is given) with one empty bucket. */
export async function startS3TestServer({ bucket = 'motohaul-certificates', port = 0 } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    endpoint,
    bucket,
    credentials: CREDENTIALS,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    stop: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
