/**
 * A game handed over with no link at all, as a short sequence of QR codes: the backup text is
 * compressed (deflate), written in base64url and cut into numbered parts that each fit one code:
 * `TRESHAM1 F <file> <i>/<n> <part>`. The receiving phone collects the parts in any order, checks
 * that they belong to one file and that the whole is intact, and reads the backup through the same
 * restore gate as a file. No browser globals beyond CompressionStream (also in Node).
 */
import { err, ok, type Result } from '../engine/result';
import { MAX_FILE_BYTES } from '../engine/limits';
import { fromBase64Url, toBase64Url } from './signal';

export const CHUNK_PREFIX = 'TRESHAM1 F';
/** Characters of payload per code: with the header, a version-15 QR code at level M. */
export const CHUNK_PAYLOAD = 400;
/** More parts than this is no longer "a short sequence": hand the file over instead. */
export const MAX_CHUNKS = 120;

export type ChunkProblem = 'chunk/malformed' | 'chunk/other-file' | 'chunk/too-long' | 'chunk/corrupt';

/** FNV-1a over the text: names one file, so that parts of two files are never mixed. */
function fileId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The codes that carry `text`, in order; refuses a text that would need more than MAX_CHUNKS. */
export async function toChunks(text: string, payload = CHUNK_PAYLOAD): Promise<Result<readonly string[], ChunkProblem>> {
  const packed = toBase64Url([...(await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')))]);
  const total = Math.max(1, Math.ceil(packed.length / payload));
  if (total > MAX_CHUNKS) return err('chunk/too-long');
  const id = fileId(packed);
  return ok(Array.from({ length: total }, (_, i) => `${CHUNK_PREFIX} ${id} ${i + 1}/${total} ${packed.slice(i * payload, (i + 1) * payload)}`));
}

/** The parts read so far (of one file). */
export interface Collected {
  readonly id?: string;
  readonly total?: number;
  readonly parts: ReadonlyMap<number, string>;
}

export const NOTHING_COLLECTED: Collected = { parts: new Map() };

const CHUNK = /^TRESHAM1 F ([0-9a-f]{8}) (\d{1,3})\/(\d{1,3}) ([A-Za-z0-9_-]+)$/;

/** Adds one scanned code; a part read twice is harmless, a part of another file is refused. */
export function addChunk(collected: Collected, text: string): Result<Collected, ChunkProblem> {
  const m = CHUNK.exec(text.trim());
  if (m === null) return err('chunk/malformed');
  const [, id, i, n, part] = m as unknown as [string, string, string, string, string];
  // A part is at most one code's payload: a pasted text longer than that is no part of a game.
  if (part.length > CHUNK_PAYLOAD) return err('chunk/malformed');
  const index = Number(i);
  const total = Number(n);
  if (total < 1 || total > MAX_CHUNKS || index < 1 || index > total) return err('chunk/malformed');
  if (collected.id !== undefined && (collected.id !== id || collected.total !== total)) return err('chunk/other-file');
  const parts = new Map(collected.parts);
  parts.set(index, part);
  return ok({ id, total, parts });
}

/** Which parts are still missing (1-based), to show the player. */
export function missing(collected: Collected): readonly number[] {
  if (collected.total === undefined) return [];
  return Array.from({ length: collected.total }, (_, i) => i + 1).filter((i) => !collected.parts.has(i));
}

/** The text, once every part is in and the whole matches its file id. */
export async function assemble(collected: Collected): Promise<Result<string, ChunkProblem>> {
  if (collected.total === undefined || missing(collected).length > 0) return err('chunk/malformed');
  const packed = Array.from({ length: collected.total }, (_, i) => collected.parts.get(i + 1) ?? '').join('');
  if (fileId(packed) !== collected.id) return err('chunk/corrupt');
  const bytes = fromBase64Url(packed);
  if (bytes === undefined) return err('chunk/corrupt');
  try {
    const text = await inflateAtMost(new Uint8Array(bytes), MAX_FILE_BYTES);
    if (text === undefined) return err('chunk/too-long');
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(text));
  } catch {
    return err('chunk/corrupt');
  }
}

/**
 * Inflates `bytes`, stopping as soon as the output passes `max` bytes (the file limit a backup has):
 * a small code that would inflate to far more (a "bomb") is refused without ever being held whole.
 */
async function inflateAtMost(bytes: Uint8Array, max: number): Promise<Uint8Array | undefined> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const pieces: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > max) {
      await reader.cancel();
      return undefined;
    }
    pieces.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
