/**
 * Link codes: what one phone shows the other as a QR code to set up a WebRTC data channel with no
 * server. A browser's session description (SDP) is reduced to what the other side needs (ICE user
 * fragment and password, DTLS fingerprint and role, host candidates) in a compact text, and an SDP
 * is rebuilt from it. The host's code (an offer) also carries a one-time secret the guest must
 * repeat over the encrypted channel before the host accepts it.
 *
 * Pure: no browser globals, so it is unit-tested on SDP captured from Chromium.
 */
import { err, ok, type Result } from '../engine/result';

/** The first word of every code: a code from another app (or a newer Tresham) is refused. */
export const CODE_PREFIX = 'TRESHAM1';
/** Longer codes are refused before parsing: a version-25 QR code at level M holds about 1,000 bytes. */
export const MAX_CODE_LENGTH = 1000;

export type DtlsRole = 'actpass' | 'active' | 'passive';

export interface Candidate {
  /** An IPv4 or IPv6 address, or an mDNS name (`<uuid>.local`) that hides the address. */
  readonly address: string;
  readonly port: number;
}

export interface Description {
  readonly ufrag: string;
  readonly pwd: string;
  /** The SHA-256 fingerprint of the DTLS certificate: 32 bytes. */
  readonly fingerprint: readonly number[];
  readonly role: DtlsRole;
  readonly candidates: readonly Candidate[];
}

export type LinkCode =
  | { readonly kind: 'offer'; readonly description: Description; readonly secret: string }
  /** `offer` is the ICE user fragment of the offer answered: a host refuses an answer to another code. */
  | { readonly kind: 'answer'; readonly description: Description; readonly offer: string };

export type CodeProblem =
  | 'code/too-long'
  | 'code/not-tresham'
  /** A Tresham code of another version of the app (its first word names another format). */
  | 'code/other-version'
  | 'code/wrong-kind'
  | 'code/malformed'
  | 'code/other-offer'
  | 'sdp/no-ice'
  | 'sdp/no-fingerprint'
  | 'sdp/no-candidates';

const ICE_CHARS = /^[A-Za-z0-9+/]{4,256}$/;
const SECRET = /^[A-Za-z0-9_-]{16,64}$/;
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6 = /^[0-9a-fA-F:]{2,39}$/;
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding. */
export function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function fromBase64Url(text: string): number[] | undefined {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) return undefined;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 255);
    }
  }
  return bytes;
}

