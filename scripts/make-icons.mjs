// Writes the site's icons into shell/public (the shell's build copies them to the site root) from ONE drawing of the
// brand mark, a white motorcycle on a brand-blue rounded square:
//   favicon.svg   the drawing as SVG (browsers that take an SVG icon)
//   favicon.ico   the drawing rasterised at 16, 32 and 48 px, each a PNG inside the ICO (Windows Vista+ and every
//                 current browser read PNG-in-ICO)
//   icon-512.png  the drawing at 512 px: the image of the sharing cards (og:image) and the app's large icon
//   icon-192.png  the drawing at 192 px: the installed app's icon (manifest.webmanifest) and apple-touch-icon
//   badge-96.png  the ink alone, white on transparent: a notification's badge (the system draws it from its alpha)
// No image library: shapes are signed distances, rasterised with supersampling and encoded as PNG with zlib.
//   node scripts/make-icons.mjs            (writes the files; commit them)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The drawing on a 32 x 32 canvas. */
export const MARK = {
  size: 32,
  background: { color: '#1447a0', radius: 7 }, // --mh-color-brand-700
  ink: '#ffffff',
  wheels: [
    { cx: 8, cy: 21.5, r: 4.5, width: 2.2 },
    { cx: 24, cy: 21.5, r: 4.5, width: 2.2 },
    { cx: 15.5, cy: 19.5, r: 1.4, width: 2.8 }, // the engine, a disc
  ],
  strokes: [
    { points: [[12.5, 14], [19, 14]], width: 4 }, // tank
    { points: [[6, 15.5], [12.5, 15.5]], width: 2.2 }, // seat
    { points: [[8, 21.5], [15.5, 19.5], [20.5, 15]], width: 2.2 }, // swingarm and frame
    { points: [[24, 21.5], [20.5, 10.5], [18, 10.5]], width: 2.2 }, // fork and handlebar
  ],
};

/** The mark as SVG. */
export function markSvg(mark = MARK) {
  const { size, background, ink } = mark;
  const wheels = mark.wheels.map(
    ({ cx, cy, r, width }) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ink}" stroke-width="${width}"/>`,
  );
  const strokes = mark.strokes.map(
    ({ points, width }) =>
      `<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="MotoHaul">`,
    `<rect width="${size}" height="${size}" rx="${background.radius}" fill="${background.color}"/>`,
    ...wheels,
    ...strokes,
    '</svg>',
    '',
  ].join('\n');
}

const segmentDistance = (px, py, [ax, ay], [bx, by]) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};

/** The signed distance from the rounded square's edge (negative inside). */
const roundedSquareDistance = (x, y, size, radius) => {
  const qx = Math.abs(x - size / 2) - (size / 2 - radius);
  const qy = Math.abs(y - size / 2) - (size / 2 - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};

/** Each ink shape as a signed distance from its edge (negative inside): each wheel's ring, each segment of a stroke. */
const inkShapes = (mark) => [
  ...mark.wheels.map(({ cx, cy, r, width }) => (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - width / 2),
  ...mark.strokes.flatMap(({ points, width }) => points.slice(1).map((point, i) => (x, y) => segmentDistance(x, y, points[i], point) - width / 2)),
];

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The mark as `pixels` x `pixels` RGBA (row by row, 4 bytes a pixel), each pixel the mean of 8 x 8 samples (4 x 4 from
 * 128 px). `inkOnly`: the ink alone on a transparent ground (a badge). A pixel that no edge crosses (every edge is
 * farther from its centre than its corners are) is one colour, so its centre is its only sample: the same bytes as
 * its 64 samples, in a fraction of the time.
 */
export function rasterise(pixels, mark = MARK, { inkOnly = false } = {}) {
  const samples = pixels >= 128 ? 4 : 8;
  const scale = mark.size / pixels;
  const halfDiagonal = (scale * Math.SQRT2) / 2 + 1e-9;
  const back = rgb(mark.background.color);
  const ink = rgb(mark.ink);
  const shapes = inkShapes(mark);
  const square = (x, y) => roundedSquareDistance(x, y, mark.size, mark.background.radius);
  /** A point's colour, or null where it is transparent. */
  const colourAt = (x, y) => {
    if (square(x, y) > 0) return null;
    const isInk = shapes.some((shape) => shape(x, y) <= 0);
    return inkOnly && !isInk ? null : isInk ? ink : back;
  };
  const edgeNear = (x, y) => Math.abs(square(x, y)) <= halfDiagonal || shapes.some((shape) => Math.abs(shape(x, y)) <= halfDiagonal);
  const out = Buffer.alloc(pixels * pixels * 4);
  for (let py = 0; py < pixels; py += 1) {
    for (let px = 0; px < pixels; px += 1) {
      const each = edgeNear((px + 0.5) * scale, (py + 0.5) * scale) ? samples : 1;
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < each; sy += 1) {
        for (let sx = 0; sx < each; sx += 1) {
          const color = colourAt((px + (sx + 0.5) / each) * scale, (py + (sy + 0.5) / each) * scale);
          if (!color) continue;
          for (let c = 0; c < 3; c += 1) sum[c] += color[c];
          sum[3] += 1;
        }
      }
      const offset = (py * pixels + px) * 4;
      const covered = sum[3];
      for (let c = 0; c < 3; c += 1) out[offset + c] = covered ? Math.round(sum[c] / covered) : 0;
      out[offset + 3] = Math.round((covered / (each * each)) * 255);
    }
  }
  return out;
}

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body)); // PNG's CRC is zlib's CRC-32
  return Buffer.concat([length, body, crc]);
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGBA PNG of `rgba` (`pixels` square). */
export function encodePng(rgba, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(pixels * (pixels * 4 + 1));
  for (let y = 0; y < pixels; y += 1) rgba.copy(rows, y * (pixels * 4 + 1) + 1, y * pixels * 4, (y + 1) * pixels * 4);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding each PNG (`images`: [{ pixels, png }]), as Windows Vista introduced and browsers read. */
export function encodeIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ pixels, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(pixels >= 256 ? 0 : pixels, 0);
    entry.writeUInt8(pixels >= 256 ? 0 : pixels, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

export const ICO_SIZES = [16, 32, 48];
export const SHARING_IMAGE_PIXELS = 512;
/** The installed app's icons (manifest.webmanifest). */
export const APP_ICON_SIZES = [192, 512];
export const BADGE_PIXELS = 96;

/** The files scripts/make-icons.mjs writes, by name. */
export function iconFiles(mark = MARK) {
  const png = (pixels) => encodePng(rasterise(pixels, mark), pixels);
  return {
    'favicon.svg': Buffer.from(markSvg(mark)),
    'favicon.ico': encodeIco(ICO_SIZES.map((pixels) => ({ pixels, png: png(pixels) }))),
    'icon-512.png': png(SHARING_IMAGE_PIXELS),
    'icon-192.png': png(192),
    'badge-96.png': encodePng(rasterise(BADGE_PIXELS, mark, { inkOnly: true }), BADGE_PIXELS),
  };
}

export const ICONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/public');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(ICONS_DIR, { recursive: true });
  for (const [name, content] of Object.entries(iconFiles())) {
    fs.writeFileSync(path.join(ICONS_DIR, name), content);
    console.log(`${path.relative(process.cwd(), path.join(ICONS_DIR, name))}: ${content.length} bytes`);
  }
}
