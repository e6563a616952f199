/**
 * WebRTC with no server: one RTCPeerConnection per guest, `iceServers: []` so only the phones'
 * own addresses on the local network (home Wi-Fi or a hotspot) are tried, and one data channel
 * (negotiated, so neither side waits for the other to open it). The descriptions travel as link
 * codes (signal.ts) shown and scanned as QR codes; candidates are gathered in full before a code is
 * shown, since there is no way to trickle them later.
 */
import { describe, formatCode, type LinkCode, parseCode, toBase64Url, toSdp, type CodeProblem } from './signal';

/** Gathering on a phone takes well under a second; past this the code is shown with what is there. */
const GATHER_TIMEOUT_MS = 4000;

export interface Link {
  readonly channel: RTCDataChannel;
  readonly connection: RTCPeerConnection;
  /** Resolves once the data channel is open. */
  readonly open: Promise<void>;
  close(): void;
}

function newLink(): Link {
  const connection = new RTCPeerConnection({ iceServers: [] });
  const channel = connection.createDataChannel('tresham', { negotiated: true, id: 0, ordered: true });
  const open = new Promise<void>((resolve, reject) => {
    channel.addEventListener('open', () => resolve(), { once: true });
    connection.addEventListener('connectionstatechange', () => {
      if (connection.connectionState === 'failed') reject(new Error('link/failed'));
    });
  });
  open.catch(() => undefined);
  return { channel, connection, open, close: () => connection.close() };
}

function gathered(connection: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (connection.iceGatheringState === 'complete') return resolve();
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    connection.addEventListener('icegatheringstatechange', () => {
      if (connection.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** A fresh one-time secret: 16 random bytes as base64url. */
export function newSecret(): string {
  return toBase64Url([...crypto.getRandomValues(new Uint8Array(16))]);
}

export class LinkCodeError extends Error {
  constructor(readonly problem: CodeProblem) {
    super(problem);
  }
}

function codeOf(sdp: string | undefined, make: (d: Extract<LinkCode, { kind: 'offer' }>['description']) => LinkCode): string {
  const d = describe(sdp ?? '');
  if (!d.ok) throw new LinkCodeError(d.error);
  return formatCode(make(d.value));
}

export interface HostInvite {
  readonly link: Link;
  readonly secret: string;
  /** The code to show the guest. */
  readonly code: string;
  /** Takes the guest's answer code (scanned or pasted); throws LinkCodeError for a bad code. */
  accept(answer: string): Promise<void>;
}

/** The host's side: an offer for one guest. */
export async function invite(): Promise<HostInvite> {
  const link = newLink();
  const secret = newSecret();
  await link.connection.setLocalDescription(await link.connection.createOffer());
  await gathered(link.connection);
  const code = codeOf(link.connection.localDescription?.sdp, (description) => ({ kind: 'offer', description, secret }));
  const ownUfrag = code.split(' ')[2];
  return {
    link,
    secret,
    code,
    async accept(answer) {
      const parsed = parseCode(answer, 'answer');
      if (!parsed.ok || parsed.value.kind !== 'answer') throw new LinkCodeError(parsed.ok ? 'code/wrong-kind' : parsed.error);
      // An answer to an earlier code (another phone's screen, an old photo) would never connect.
      if (parsed.value.offer !== ownUfrag) throw new LinkCodeError('code/other-offer');
      await link.connection.setRemoteDescription({ type: 'answer', sdp: toSdp(parsed.value.description) });
    },
  };
}

export interface GuestReply {
  readonly link: Link;
  /** The secret to repeat in the hello. */
  readonly secret: string;
  /** The answer code to show the host. */
  readonly code: string;
}

/** The guest's side: answers the host's code (scanned or pasted); throws LinkCodeError for a bad code. */
export async function answer(offer: string): Promise<GuestReply> {
  const parsed = parseCode(offer, 'offer');
  if (!parsed.ok || parsed.value.kind !== 'offer') throw new LinkCodeError(parsed.ok ? 'code/wrong-kind' : parsed.error);
  const link = newLink();
  await link.connection.setRemoteDescription({ type: 'offer', sdp: toSdp(parsed.value.description) });
  await link.connection.setLocalDescription(await link.connection.createAnswer());
  await gathered(link.connection);
  const answered = parsed.value.description.ufrag;
  const code = codeOf(link.connection.localDescription?.sdp, (description) => ({ kind: 'answer', description, offer: answered }));
  return { link, secret: parsed.value.secret, code };
}
