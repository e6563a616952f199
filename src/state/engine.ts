/**
 * What the browser's engine lacks, for the screens that must say so: WebRTC (linking phones), and
 * WebKit's rule that a site not added to the home screen loses its storage after days without use
 * (every browser on an iPhone is WebKit).
 */

/** The browser can link phones (WebRTC): some builds have no RTCPeerConnection. */
export function canLinkPhones(scope: { readonly RTCPeerConnection?: unknown } = globalThis): boolean {
  return typeof scope.RTCPeerConnection === 'function';
}

/**
 * WebKit (Safari, and every browser on an iPhone or iPad, whose user agent names no Chrome/ but
 * CriOS/ or FxiOS/), not Blink (Chrome/, also on Android's WebView) or Gecko (no AppleWebKit/).
 */
export function isWebKit(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium|Edg|OPR|SamsungBrowser)\//.test(userAgent) && !/Android/.test(userAgent);
}

/** Opened from the home screen (an installed app): WebKit then keeps its storage. */
export function fromHomeScreen(): boolean {
  const nav = globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined;
  return nav?.standalone === true || globalThis.matchMedia?.('(display-mode: standalone)').matches === true;
}
