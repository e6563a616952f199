/** Test helper: decodes a QR matrix with the bundled decoder, drawn at 4 px a module with a quiet zone. */
import jsQR from 'jsqr';
import type { QrMatrix } from '../../src/link/qr';

export function decodeQrForTest(qr: QrMatrix, scale = 4): string | undefined {
  const side = (qr.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++) {
      if (!qr.dark[r * qr.size + c]) continue;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const i = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }
  return jsQR(data, side, side)?.data;
}
