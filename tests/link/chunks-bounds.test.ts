/**
 * Bounded input for a hand-over by codes (issue 24, item 5): a part is at most one code's payload,
 * and a whole that would inflate past the 5 MB a backup file may be is refused while inflating,
 * never inflated in full ("chunk/too-long": the player is told to share the game as a file).
 */
import { describe, expect, test } from 'vitest';
import { addChunk, assemble, CHUNK_PAYLOAD, CHUNK_PREFIX, MAX_CHUNKS, NOTHING_COLLECTED, type Collected } from '../../src/link/chunks';
import { toBase64Url } from '../../src/link/signal';
import { MAX_FILE_BYTES } from '../../src/persistence/backup';
import { da, en } from '../../src/ui/messages/catalog';

/** The file id a part names (FNV-1a, as chunks.ts): a forged part set needs it to be taken. */
function fileId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return new Uint8Array(await out.arrayBuffer());
}

describe('issue 24: a pasted hand-over bomb is refused', () => {
  test('a part longer than one code’s payload is no part of a game (a 272 kB paste)', () => {
    const packed = 'A'.repeat(272_000);
    const pasted = `${CHUNK_PREFIX} ${fileId(packed)} 1/1 ${packed}`;
    expect(addChunk(NOTHING_COLLECTED, pasted)).toEqual({ ok: false, error: 'chunk/malformed' });
    expect(addChunk(NOTHING_COLLECTED, `${CHUNK_PREFIX} ${fileId('AB')} 1/1 ${'A'.repeat(CHUNK_PAYLOAD)}`).ok).toBe(true);
  });

  test('codes that inflate past 5 MB are refused while inflating (chunk/too-long), in words', async () => {
    // 30 MB of one letter deflates to about 30 kB: within the codes' count and size limits.
    const packed = toBase64Url([...(await deflate(new Uint8Array(30 * 1024 * 1024).fill(97)))]);
    const total = Math.ceil(packed.length / CHUNK_PAYLOAD);
    expect(total).toBeLessThanOrEqual(MAX_CHUNKS);
    const id = fileId(packed);
    let collected: Collected = NOTHING_COLLECTED;
    for (let i = 0; i < total; i++) {
      const added = addChunk(collected, `${CHUNK_PREFIX} ${id} ${i + 1}/${total} ${packed.slice(i * CHUNK_PAYLOAD, (i + 1) * CHUNK_PAYLOAD)}`);
      if (!added.ok) throw new Error(added.error);
      collected = added.value;
    }
    expect(await assemble(collected)).toEqual({ ok: false, error: 'chunk/too-long' });
    expect(en['phones.problem.chunk/too-long']).toBeTruthy();
    expect(da['phones.problem.chunk/too-long']).toBeTruthy();
  });

  test('codes of a file just under 5 MB still assemble', async () => {
    const text = 'b'.repeat(MAX_FILE_BYTES - 10);
    const packed = toBase64Url([...(await deflate(new TextEncoder().encode(text)))]);
    const total = Math.ceil(packed.length / CHUNK_PAYLOAD);
    const id = fileId(packed);
    let collected: Collected = NOTHING_COLLECTED;
    for (let i = 0; i < total; i++) {
      const added = addChunk(collected, `${CHUNK_PREFIX} ${id} ${i + 1}/${total} ${packed.slice(i * CHUNK_PAYLOAD, (i + 1) * CHUNK_PAYLOAD)}`);
      if (!added.ok) throw new Error(added.error);
      collected = added.value;
    }
    const out = await assemble(collected);
    expect(out.ok && out.value.length).toBe(text.length);
  });
});
