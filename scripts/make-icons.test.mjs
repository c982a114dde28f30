import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICON_SIZES, BADGE_PIXELS, ICO_SIZES, ICONS_DIR, iconFiles, markSvg, PNG_SIGNATURE } from './make-icons.mjs';

const read = (name) => fs.readFileSync(path.join(ICONS_DIR, name));

let generated;
/** The files make-icons writes, drawn once for the whole file. */
const written = () => (generated ??= iconFiles());

/** The images of an ICO: [{ width, height, data }]. */
function icoImages(ico) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { width: ico[entry], height: ico[entry + 1], data: ico.subarray(offset, offset + size) };
  });
}

/** Width, height and RGBA rows of an 8-bit RGBA PNG written without filters (as encodePng writes). */
function decodePng(png) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat = png.indexOf('IDAT');
  const raw = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  const pixel = (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)];
  return { width, height, pixel };
}

describe('the site icons (shell/public)', () => {
  it('favicon.svg is the drawing as written by make-icons', () => {
    expect(read('favicon.svg').toString()).toBe(markSvg());
    expect(markSvg()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32"/);
  });

  it('favicon.ico holds a 16, 32 and 48 px PNG of the drawing, as make-icons writes them', () => {
    const ico = read('favicon.ico');
    const images = icoImages(ico);
    expect(images.map(({ width, height }) => [width, height])).toEqual(ICO_SIZES.map((size) => [size, size]));
    for (const { width, data } of images) {
      const png = decodePng(data);
      expect([png.width, png.height]).toEqual([width, width]);
    }
    expect(ico).toEqual(written()['favicon.ico']);
  });

  it('draws a brand-blue rounded square with transparent corners and white ink', () => {
    const png = decodePng(icoImages(read('favicon.ico'))[1].data);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(16, 3)).toEqual([0x14, 0x47, 0xa0, 255]);
    expect(png.pixel(24, 23)).toEqual([0x14, 0x47, 0xa0, 255]); // inside the front wheel
    expect(png.pixel(28, 21)).toEqual([255, 255, 255, 255]); // the front tyre
  });

  it('icon-512.png, the sharing image, is a 512 px PNG', () => {
    const png = decodePng(read('icon-512.png'));
    expect([png.width, png.height]).toEqual([512, 512]);
  });

  it.each(APP_ICON_SIZES)('icon-%i.png, an icon of the installed app (manifest.webmanifest), is that size and as make-icons writes it', (pixels) => {
    const file = read(`icon-${pixels}.png`);
    const png = decodePng(file);
    expect([png.width, png.height]).toEqual([pixels, pixels]);
    expect(file).toEqual(written()[`icon-${pixels}.png`]);
  });

  it('badge-96.png, the notification badge, is the white ink on a transparent ground', () => {
    const png = decodePng(read('badge-96.png'));
    expect([png.width, png.height]).toEqual([BADGE_PIXELS, BADGE_PIXELS]);
    expect(png.pixel(48, 9)[3]).toBe(0); // the blue ground is gone
    expect(png.pixel(84, 63)).toEqual([255, 255, 255, 255]); // the front tyre
  });
});
