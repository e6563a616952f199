/** Reads a link code: with the camera (scan.ts), or pasted as text. Calls `onCode` until it accepts one. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { MessageKey } from '../../messages/catalog';
import { type Scanner, startScanner } from '../../../link/scan';

export function ScanBox({ onCode, testId }: { readonly onCode: (text: string) => Promise<boolean>; readonly testId: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | undefined>(undefined);
  const busy = useRef(false);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [pasted, setPasted] = useState('');

  const stop = (): void => {
    scanner.current?.stop();
    scanner.current = undefined;
    setScanning(false);
  };
  useEffect(() => stop, []);

  const take = async (text: string): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (await onCode(text)) stop();
    } finally {
      busy.current = false;
    }
  };
  const start = async (): Promise<void> => {
    setProblem(undefined);
    if (video.current === null) return;
    setScanning(true);
    try {
      scanner.current = await startScanner(video.current, (text) => void take(text));
    } catch (e) {
      setScanning(false);
      setProblem(e instanceof Error ? e.message : 'scan/no-camera');
    }
  };

  return (
    <div class="scan-box" data-testid={testId}>
      {/* biome-ignore lint/a11y/useMediaCaption: the camera view is silent (audio: false): there is nothing to caption */}
      <video ref={video} aria-label={t('phones.scan.video')} hidden={!scanning} style="width: 100%; max-width: 320px; display: block; margin: 0 auto" />
      {scanning ? (
        <button type="button" class="btn" onClick={stop}>
          {t('phones.scan.stop')}
        </button>
      ) : (
        <button type="button" class="btn primary" onClick={() => void start()} data-testid={`${testId}-camera`}>
          {t('phones.scan.camera')}
        </button>
      )}
      {problem && (
        <p class="violation" role="alert">
          {t(`phones.problem.${problem}` as MessageKey)}
        </p>
      )}
      <label class="field">
        <span>{t('phones.scan.paste')}</span>
        <textarea rows={3} value={pasted} onInput={(e) => setPasted(e.currentTarget.value)} data-testid={`${testId}-paste`} />
      </label>
      <button type="button" class="btn" disabled={pasted.trim() === ''} onClick={() => void take(pasted.trim())}>
        {t('phones.scan.use')}
      </button>
    </div>
  );
}
