import { describe, expect, test } from 'vitest';
import { decodeQrForTest } from './qr-decode';
import { encodeQr } from '../../src/link/qr';
import { CODE_PREFIX, describe as describeSdp, formatCode, fromBase64Url, type LinkCode, parseCode, toBase64Url, toSdp } from '../../src/link/signal';

// An offer and an answer as Chromium 14x gathered them with `iceServers: []` (mDNS host candidates).
const OFFER = `v=0
o=- 127902199028690779 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:160907447 1 udp 2113937151 c83f0f2d-52b3-4e77-a663-032e5a3dda23.local 56509 typ host generation 0 network-cost 999
a=candidate:249900039 1 udp 2113942271 e2f99812-0769-46e5-ac87-d43544a73770.local 53728 typ host generation 0 network-cost 999
a=candidate:3 1 tcp 1518280447 192.168.1.20 9 typ host tcptype active generation 0
a=candidate:4 1 udp 1677729535 203.0.113.9 40000 typ srflx raddr 0.0.0.0 rport 0 generation 0
a=ice-ufrag:gt9u
a=ice-pwd:2do/SdHbvB/G9g4AnA10LUdR
a=ice-options:trickle
a=fingerprint:sha-256 18:5F:CD:D2:15:1F:14:82:0D:1F:83:5E:A6:23:99:3C:32:3A:E1:E5:9B:F7:C0:85:F5:CA:4B:D5:C3:C8:6D:FE
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`;
const ANSWER = OFFER.replace('a=setup:actpass', 'a=setup:active')
  .replace('c83f0f2d-52b3-4e77-a663-032e5a3dda23.local 56509', '192.168.1.23 53382')
  .replace('e2f99812-0769-46e5-ac87-d43544a73770.local 53728', 'fe80::1c2:3ff:fe44:5566 50485');
const SECRET = 'q7Rk2w9XbZ0aLmNoPq1RsT';

function offerCode(): LinkCode {
  const d = describeSdp(OFFER);
  if (!d.ok) throw new Error(d.error);
  return { kind: 'offer', description: d.value, secret: SECRET };
}

describe('link codes: an SDP reduced to what the other phone needs', () => {
  test('keeps ICE credentials, the SHA-256 fingerprint, the role and only the UDP host candidates', () => {
    const d = describeSdp(OFFER);
    expect(d.ok && d.value).toEqual({
      ufrag: 'gt9u',
      pwd: '2do/SdHbvB/G9g4AnA10LUdR',
      fingerprint: expect.any(Array),
      role: 'actpass',
      candidates: [
        { address: 'c83f0f2d-52b3-4e77-a663-032e5a3dda23.local', port: 56509 },
        { address: 'e2f99812-0769-46e5-ac87-d43544a73770.local', port: 53728 },
      ],
    });
    expect(d.ok && d.value.fingerprint[0]).toBe(0x18);
  });

  test('an offer code round-trips, is a fraction of the SDP and rebuilds an SDP with the same essentials', () => {
    const code = offerCode();
    const text = formatCode(code);
    expect(text.startsWith(`${CODE_PREFIX} O `)).toBe(true);
    expect(text.length).toBeLessThan(OFFER.length / 3);
    expect(parseCode(text, 'offer')).toEqual({ ok: true, value: code });
    const rebuilt = describeSdp(toSdp(code.description));
    expect(rebuilt).toEqual({ ok: true, value: code.description });
  });

  test('an answer with IPv4 and IPv6 candidates round-trips and names the offer it answers, not its secret', () => {
    const d = describeSdp(ANSWER);
    if (!d.ok) throw new Error(d.error);
    expect(d.value.role).toBe('active');
    const text = formatCode({ kind: 'answer', description: d.value, offer: 'gt9u' });
    expect(text).not.toContain(SECRET);
    expect(parseCode(text, 'answer')).toEqual({ ok: true, value: { kind: 'answer', description: d.value, offer: 'gt9u' } });
    expect(parseCode(text.replace(/ gt9u$/, ''), 'answer')).toEqual({ ok: false, error: 'code/malformed' });
  });

  test('an SDP without ICE credentials, fingerprint or host candidates gives a typed problem', () => {
    expect(describeSdp(OFFER.replace(/a=ice-pwd:.*\n/, ''))).toEqual({ ok: false, error: 'sdp/no-ice' });
    expect(describeSdp(OFFER.replace(/a=fingerprint:.*\n/, 'a=fingerprint:sha-1 AB:CD\n'))).toEqual({ ok: false, error: 'sdp/no-fingerprint' });
    expect(describeSdp(OFFER.replace(/a=candidate:.*host.*\n/g, ''))).toEqual({ ok: false, error: 'sdp/no-candidates' });
  });

  const good = (): string => formatCode(offerCode());
  test.each([
    ['another app', 'https://example.com/', 'code/not-tresham'],
    ['a code of another version of the app', good().replace(CODE_PREFIX, 'TRESHAM2'), 'code/other-version'],
    ['too long', `${CODE_PREFIX} O ${'x'.repeat(1200)}`, 'code/too-long'],
    ['an answer where an offer is awaited', good().replace(' O ', ' A '), 'code/wrong-kind'],
    ['a short fingerprint', good().replace(/ (\S{43}) X /, ' AAAA X '), 'code/malformed'],
    ['an offer that claims the active role', good().replace(' X ', ' A '), 'code/malformed'],
    ['a port out of range', good().replace(/_56509/, '_70000'), 'code/malformed'],
    ['a candidate that is no address', good().replace(/m[A-Za-z0-9_-]{22}_56509/, 'evil.example.com_80'), 'code/malformed'],
    ['no secret', good().replace(` ${SECRET}`, ''), 'code/malformed'],
    ['a word too many', `${good()} extra`, 'code/malformed'],
  ])('refuses %s', (_name, text, problem) => {
    expect(parseCode(text, 'offer')).toEqual({ ok: false, error: problem });
  });

  test('base64url round-trips every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Array.from({ length: n }, (_, i) => (i * 37 + n) & 255);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  test('an offer code fits a QR code small enough for a phone screen (version 10 or below) and decodes back', () => {
    const text = good();
    const qr = encodeQr(text);
    expect(qr.size).toBeLessThanOrEqual(57);
    expect(decodeQrForTest(qr)).toBe(text);
  });
});
