/**
 * The live side of "Play with several phones", for the screens: pairing (pairing.ts), hosting and
 * taking over (hosting.ts), joining (joining.ts) and the guest's stored copy (copy.ts).
 */
export { COPY_RETRY_MS, copyConflict, copyProblem, localCopyOf } from './copy';
export { type HostHub, hostGame, type LinkedPhone, MAX_BUFFERED } from './hosting';
export { type GuestLink, type GuestStatus, joinTable } from './joining';
export { HostingRefused, hostedHub, joinedLink, LINK_OPEN_MS, opened, seatsOf } from './pairing';
