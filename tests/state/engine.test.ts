/** What the browser's engine lacks (issue 20): WebKit told apart from Blink and Gecko by its user agent; WebRTC by its constructor. */
import { describe, expect, test } from 'vitest';
import { canLinkPhones, isWebKit } from '../../src/state/engine';

describe('the engine a phone runs', () => {
  test.each([
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Chrome on an iPhone (WebKit underneath)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Firefox on an iPhone (WebKit underneath)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      true,
    ],
    ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', true],
    ['WebKitGTK MiniBrowser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15', true],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', false],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      false,
    ],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', false],
    ['desktop Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', false],
  ])('%s: WebKit %s', (_name, ua, webkit) => {
    expect(isWebKit(ua)).toBe(webkit);
  });

  test('phones link only where the browser has RTCPeerConnection', () => {
    expect(canLinkPhones({ RTCPeerConnection: class {} })).toBe(true);
    expect(canLinkPhones({})).toBe(false);
    expect(canLinkPhones({ RTCPeerConnection: undefined })).toBe(false);
  });
});
