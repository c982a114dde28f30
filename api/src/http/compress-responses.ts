import compression from 'compression';
import type { RequestHandler } from 'express';
import zlib from 'node:zlib';

/**
 * Compresses the API's dynamic answers above 1 KB (brotli when the browser accepts it, else gzip), at a quality
 * that costs little CPU per request. Event streams are left alone: compressing them would hold events back.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    level: 6,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
