/**
 * A slow phone affects only itself (issue 24 item 4), in real Chromium at 360x640 with three phones
 * linked through the fake camera, no request leaving the app's server. One guest stops as a sleeping
 * phone's page does (`stallable`: what its channel and link deliver waits unread, its clocks stop,
 * nothing leaves it; Chromium's own freezing does not stop a visible headless page). The host and the other guest keep recording and receiving; the host lets the silent phone
 * go (its heartbeat: a phone silent for 10 s; the host's clock is moved on meanwhile, so that the test
 * does not wait those seconds out). When it wakes it reads why (let go as slow), joins again on the same page by scanning the
 * host's code, is back in its seat with no question, is told why it was let go, and holds the
 * table's whole log: nothing lost, nothing doubled (its log continues the host's chain, issue 24 item 2).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pointCameraAt } from './fake-camera';
import { hostImported, joinTable, linkedTablePerFile, poll, recordHere, scan, storedRows } from './link-steps';
import { goToPhase } from './table-steps';

const table = linkedTablePerFile();

/**
 * A phone that can be made to stop as a sleeping phone's page does: while `window.stalled`, every
 * event of its data channels and links (messages, close, state changes) waits unread, its repeating
 * clocks do not run, and nothing it sends leaves it; `window.wake()` delivers what waited, in order.
 */
function stallable(): void {
  const w = window as unknown as { stalled: boolean; wake: () => void };
  const waiting: [EventListener, Event, EventTarget][] = [];
  w.stalled = false;
  w.wake = () => {
    w.stalled = false;
    for (const [listener, event, target] of waiting.splice(0)) listener.call(target, event);
  };
  const hold = (proto: EventTarget) => {
    const add = EventTarget.prototype.addEventListener;
    (proto as { addEventListener: typeof add }).addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (typeof listener !== 'function') return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
      const f = listener as EventListener;
      const held: EventListener = function (this: EventTarget, event: Event) {
        if (w.stalled) waiting.push([f, event, this]);
        else f.call(this, event);
      };
      return add.call(this, type, held, options as AddEventListenerOptions);
    };
  };
  hold(RTCDataChannel.prototype);
  hold(RTCPeerConnection.prototype);
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
    if (w.stalled) return;
    return send.call(this, data);
  };
  const every = window.setInterval.bind(window);
  window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) =>
    every(
      (...a: unknown[]) => {
        if (!w.stalled && typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...rest,
    )) as typeof window.setInterval;
}

/** The five-player Advanced Civilization golden game, turn 4 after the census (its first 12 entries). */
function golden() {
  const record = JSON.parse(readFileSync(new URL('../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8')) as { entries: unknown[] };
  return { ...record, id: 'advciv-stall', name: 'Stalled phone', entries: record.entries.slice(0, 12) };
}

describe('issue 24: one phone stops reading its channel', () => {
  test('the other two keep recording and receiving; the stalled phone, when it resumes, is told it was let go and rejoins with nothing lost', async () => {
    const host = await table.phone();
    // The host's clock is Playwright's (its timers keep their pace; its time can be moved on): installed before the app loads.
    await host.clock.install();
    const id = await hostImported(table, host, golden());
    const ada = await table.phone();
    await joinTable(table, host, ada, 'Ada');
    const bo = await table.phone(stallable);
    await joinTable(table, host, bo, 'Bo');
    await poll(() => host.locator('[data-phone="phone-2"]').getAttribute('data-seat')).toBe('Bo');

    // Bo's phone stops reading its channel: nothing it receives is read, and it sends no ping.
    await bo.evaluate(() => {
      (window as unknown as { stalled: boolean }).stalled = true;
    });
    const frozenAt = Date.now();

    // Ada records her ships through the host (advciv 22); the host records the cities (no change since the census).
    await recordHere(ada);
    await ada.locator('[data-step="ships"]').click();
    await ada.locator('#ships-africa').fill('1');
    await ada.locator('#ships-t-africa').fill('2');
    const ships = ada.getByTestId('ships-form');
    await ships.getByRole('button', { name: 'Record', exact: true }).click();
    await poll(() => ships.innerText()).toContain('Africa: 1 ship recorded.');
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    await goToPhase(host, 'surplus');
    await host.getByRole('button', { name: 'No change since the census' }).click();
    // Ada receives the host's entry: her phone follows the table to the draws.
    await poll(() => ada.locator('#phase-h').getAttribute('data-phase')).toBe('trade-cards');
    await poll(async () => (await storedRows(ada)).length).toBe(14);

    // The host lets the silent phone go (its heartbeat: silent for 10 s); Ada stays linked. The host's
    // time is moved on 5 s at once, as if they had passed for the host alone: Bo, silent since he stopped,
    // is past the 10 s within a few beats; Ada pings every second and stays well inside them (about 4 s
    // to spare on a busy machine).
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await host.locator('[data-phone="phone-1"]').waitFor();
    await host.clock.setSystemTime(Date.now() + 5_000);
    await expect.poll(() => host.locator('[data-phone="phone-2"]').count(), { timeout: 20_000 }).toBe(0);
    console.log(`Bo let go ${((Date.now() - frozenAt) / 1000 + 5).toFixed(1)} s (the host's time) after it stopped reading`);
    expect(await host.locator('[data-phone="phone-1"]').getAttribute('data-connected')).toBe('true');

    // Bo wakes: it reads why, at the end of what was waiting for it.
    await bo.evaluate(() => (window as unknown as { wake: () => void }).wake());
    await bo.getByText('The host let this phone go: it fell behind (its link took no more). Join again: it gets everything it missed.').waitFor();

    // Bo joins again on the same page: back in its seat with no question, told why it was let go.
    await bo.getByRole('button', { name: 'Join again: scan the host’s code' }).click();
    await pointCameraAt(host, 'host-code', table.camera);
    await scan(bo, 'guest-scan', () => bo.getByTestId('guest-code').isVisible());
    await pointCameraAt(bo, 'guest-code', table.camera);
    await scan(host, 'host-scan', () => bo.getByTestId('guest-joined').isVisible());
    await poll(() => host.locator('[data-phone="phone-3"]').getAttribute('data-seat')).toBe('Bo');
    await bo.getByTestId('guest-told').waitFor();
    expect(await bo.getByTestId('guest-conflict').count()).toBe(0);

    // Nothing lost, nothing doubled: Bo's stored log is the host's, entry for entry (each phone's own game id aside).
    const log = async (p: typeof host) => JSON.stringify((await storedRows(p)).map((r) => [r.seq, r.at, r.entry]));
    const hostLog = await log(host);
    expect(JSON.parse(hostLog)).toHaveLength(14);
    await poll(() => log(bo)).toBe(hostLog);
    expect(await log(ada)).toBe(hostLog);
    expect(table.cspViolations).toEqual([]);
  });
});
