/**
 * Chromium's fake camera for browser tests: `--use-file-for-fake-video-capture` plays a .y4m file,
 * read again each time a page starts its camera. A test points it at the QR code another page
 * shows: the modules are read from that page's SVG and drawn black on white, with the quiet zone,
 * into one 640x480 frame.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { matrixFromPath, type QrMatrix } from '../../src/link/qr';

const WIDTH = 640;
const HEIGHT = 480;

export function writeY4m(file: string, qr: QrMatrix): void {
  const side = qr.size + 8;
  const scale = Math.floor((HEIGHT - 20) / side);
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - side * scale) / 2) + 4 * scale;
  const top = Math.floor((HEIGHT - side * scale) / 2) + 4 * scale;
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++) {
      if (!qr.dark[r * qr.size + c]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + r * scale + dy) * WIDTH + left + c * scale;
        y.fill(16, row, row + scale);
      }
    }
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]));
}

/** Reads the QR code a page shows (the SVG inside `testId`) and makes it the fake camera's picture. */
export async function pointCameraAt(page: Page, testId: string, file: string): Promise<void> {
  const svg = page.getByTestId(testId).locator('svg');
  await svg.waitFor();
  const size = Number(await svg.getAttribute('data-size'));
  const path = (await svg.locator('path').getAttribute('d')) ?? '';
  writeY4m(file, matrixFromPath(path, size));
}
