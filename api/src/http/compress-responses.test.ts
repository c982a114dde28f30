import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses';

// A route that tells whether the response it was handed is wrapped by the compression middleware.
function appReportingWrappers() {
  const app = express();
  app.use(compressResponses());
  app.get('/probe', (_req, res) => {
    const wrapped = res.write !== http.ServerResponse.prototype.write;
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${JSON.stringify({ wrapped })}\n\n`);
  });
  return app;
}

describe('compressResponses', () => {
  it('when a request asks for an event stream, then its response is not wrapped by the compression middleware', async () => {
    const res = await request(appReportingWrappers()).get('/probe').set('Accept', 'text/event-stream').set('Accept-Encoding', 'gzip, br');
    expect(res.text).toBe('data: {"wrapped":false}\n\n');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when another request arrives, then the middleware wraps it (and still leaves an event stream uncompressed)', async () => {
    const res = await request(appReportingWrappers()).get('/probe').set('Accept', 'application/json').set('Accept-Encoding', 'gzip, br');
    expect(res.text).toBe('data: {"wrapped":true}\n\n');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
