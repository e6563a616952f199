/**
 * The page side of the core flows: one self-contained function, sent as source to the page by any
 * driver (drivers.ts), that finds controls by the words a player reads (a label, a button's name)
 * and acts on them as a tap or typing does. Self-contained: it must not refer to anything outside.
 *
 * - `fill`: the value set as typing sets it (the input's own setter, then input and change events).
 * - `click`: the element scrolled to the centre of the screen and clicked (a fixed bar would cover
 *   it otherwise); a disabled one is not clicked (the step polls until it is enabled).
 * Every op answers at once; the node side polls (steps.ts) for the screen's answer.
 */
export type Op =
  | ['text']
  | ['hash']
  | ['fill', string, string]
  | ['select', string, string]
  | ['click', string, boolean]
  | ['clickSel', string]
  | ['count', string]
  | ['named', string, boolean]
  | ['attr', string, string]
  | ['textOf', string]
  | ['value', string]
  | ['controlled']
  | ['catchDownloads']
  | ['downloaded']
  | ['importFile', string, string, string];

export function dom(...op: Op): unknown {
  const norm = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (e: Element): boolean => (e as HTMLElement).getClientRects().length > 0;
  const nameOf = (e: Element): string => {
    const aria = e.getAttribute('aria-label');
    if (aria) return norm(aria);
    const by = e.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const labels = (e as HTMLInputElement).labels;
    if (labels && labels.length > 0) return norm(labels[0]?.textContent);
    return norm(e.textContent);
  };
  const control = (label: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | undefined =>
    [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].find(
      (e) => (/^[#[]/.test(label) ? e.matches(label) : nameOf(e) === label) && shown(e),
    );
  const setValue = (e: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void => {
    const proto = Object.getPrototypeOf(e) as object;
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) setter.call(e, value);
    else e.value = value;
    e.dispatchEvent(new Event('input', { bubbles: true }));
    e.dispatchEvent(new Event('change', { bubbles: true }));
  };
  switch (op[0]) {
    case 'text':
      return document.body.innerText;
    case 'hash':
      return location.hash;
    case 'fill':
    case 'select': {
      const e = control(op[1]);
      if (e === undefined || e.disabled) return false;
      if (op[0] === 'select' && ![...(e as HTMLSelectElement).options].some((o) => o.value === op[2])) return false;
      setValue(e, op[2]);
      return true;
    }
    case 'click': {
      const [, name, prefix] = op;
      const hit = [...document.querySelectorAll<HTMLElement>('button, a, [role="button"], summary, input[type="radio"], input[type="checkbox"]')].find((e) => {
        const n = nameOf(e);
        return (prefix ? n.startsWith(name) : n === name) && shown(e);
      });
      if (hit === undefined || (hit as HTMLButtonElement).disabled) return false;
      hit.scrollIntoView({ block: 'center' });
      hit.click();
      return true;
    }
    case 'clickSel': {
      const hit = document.querySelector<HTMLElement>(op[1]);
      if (hit === null || !shown(hit) || (hit as HTMLButtonElement).disabled) return false;
      hit.scrollIntoView({ block: 'center' });
      hit.click();
      return true;
    }
    case 'named': {
      const [, name, prefix] = op;
      return [...document.querySelectorAll('button, a, [role="button"], input, select, textarea')].some((e) => {
        const n = nameOf(e);
        return (prefix ? n.startsWith(name) : n === name) && shown(e);
      });
    }
    case 'count':
      return document.querySelectorAll(op[1]).length;
    case 'attr':
      return document.querySelector(op[1])?.getAttribute(op[2]) ?? null;
    case 'value':
      return (document.querySelector(op[1]) as HTMLTextAreaElement | HTMLInputElement | null)?.value ?? '';
    case 'textOf':
      return norm(document.querySelector(op[1])?.textContent);
    case 'controlled':
      return navigator.serviceWorker?.controller != null;
    case 'catchDownloads': {
      // The file the app hands to the browser as a download: the link's blob, kept in the page
      // (the page's CSP lets no fetch read a blob: URL), and no download started.
      const blobs: Blob[] = [];
      (window as unknown as { treshamBlobs: Blob[] }).treshamBlobs = blobs;
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (o: Blob | MediaSource) => {
        if (o instanceof Blob) blobs.push(o);
        return create(o);
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download === '') click.call(this);
      };
      // No share sheet: the app falls back to its download.
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
      return true;
    }
    case 'downloaded':
      return Promise.all(((window as unknown as { treshamBlobs?: Blob[] }).treshamBlobs ?? []).map((b) => b.text()));
    case 'importFile': {
      // The file a player picks, set on the file input as the picker sets it.
      const [, selector, name, text] = op;
      const input = document.querySelector<HTMLInputElement>(selector);
      if (input === null) return false;
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: 'application/json' }));
      input.files = data.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }
  }
  return undefined;
}
