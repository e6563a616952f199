/** Issue 15 "With no link at all": a game as a short sequence of QR codes, read in any order. */
import { describe, expect, test } from 'vitest';
import { addChunk, assemble, CHUNK_PREFIX, type Collected, MAX_CHUNKS, missing, NOTHING_COLLECTED, toChunks } from '../../src/link/chunks';
import { encodeQr } from '../../src/link/qr';
import { decodeQrForTest } from './qr-decode';

const BACKUP = JSON.stringify({
  format: 'tresham-backup',
  games: [
    {
      name: 'Fredag på Nørrebro',
      entries: Array.from({ length: 120 }, (_, i) => ({
        at: `2026-11-25T10:${String(i % 60).padStart(2, '0')}:00.000Z`,
        entry: { kind: 'census', counts: { crete: i % 17, italy: (i * 7) % 19 } },
      })),
    },
  ],
});

async function chunks(text = BACKUP): Promise<readonly string[]> {
  const r = await toChunks(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function collect(codes: readonly string[]): Collected {
  let c = NOTHING_COLLECTED;
  for (const code of codes) {
    const r = addChunk(c, code);
    if (!r.ok) throw new Error(r.error);
    c = r.value;
  }
  return c;
}

describe('a game as a sequence of QR codes', () => {
  test('compressed, a 120-entry game takes a few codes, each decodable, read back in any order with repeats', async () => {
    const codes = await chunks();
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.length).toBeLessThan(BACKUP.length / 400);
    for (const code of codes) expect(code.startsWith(`${CHUNK_PREFIX} `)).toBe(true);
    expect(decodeQrForTest(encodeQr(codes[0] ?? ''))).toBe(codes[0]);
    const shuffled = [...codes].reverse().concat(codes[0] ?? '');
    expect(await assemble(collect(shuffled))).toEqual({ ok: true, value: BACKUP });
  });

  test('the parts still missing are named', async () => {
    const codes = await chunks();
    const c = collect(codes.slice(1));
    expect(missing(c)).toEqual([1]);
    expect((await assemble(c)).ok).toBe(false);
  });

  test('a part of another file is refused and the parts read are kept', async () => {
    const c = collect((await chunks()).slice(0, 1));
    const other = await chunks(`${BACKUP} `);
    expect(addChunk(c, other[1] ?? '')).toEqual({ ok: false, error: 'chunk/other-file' });
  });

  test.each([
    ['another app', 'https://example.com'],
    ['a link code', 'TRESHAM1 O abcd'],
    ['part 0', 'TRESHAM1 F 0123abcd 0/3 AAAA'],
    ['a part past the end', 'TRESHAM1 F 0123abcd 4/3 AAAA'],
  ])('refuses %s', (_name, code) => {
    expect(addChunk(NOTHING_COLLECTED, code)).toEqual({ ok: false, error: 'chunk/malformed' });
  });

  test('a damaged part is caught when the whole is put together', async () => {
    const codes = [...(await chunks())];
    const last = codes.length - 1;
    codes[last] = (codes[last] ?? '').replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect(await assemble(collect(codes))).toEqual({ ok: false, error: 'chunk/corrupt' });
  });

  test(`a file that needs more than ${MAX_CHUNKS} codes is refused: hand it over as a file`, async () => {
    let seed = 2463534242;
    const random = (): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % 90;
    };
    const noise = Array.from({ length: 60_000 }, () => String.fromCharCode(33 + random())).join('');
    expect(await toChunks(noise)).toEqual({ ok: false, error: 'chunk/too-long' });
  });
});
