/**
 * A drawn picture as a PNG, made on the phone with no network: the SVG on screen is serialized,
 * loaded as an image from a blob, drawn to a canvas (twice its size, for a sharp picture) and
 * encoded with canvas.toBlob. The SVG carries its colours and fonts as attributes (no CSS), so the
 * image is what the screen shows.
 */
export async function svgToPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const text = new XMLSerializer().serializeToString(clone);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('no 2d canvas');
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b === null ? reject(new Error('no PNG')) : resolve(b)), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