/** Reads what the other side needs from a browser's SDP (its host UDP candidates only). */
export function describe(sdp: string): Result<Description, CodeProblem> {
  const lines = sdp.split(/\r?\n/);
  const value = (prefix: string): string | undefined =>
    lines
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
  const ufrag = value('a=ice-ufrag:');
  const pwd = value('a=ice-pwd:');
  if (ufrag === undefined || pwd === undefined || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return err('sdp/no-ice');
  const fp = value('a=fingerprint:');
  const match = fp === undefined ? null : /^sha-256 ((?:[0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2})$/.exec(fp);
  if (match?.[1] === undefined) return err('sdp/no-fingerprint');
  const fingerprint = match[1].split(':').map((h) => Number.parseInt(h, 16));
  const setup = value('a=setup:');
  const role: DtlsRole = setup === 'active' || setup === 'passive' ? setup : 'actpass';
  const candidates: Candidate[] = [];
  for (const line of lines) {
    if (!line.startsWith('a=candidate:')) continue;
    const [, , protocol, , address, port, , type] = line.slice('a=candidate:'.length).trim().split(/\s+/);
    if (protocol?.toLowerCase() !== 'udp' || type !== 'host' || address === undefined) continue;
    if (!validAddress(address) || !validPort(Number(port))) continue;
    if (candidates.some((c) => c.address === address && c.port === Number(port))) continue;
    candidates.push({ address, port: Number(port) });
  }
  if (candidates.length === 0) return err('sdp/no-candidates');
  return ok({ ufrag, pwd, fingerprint, role, candidates });
}

function validAddress(address: string): boolean {
  const v4 = IPV4.exec(address);
  if (v4) return v4.slice(1).every((p) => Number(p) <= 255);
  return MDNS.test(address) || (address.includes(':') && IPV6.test(address));
}

function validPort(port: number): boolean {
  return Number.isInteger(port) && port > 0 && port < 65536;
}

/** An SDP the browser accepts as the remote description, rebuilt from a description. */
export function toSdp(d: Description): string {
  const candidates = d.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${2113937151 - i} ${c.address} ${c.port} typ host generation 0`);
  const hex = d.fingerprint.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':');
  return `${[
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates,
    'a=end-of-candidates',
    `a=ice-ufrag:${d.ufrag}`,
    `a=ice-pwd:${d.pwd}`,
    `a=fingerprint:sha-256 ${hex}`,
    `a=setup:${d.role}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ].join('\r\n')}\r\n`;
}

const ROLE_LETTER: Record<DtlsRole, string> = { actpass: 'X', active: 'A', passive: 'P' };

function candidateText(c: Candidate): string {
  const m = MDNS.exec(c.address);
  const hex = m ? m.slice(1).join('') : undefined;
  const bytes = hex?.match(/../g)?.map((h) => Number.parseInt(h, 16));
  return `${bytes ? `m${toBase64Url(bytes)}` : c.address}_${c.port}`;
}

function parseCandidate(text: string): Candidate | undefined {
  const [address, port, ...rest] = text.split('_');
  if (address === undefined || port === undefined || rest.length > 0 || !/^\d{1,5}$/.test(port) || !validPort(Number(port))) return undefined;
  let full = address;
  if (address.startsWith('m')) {
    const bytes = fromBase64Url(address.slice(1));
    if (bytes?.length !== 16 || address.length !== 23) return undefined;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    full = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  }
  return validAddress(full) ? { address: full, port: Number(port) } : undefined;
}

/**
 * The text of a link code: `TRESHAM1 O|A <ufrag> <pwd> <fingerprint> <role> <candidates> <last>`,
 * where `last` is the one-time secret in an offer, and in an answer the user fragment of the offer
 * it answers.
 */
export function formatCode(code: LinkCode): string {
  const d = code.description;
  const words = [
    CODE_PREFIX,
    code.kind === 'offer' ? 'O' : 'A',
    d.ufrag,
    d.pwd,
    toBase64Url(d.fingerprint),
    ROLE_LETTER[d.role],
    d.candidates.map(candidateText).join(','),
  ];
  words.push(code.kind === 'offer' ? code.secret : code.offer);
  return words.join(' ');
}

/** Reads a scanned or pasted code; `expected` is the kind this side is waiting for. */
export function parseCode(text: string, expected: LinkCode['kind']): Result<LinkCode, CodeProblem> {
  if (text.length > MAX_CODE_LENGTH) return err('code/too-long');
  const words = text.trim().split(/\s+/);
  if (words[0] !== CODE_PREFIX) return err(/^TRESHAM\d+$/.test(words[0] ?? '') ? 'code/other-version' : 'code/not-tresham');
  const kind = words[1] === 'O' ? 'offer' : words[1] === 'A' ? 'answer' : undefined;
  if (kind !== expected) return err('code/wrong-kind');
  const [, , ufrag, pwd, fp, roleLetter, cands, secret, ...extra] = words;
  if (extra.length > 0 || ufrag === undefined || pwd === undefined || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return err('code/malformed');
  const fingerprint = fp === undefined ? undefined : fromBase64Url(fp);
  if (fingerprint?.length !== 32 || fp?.length !== 43) return err('code/malformed');
  const role = (Object.keys(ROLE_LETTER) as DtlsRole[]).find((r) => ROLE_LETTER[r] === roleLetter);
  if (role === undefined || (kind === 'offer') !== (role === 'actpass')) return err('code/malformed');
  const candidates = (cands ?? '').split(',').map(parseCandidate);
  if (candidates.length === 0 || candidates.length > 8 || candidates.some((c) => c === undefined)) return err('code/malformed');
  const description: Description = { ufrag, pwd, fingerprint, role, candidates: candidates as Candidate[] };
  if (kind === 'answer') return secret !== undefined && ICE_CHARS.test(secret) ? ok({ kind, description, offer: secret }) : err('code/malformed');
  if (secret === undefined || !SECRET.test(secret)) return err('code/malformed');
  return ok({ kind, description, secret });
}
