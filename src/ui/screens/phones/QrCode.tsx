/** A link code shown as a QR code (one SVG path), with its text to copy or share where no camera is at hand. */
import { useMemo, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { encodeQr, qrPath } from '../../../link/qr';

export function QrCode({ text, testId }: { readonly text: string; readonly testId: string }) {
  const qr = useMemo(() => encodeQr(text), [text]);
  const [copied, setCopied] = useState(false);
  const side = qr.size + 8;
  const copy = async (): Promise<void> => {
    await navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div class="qr-code" data-testid={testId}>
      <svg
        viewBox={`-4 -4 ${side} ${side}`}
        role="img"
        aria-label={t('phones.code.image')}
        data-size={qr.size}
        shape-rendering="crispEdges"
        style="width: 100%; max-width: 320px; background: #fff; display: block; margin: 0 auto"
      >
        <path d={qrPath(qr)} fill="#000" />
      </svg>
      <label class="field">
        <span>{t('phones.code.label')}</span>
        <textarea readOnly rows={3} value={text} data-testid={`${testId}-text`} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div class="row">
        <button type="button" class="btn" onClick={() => void copy()}>
          {t(copied ? 'phones.code.copied' : 'phones.code.copy')}
        </button>
        {'share' in navigator && (
          <button type="button" class="btn" onClick={() => void navigator.share({ text }).catch(() => undefined)}>
            {t('phones.code.share')}
          </button>
        )}
      </div>
    </div>
  );
}
