/**
 * Reading a QR code with the camera: getUserMedia's video drawn to a canvas a few times a second
 * and decoded by the browser's BarcodeDetector where it has one, or by the decoder bundled with the
 * app (jsQR, loaded only here) where it lacks one (desktop Chromium on Linux, iOS Safari).
 */
export type ScanProblem = 'scan/no-camera' | 'scan/denied';

interface Detector {
  detect(source: CanvasImageSource): Promise<readonly { readonly rawValue: string }[]>;
}

type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

async function decoder(): Promise<(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => Promise<string | undefined>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: readonly string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas).catch(() => []))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  return async (canvas, ctx) => {
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data || undefined;
  };
}

export interface Scanner {
  stop(): void;
}

/**
 * Shows the camera in `video` and calls `onText` with each decoded code until stopped (the caller
 * stops when a code is accepted). Rejects with a ScanProblem when there is no camera or no consent.
 */
export async function startScanner(video: HTMLVideoElement, onText: (text: string) => void): Promise<Scanner> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('scan/no-camera' satisfies ScanProblem);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (e) {
    throw new Error((e instanceof DOMException && e.name === 'NotAllowedError' ? 'scan/denied' : 'scan/no-camera') satisfies ScanProblem);
  }
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play().catch(() => undefined);
  const decode = await decoder();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let running = true;
  const tick = async (): Promise<void> => {
    if (!running) return;
    if (ctx && video.videoWidth > 0) {
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      ctx.drawImage(video, 0, 0);
      const text = await decode(canvas, ctx);
      if (running && text) onText(text);
    }
    if (running) setTimeout(() => void tick(), 120);
  };
  void tick();
  return {
    stop() {
      running = false;
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
