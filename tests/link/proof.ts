/** A phone's seat proof for the link tests: made as a real phone makes it (seat-key.ts), from a key named after the phone. */
import { seatProof } from '../../src/link/seat-key';

export const proofOf = (phone: string, tableId = 'table'): string => seatProof(`key-of-${phone}`, tableId);
