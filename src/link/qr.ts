/**
 * QR codes to show on screen: the text of a link code becomes a square of modules, drawn as one
 * SVG path (crisp at any size, no canvas). Encoding is qrcode-generator's; the rest is ours.
 */
import qrcode from 'qrcode-generator';

/** A QR symbol: `size` x `size` modules, row by row, `true` = dark. */
export interface QrMatrix {
  readonly size: number;
  readonly dark: readonly boolean[];
}

/**
 * Encodes `text` (ASCII: link codes are built from ASCII only) in byte mode at the smallest version
 * that holds it. Level M restores 15% of the symbol, enough for a phone screen's glare seen by
 * another phone's camera.
 */
export function encodeQr(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  const dark: boolean[] = [];
  for (let row = 0; row < size; row++) for (let col = 0; col < size; col++) dark.push(code.isDark(row, col));
  return { size, dark };
}

/** One SVG path of unit squares for the dark modules, runs of a row joined (viewBox 0 0 size size). */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark[row * matrix.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark[row * matrix.size + col]) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}

/** Reads a path made by qrPath back into modules (how a test reads the code a page shows). */
export function matrixFromPath(path: string, size: number): QrMatrix {
  const dark = new Array<boolean>(size * size).fill(false);
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let col = x; col < x + w; col++) dark[y * size + col] = true;
  }
  return { size, dark };
}
