/** SHA-256 as lowercase hex: the engine's (src/engine/hash.ts), also for a seat's proof. */
export { sha256Hex } from '../engine/hash';
