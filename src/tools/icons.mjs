// Generates the app icons in public/icons (run: node src/tools/icons.mjs). The PNGs are committed;
// this script is how they were made: a stepped ziggurat (the A.S.T.'s climb) on terracotta.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const TERRACOTTA = [122, 59, 18];
const CREAM = [246, 239, 226];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size);
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// A ziggurat of four steps inside a box (u, v in 0..1 of the box).
function ziggurat(u, v) {
  if (u < 0 || u > 1 || v < 0 || v > 1) return false;
  const step = Math.min(3, Math.floor((1 - v) * 4)); // 0 = bottom step
  const half = 0.5 - step * 0.12;
  return Math.abs(u - 0.5) <= half;
}

function icon(scale, rounded) {
  return (x, y) => {
    if (rounded) {
      const r = 0.18,
        cx = Math.min(Math.max(x, r), 1 - r),
        cy = Math.min(Math.max(y, r), 1 - r);
      if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return CREAM;
    }
    const m = (1 - scale) / 2;
    return ziggurat((x - m) / scale, (y - m - scale * 0.04) / scale) ? CREAM : TERRACOTTA;
  };
}

const out = new URL('../../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), png(192, icon(0.62, true)));
writeFileSync(new URL('icon-512.png', out), png(512, icon(0.62, true)));
// Maskable: full bleed, the mark inside the 80% safe zone.
writeFileSync(new URL('maskable-512.png', out), png(512, icon(0.5, false)));
writeFileSync(new URL('apple-touch-icon.png', out), png(180, icon(0.6, false)));
console.log('icons written to public/icons');
