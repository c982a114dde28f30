import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an S3-compatible store (the parts the API uses: PutObject and GetObject, path-style), speaking
// the protocol @aws-sdk/client-s3 speaks: Signature Version 4 checked against its one key pair (a wrong key or a
// changed request answers 403 SignatureDoesNotMatch), aws-chunked bodies decoded, S3's XML errors (NoSuchKey,
// NoSuchBucket).

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What the store holds, by key. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  close: () => Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** An aws-chunked body ('<hex size>[;chunk-signature=…]\r\n<bytes>\r\n' … '0\r\n<trailers>\r\n\r\n') as its bytes. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Whether the request carries a valid SigV4 signature made with `secret` (the payload as x-amz-content-sha256 names it). */
function signatureHolds(req: IncomingMessage, accessKeyId: string, secret: string): boolean {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!match || match[1] !== accessKeyId) return false;
  const [, , day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  const url = new URL(req.url ?? '/', 'http://fake-s3');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerNames = signedHeaders.split(';');
  const canonicalHeaders = headerNames.map((name) => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, String(req.headers['x-amz-content-sha256'] ?? '')].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date'] ?? ''), scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature;
}

export async function startFakeS3({ bucket = 'certificates', port = 0 } = {}): Promise<FakeS3> {
  const credentials = { accessKeyId: 'FAKEACCESSKEY', secretAccessKey: 'fake-secret-key-for-tests-only' };
  const objects: FakeS3['objects'] = new Map();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!signatureHolds(req, credentials.accessKeyId, credentials.secretAccessKey)) {
        return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
      }
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake-s3').pathname);
      const [, bucketName, ...keyParts] = path.split('/');
      const key = keyParts.join('/');
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const raw = Buffer.concat(chunks);
      const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked') || String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-');
      if (req.method === 'PUT' && key) {
        const body = chunked ? decodeAwsChunked(raw) : raw;
        const declared = String(req.headers['x-amz-content-sha256'] ?? '');
        if (/^[0-9a-f]{64}$/.test(declared) && declared !== sha256(body)) return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.');
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'GET' && key) {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
        return res.end(object.body);
      }
      xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    bucket,
    credentials,
    objects,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
