// Draws Dialdesk's icons (a telephone handset on a rounded square) and writes them as PNGs next to this
// file. Shapes are signed distance functions, so every size is drawn directly, anti-aliased, with no
// image library: `node assets/generate-icons.mjs`. The PNGs are committed; run this after a design change.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

// ---- shapes, in a unit square with y pointing down; each returns a signed distance (negative inside)

const length = (x, y) => Math.hypot(x, y);

function roundedSquare(x, y, half, radius) {
  const qx = Math.abs(x - 0.5) - half + radius;
  const qy = Math.abs(y - 0.5) - half + radius;
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

function capsule(x, y, ax, ay, bx, by, radius) {
  const px = x - ax;
  const py = y - ay;
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)));
  return length(px - dx * t, py - dy * t) - radius;
}

/** A band of `width` along a circle arc from angle `from` to `to` (radians, y down), round ends. */
function arcBand(x, y, cx, cy, r, from, to, width) {
  const angle = Math.atan2(y - cy, x - cx);
  const normalised = angle < from - Math.PI / 2 ? angle + 2 * Math.PI : angle;
  if (normalised >= from && normalised <= to) return Math.abs(length(x - cx, y - cy) - r) - width / 2;
  const end = (a) => length(x - (cx + r * Math.cos(a)), y - (cy + r * Math.sin(a)));
  return Math.min(end(from), end(to)) - width / 2;
}

/** A union whose seams are rounded over `k`, so the pieces read as one moulded handset. */
function smoothUnion(a, b, k) {
  const h = Math.max(k - Math.abs(a - b), 0) / k;
  return Math.min(a, b) - (h * h * k) / 4;
}

/**
 * The handset, centred on (0.5, 0.5) and `size` wide: a curved handle whose ends carry the ear and
 * mouth pieces, each a thick capsule turned towards the face side (the arc's centre, top right).
 */
function handset(x, y, size) {
  const s = size;
  const u = (x - 0.5) / s; // the glyph's own frame, about -0.5..0.5
  const v = (y - 0.5) / s;
  const cx = 0.3;
  const cy = -0.3;
  const r = 0.62;
  const handle = arcBand(u, v, cx, cy, r, Math.PI * 0.58, Math.PI * 0.92, 0.16);
  // Each piece runs along the tangent at its end of the arc, and reaches in towards the arc's centre.
  const piece = (angle, towardsEnd) => {
    const ex = cx + r * Math.cos(angle);
    const ey = cy + r * Math.sin(angle);
    const tx = -Math.sin(angle) * towardsEnd;
    const ty = Math.cos(angle) * towardsEnd;
    const nx = (cx - ex) / r;
    const ny = (cy - ey) / r;
    const ax = ex + nx * 0.04 - tx * 0.03;
    const ay = ey + ny * 0.04 - ty * 0.03;
    return capsule(u, v, ax, ay, ax + tx * 0.16 + nx * 0.08, ay + ty * 0.16 + ny * 0.08, 0.14);
  };
  const mouth = piece(Math.PI * 0.58, -1);
  const ear = piece(Math.PI * 0.92, 1);
  return smoothUnion(smoothUnion(handle, mouth, 0.05), ear, 0.05) * s;
}

// ---- rendering

const coverage = (distance, pixel) => Math.max(0, Math.min(1, 0.5 - distance / pixel));
const mix = (a, b, t) => a + (b - a) * t;

/** Straight (not premultiplied) RGBA of `over` composited over `under`, both [r, g, b, a] in 0..1. */
function over(top, under) {
  const a = top[3] + under[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const channel = (i) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
  return [channel(0), channel(1), channel(2), a];
}

const TOP = [0.12, 0.66, 0.98];
const BOTTOM = [0.07, 0.36, 0.8];

function render(size, shade) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const rgba = shade((column + 0.5) / size, (row + 0.5) / size, 1 / size);
      const offset = (row * size + column) * 4;
      for (let i = 0; i < 4; i++) pixels[offset + i] = Math.round(Math.max(0, Math.min(1, rgba[i])) * 255);
    }
  }
  return pixels;
}

/** The app icon: white handset on a blue rounded square, with the margin of the macOS icon grid. */
const appIcon = (margin) => (x, y, pixel) => {
  const half = 0.5 - margin;
  const square = roundedSquare(x, y, half, half * 0.45);
  const background = [...TOP.map((top, i) => mix(top, BOTTOM[i], y)), coverage(square, pixel)];
  const glyph = [1, 1, 1, coverage(handset(x, y, half * 1.25), pixel)];
  return over(glyph, background);
};

/** A macOS template image: the handset alone in black; the system tints it for light and dark bars. */
const templateIcon = (x, y, pixel) => [0, 0, 0, coverage(handset(x, y, 0.88), pixel)];

function png(size, pixels) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    // Each row starts with its filter type: 0, none.
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = [
  ['icon.png', 512, appIcon(0.1)],
  ['icon-256.png', 256, appIcon(0.1)],
  // Tray icons have no room for a margin: the square fills them.
  ['tray.png', 16, appIcon(0)],
  ['tray@2x.png', 32, appIcon(0)],
  ['trayTemplate.png', 16, templateIcon],
  ['trayTemplate@2x.png', 32, templateIcon],
];
for (const [name, size, shade] of icons) writeFileSync(join(here, name), png(size, render(size, shade)));
console.log(`wrote ${icons.map(([name]) => name).join(', ')}`);
