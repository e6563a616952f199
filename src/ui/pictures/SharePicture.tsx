/**
 * Share or save a picture (shared): once the picture is drawn, it is made into a PNG on the phone
 * (no network); the share sheet is offered where the browser says it can share files
 * (navigator.canShare), and a link saves the file everywhere (a.download).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { svgToPng } from './png';

type Made =
  | { readonly state: 'making' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly file: File; readonly url: string; readonly share: boolean };

export function SharePicture({ svgId, fileName, title, version }: { svgId: string; fileName: string; title: string; version: string }) {
  const [made, setMade] = useState<Made>({ state: 'making' });
  useEffect(() => {
    let live = true;
    let url: string | undefined;
    setMade({ state: 'making' });
    const svg = document.getElementById(svgId);
    if (!(svg instanceof SVGSVGElement)) {
      setMade({ state: 'failed' });
      return;
    }
    svgToPng(svg)
      .then((blob) => {
        if (!live) return;
        const file = new File([blob], fileName, { type: 'image/png' });
        url = URL.createObjectURL(blob);
        const share = typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
        setMade({ state: 'ready', file, url, share });
      })
      .catch(() => {
        if (live) setMade({ state: 'failed' });
      });
    return () => {
      live = false;
      if (url !== undefined) URL.revokeObjectURL(url);
    };
  }, [svgId, fileName, version]);
  if (made.state === 'making')
    return (
      <p class="small muted" role="status">
        {t('pictures.end.making')}
      </p>
    );
  if (made.state === 'failed')
    return (
      <p class="violation" role="status">
        {t('pictures.end.failed')}
      </p>
    );
  return (
    <div data-testid="picture-ready" data-bytes={made.file.size}>
      <p class="small muted" role="status">
        {t('pictures.end.ready', { kb: Math.max(1, Math.round(made.file.size / 1024)) })}
      </p>
      <div class="row">
        {made.share && (
          <button type="button" class="btn primary" onClick={() => void navigator.share({ files: [made.file], title }).catch(() => undefined)}>
            {t('pictures.end.share')}
          </button>
        )}
        <a class="btn" href={made.url} download={fileName} data-testid="picture-save">
          {t('pictures.end.save')}
        </a>
      </div>
    </div>
  );
}
