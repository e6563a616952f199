/**
 * The core flows' steps on the node side, for any engine (drivers.ts): each sends one page-side op
 * (page-side.ts) and polls for the screen's answer, never waiting a fixed time.
 */
import { expect } from 'vitest';
import type { Phone } from './drivers';
import { dom, type Op } from './page-side';

/** A screen's answer on this 2-core machine, shared by several browsers at once. */
export const ANSWER_MS = 20_000;

export const ask = <R>(phone: Phone, ...op: Op): Promise<R> => phone.run(dom, ...op) as Promise<R>;

/** Polls an op until it succeeds (the control is there and enabled), so a tap never races the screen. */
async function until(phone: Phone, what: string, ...op: Op): Promise<void> {
  await expect.poll(() => ask<boolean>(phone, ...op), { timeout: ANSWER_MS, message: `${phone.engine}: ${what}` }).toBe(true);
}

/**
 * A finger taps a screen it has seen: the app takes no tap on a form drawn from a new log until that
 * screen is painted (useEntry: two frames, at most 100 ms), so a step waits for two frames and that
 * time before it taps, as no player taps sooner.
 */
const painted = (phone: Phone): Promise<unknown> =>
  phone.run(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 120)))));

export const tap = async (phone: Phone, name: string): Promise<void> => {
  await painted(phone);
  await until(phone, `tap "${name}"`, 'click', name, false);
};
export const tapStarting = async (phone: Phone, name: string): Promise<void> => {
  await painted(phone);
  await until(phone, `tap "${name}…"`, 'click', name, true);
};
export const tapAt = async (phone: Phone, selector: string): Promise<void> => {
  await painted(phone);
  await until(phone, `tap ${selector}`, 'clickSel', selector);
};
export const type = (phone: Phone, label: string, value: string | number): Promise<void> =>
  until(phone, `type ${value} in "${label}"`, 'fill', label, String(value));
export const choose = (phone: Phone, label: string, value: string): Promise<void> => until(phone, `choose ${value} in "${label}"`, 'select', label, value);

/** Waits until the screen shows `text` (or matches it). */
export async function see(phone: Phone, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => ask<string>(phone, 'text'), { timeout: ANSWER_MS, message: `${phone.engine}: the screen shows ${String(text)}` })
    .toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text);
}

/** Waits until a control named `name` (its label or aria-label, as a screen reader reads it) shows. */
export async function seeControl(phone: Phone, name: string): Promise<void> {
  await expect
    .poll(() => ask<boolean>(phone, 'named', name, false), { timeout: ANSWER_MS, message: `${phone.engine}: the screen offers "${name}"` })
    .toBe(true);
}

export async function count(phone: Phone, selector: string, n: number): Promise<void> {
  await expect.poll(() => ask<number>(phone, 'count', selector), { timeout: ANSWER_MS, message: `${phone.engine}: ${n} × ${selector}` }).toBe(n);
}

export const phase = (phone: Phone): Promise<string | null> => ask<string | null>(phone, 'attr', '#phase-h', 'data-phase');

export async function atPhase(phone: Phone, p: string): Promise<void> {
  await expect.poll(() => phase(phone), { timeout: ANSWER_MS, message: `${phone.engine}: the walker shows ${p}` }).toBe(p);
}

export async function pastPhase(phone: Phone, p: string): Promise<void> {
  await expect.poll(async () => ((await phase(phone)) ?? p) !== p, { timeout: ANSWER_MS, message: `${phone.engine}: the walker leaves ${p}` }).toBe(true);
}

/** Opens a hash route of the app already loaded (as a tap on a link does). */
export async function route(phone: Phone, hash: string): Promise<void> {
  await phone.run((h: string) => {
    location.hash = h;
  }, hash);
  await expect.poll(() => ask<string>(phone, 'hash'), { timeout: ANSWER_MS }).toBe(hash);
}

export async function serviceWorkerControls(phone: Phone): Promise<void> {
  await expect.poll(() => ask<boolean>(phone, 'controlled'), { timeout: 30_000, message: `${phone.engine}: the service worker controls the page` }).toBe(true);
}

/** The game's id from the route `#/game/<id>/turn`, once the game screen shows. */
export async function gameScreen(phone: Phone): Promise<string> {
  await expect
    .poll(() => ask<string>(phone, 'hash'), { timeout: ANSWER_MS, message: `${phone.engine}: the game screen opens` })
    .toMatch(/^#\/game\/[^/]+\/turn$/);
  await count(phone, '#phase-h', 1);
  return decodeURIComponent(/^#\/game\/([^/]+)\//.exec(await ask<string>(phone, 'hash'))?.[1] ?? '');
}

/** Goes to `p` by its chip where the walker offers one, else by "next" (going on where it asks about typing left). */
export async function goToPhase(phone: Phone, p: string): Promise<void> {
  for (let i = 0; i < 14; i++) {
    const now = await phase(phone);
    if (now === p) return;
    const chip = `button.step-go[data-step="${p}"]`;
    await tapAt(phone, (await ask<number>(phone, 'count', chip)) > 0 ? chip : '[data-testid="next-phase"]');
    await expect
      .poll(async () => (await phase(phone)) !== now || (await ask<number>(phone, 'count', '[data-testid="leave-phase"]')) > 0, { timeout: ANSWER_MS })
      .toBe(true);
    if ((await ask<number>(phone, 'count', '[data-testid="leave-phase"] button.primary')) > 0) await tapAt(phone, '[data-testid="leave-phase"] button.primary');
    await pastPhase(phone, now ?? '');
  }
  throw new Error(`${phone.engine}: the walker never reached ${p}`);
}
