/**
 * A seat belongs to its phone (issue 19 item 8), in real Chromium at 360x640: a host and guests
 * joined through the fake camera, with no request leaving the app's server. A guest that sends a raw
 * seat claim for a seat another phone holds (its own proof, or the holder every phone is told) is
 * refused and nothing changes on the host; a reloaded guest rejoins from the host's game screen and
 * is back in its seat with no question; a guest shows no undo it cannot do; a guest is told within
 * 5 s, on its game screen, that the host has gone, with "Host the game from this phone" and "Join again".
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { storedEntries } from './entries-stored';
import { pointCameraAt } from './fake-camera';
import { hostImported, joinTable, linkedTablePerFile, poll, recordHere, scan, seatedAt } from './link-steps';
import { newGame, THREE_SEATS } from './table-steps';

const table = linkedTablePerFile();

/** The five-player Advanced Civilization golden game, its first `count` entries, as a file named `id` and `name`. */
function golden(id: string, name: string, count: number) {
  const record = JSON.parse(readFileSync(new URL('../fixtures/games/advciv-golden-5p-10t.json', import.meta.url), 'utf8')) as { entries: unknown[] };
  return { ...record, id, name, entries: record.entries.slice(0, count) };
}

/**
 * A hostile phone: every text it sends and receives over its data channel is kept, and the next
 * ping it sends is replaced by the raw message queued in `rawNext` (numbered as that ping was, so
 * the host's gate takes it in order, as a phone running edited code would send it).
 */
function hostileWire(): void {
  const w = window as unknown as { sentOverLink: string[]; heardOverLink: string[]; rawNext: object[] };
  w.sentOverLink = [];
  w.heardOverLink = [];
  w.rawNext = [];
  const listening = new WeakSet<RTCDataChannel>();
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
    if (!listening.has(this)) {
      listening.add(this);
      this.addEventListener('message', (e) => w.heardOverLink.push(String(e.data)));
    }
    let out: unknown = data;
    if (typeof data === 'string') {
      const m = JSON.parse(data) as { t: string; n: number };
      const raw = m.t === 'ping' ? w.rawNext.shift() : undefined;
      if (raw !== undefined) out = JSON.stringify({ ...raw, n: m.n });
      w.sentOverLink.push(String(out));
    }
    return send.call(this, out as never);
  };
}

type Wire = { sentOverLink: string[]; heardOverLink: string[]; rawNext: object[] };
/** A host phone that can be made silent: once `window.silent` is set, nothing it sends leaves it. */
function silenceable(): void {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
    if ((window as unknown as { silent?: boolean }).silent === true) return;
    return send.call(this, data);
  };
}

/** As joinTable, on a guest phone that speaks Danish. */
async function joinTableDa(host: Page, guest: Page, seat: string): Promise<void> {
  await guest.goto(`${table.url}#/phones`);
  await guest.getByRole('button', { name: 'Kom med i værtens spil' }).click();
  await pointCameraAt(host, 'host-code', table.camera);
  await scan(guest, 'guest-scan', () => guest.getByTestId('guest-code').isVisible());
  await pointCameraAt(guest, 'guest-code', table.camera);
  await scan(host, 'host-scan', () => guest.getByTestId('guest-joined').isVisible());
  await guest.getByRole('button', { name: seat }).click();
  await guest.getByTestId('guest-seat').waitFor();
}

const heard = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as Wire).heardOverLink]);
const sent = (page: Page): Promise<string[]> => page.evaluate(() => [...(window as unknown as Wire).sentOverLink]);
const seatLines = (host: Page) => host.getByTestId('host-seats').locator('li > span').allInnerTexts();
const phoneSeats = (host: Page) =>
  host.locator('[data-phone]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('data-phone')}=${l.getAttribute('data-seat')}`));

describe('issue 19 item 8: a seat belongs to its phone', () => {
  test('a raw seat claim from a guest for a seat another phone holds, with its own proof or with the holder it was told, is refused: the host’s seats and phones unchanged, the claimer still in its own seat; only the host frees a seat, in words, and that phone is told, on its game screen too', async () => {
    const host = await table.phone();
    const id = await newGame(host, table.url, 'Bound seats', THREE_SEATS);
    await host.goto(`${table.url}#/phones/${encodeURIComponent(id)}`);
    await host.getByTestId('host-code').waitFor({ timeout: 30_000 });
    const bo = await table.phone();
    await joinTable(table, host, bo, 'Bo');
    await poll(() => host.locator('[data-phone="phone-1"]').getAttribute('data-seat')).toBe('Bo');

    // The second phone is offered no seat another phone holds: Bo's shows as taken, and cannot be tapped.
    const eve = await table.phone(hostileWire);
    await eve.goto(`${table.url}#/phones`);
    await eve.getByRole('button', { name: 'Join the host’s game' }).click();
    await pointCameraAt(host, 'host-code', table.camera);
    await scan(eve, 'guest-scan', () => eve.getByTestId('guest-code').isVisible());
    await pointCameraAt(eve, 'guest-code', table.camera);
    await scan(host, 'host-scan', () => eve.getByTestId('guest-joined').isVisible());
    const boButton = eve.getByRole('button', { name: 'Bo (on another phone)' });
    expect(await boButton.isDisabled()).toBe(true);
    await eve.getByRole('button', { name: 'Cy', exact: true }).click();
    await eve.getByTestId('guest-seat').waitFor();
    await poll(() => phoneSeats(host)).toEqual(['phone-1=Bo', 'phone-2=Cy']);
    const seatsBefore = await seatLines(host);
    expect(seatsBefore).toEqual(['Ann: free', 'Bo: on phone 1', 'Cy: on phone 2']);

    // What Eve's phone read of Bo's seat: its holder, told to every phone. And the proof it sent for its own seat.
    const welcome = (await heard(eve)).map((m) => JSON.parse(m) as { t: string; held?: (string | null)[] }).find((m) => m.t === 'welcome');
    const boHolder = welcome?.held?.[1];
    expect(boHolder).toMatch(/^[0-9a-f]{64}$/);
    const ownClaim = (await sent(eve)).map((m) => JSON.parse(m) as { t: string; proof?: string }).find((m) => m.t === 'seat');
    const answered = (await heard(eve)).filter((m) => m.includes('"t":"seats"')).length;

    // Raw claims for Bo's seat (index 1): with Eve's own proof, then with the holder as if it were a key.
    await eve.evaluate(
      ([own, holder]) => {
        (window as unknown as Wire).rawNext.push({ t: 'seat', seat: 1, proof: own }, { t: 'seat', seat: 1, proof: holder });
      },
      [ownClaim?.proof, boHolder] as const,
    );
    // Both claims left Eve's phone and the host answered each with the seats as they are.
    await poll(async () => (await sent(eve)).filter((m) => m.includes('"t":"seat"') && m.includes('"seat":1')).length).toBe(2);
    await poll(async () => (await heard(eve)).filter((m) => m.includes('"t":"seats"')).length).toBe(answered + 2);
    expect(await phoneSeats(host)).toEqual(['phone-1=Bo', 'phone-2=Cy']);
    expect(await seatLines(host)).toEqual(seatsBefore);
    expect(await eve.getByTestId('guest-seat').textContent()).toBe('This phone is Cy’s.');
    expect(await bo.getByTestId('guest-seat').textContent()).toBe('This phone is Bo’s.');
    // The phones are still linked and the host still takes Eve's pings.
    expect(await host.locator('[data-phone="phone-2"]').getAttribute('data-connected')).toBe('true');

    // Only the host frees a seat (Bo's phone is lost), after saying what that does. Bo's phone is on its game screen.
    await recordHere(bo);
    await host.getByRole('button', { name: 'Free Bo’s seat' }).click();
    expect(await host.getByTestId('host-seats').getByRole('alert').locator('p').textContent()).toBe(
      'Free Bo’s seat? Use this only if Bo’s phone is lost: it no longer records for Bo, and any phone may take the seat.',
    );
    await host.getByRole('button', { name: 'Yes, free Bo’s seat' }).click();
    await poll(() => seatLines(host)).toEqual(['Ann: free', 'Bo: free', 'Cy: on phone 2']);
    // Bo's game screen says why it records for no player now, and leads back to choosing one.
    const freedHere = bo.getByTestId('seat-freed-here');
    await poll(() => freedHere.locator('p').textContent()).toBe(
      'The host freed this phone’s seat: it records for no player now. The phone stays linked and follows the table.',
    );
    expect(await bo.getByTestId('my-seat').count()).toBe(0);
    await freedHere.getByRole('button', { name: 'Choose the player again' }).click();
    await poll(() => bo.getByTestId('seat-freed').textContent()).toBe(
      'The host freed this phone’s seat: it records for no player now. Choose the player again.',
    );
    expect(await bo.getByRole('button', { name: 'Cy (on another phone)' }).isDisabled()).toBe(true);
    expect(table.cspViolations).toEqual([]);
  });

  test('a reloaded guest rejoins from the host’s game screen (the code shown there, without leaving the game) and is back in its seat with no question; a guest shows no undo', async () => {
    const { host, guest: ada, id } = await seatedAt(table, golden('advciv-rejoin', 'Rejoin seats', 12), 'Ada');

    // A guest cannot undo the table's log: no undo on its turn screen (in its own phase, ships) or its log.
    await ada.locator('[data-step="ships"]').click();
    await poll(() => ada.locator('#phase-h').getAttribute('data-phase')).toBe('ships');
    expect(await ada.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
    await ada.evaluate(() => {
      location.hash = location.hash.replace(/\/turn$/, '/log');
    });
    await ada.getByTestId('log').waitFor();
    expect(await ada.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
    expect(await ada.getByRole('button', { name: 'Redo' }).count()).toBe(0);

    // The host plays on its game screen.
    await host.getByRole('link', { name: 'Back to the game (the phones stay linked)' }).click();
    await host.locator('#phase-h').waitFor();
    expect(await host.getByRole('button', { name: /^Undo/ }).count()).toBe(1);

    // Ada's page reloads: it joins again, and the host shows its code on the game screen.
    await ada.reload();
    await ada.goto(`${table.url}#/phones`);
    await ada.getByRole('button', { name: 'Join the host’s game' }).click();
    await host.getByRole('button', { name: 'Show the code for a phone' }).click();
    await pointCameraAt(host, 'host-code', table.camera);
    await scan(ada, 'guest-scan', () => ada.getByTestId('guest-code').isVisible());
    await pointCameraAt(ada, 'guest-code', table.camera);
    await scan(host, 'host-scan', () => ada.getByTestId('guest-joined').isVisible());
    // No question: the seat is Ada's again.
    await poll(() => ada.getByTestId('guest-seat').textContent()).toBe('This phone is Ada’s.');
    expect(await ada.getByTestId('seat-back').textContent()).toBe('This phone is Ada’s again: the host knows it by its key.');
    expect(await ada.getByRole('group', { name: 'Which player are you?' }).count()).toBe(0);
    // The host never left its game.
    expect(host.url()).toContain(`#/game/${encodeURIComponent(id)}/turn`);
    await host.locator('#phase-h').waitFor();
    await poll(() => host.getByTestId('host-seats').locator('li[data-seat-index="0"]').innerText()).toMatch(/^Ada: on phone 2/);
    await recordHere(ada);
    expect(await ada.getByTestId('my-seat').textContent()).toContain('This phone is Ada’s');

    // Issue 24 item 2: Ada's page reloads again while the host undoes its last entry, so the host's log
    // no longer continues the copy Ada holds. Joining, she is told so in words and nothing on her phone
    // changes (joining once more follows the host's game in a conflict copy: tests/link/session-reload.test.ts).
    await ada.reload();
    await host.goto(`${table.url}#/game/${encodeURIComponent(id)}/log`);
    await host.getByTestId('log').waitFor();
    await host.getByRole('button', { name: 'Undo', exact: true }).click();
    await host.getByRole('button', { name: 'Redo' }).waitFor();
    await ada.goto(`${table.url}#/phones`);
    await ada.getByRole('button', { name: 'Join the host’s game' }).click();
    const show = host.getByRole('button', { name: 'Show the code for a phone' });
    if ((await show.count()) > 0) await show.click();
    await pointCameraAt(host, 'host-code', table.camera);
    await scan(ada, 'guest-scan', () => ada.getByTestId('guest-code').isVisible());
    await pointCameraAt(ada, 'guest-code', table.camera);
    await scan(host, 'host-scan', () => ada.getByTestId('guest-conflict').isVisible());
    expect(await ada.getByTestId('guest-conflict').textContent()).toBe(
      'This host’s log stops at 11 entries, and this phone holds 12: a host must continue the table’s log. The link is refused and nothing on this phone was changed. Join again to follow the host’s game in a copy beside yours.',
    );
    expect(await storedEntries(ada)).toBe(12);
    expect(await ada.getByRole('button', { name: 'Join again: scan the host’s code' }).count()).toBe(1);
    expect(table.cspViolations).toEqual([]);
  });

  test('the host’s phone goes silent (asleep, out of range): within 5 s the guest’s game screen says the host is gone, with Host the game from this phone and Join again; hosting from it works', async () => {
    const host = await table.phone(silenceable);
    await hostImported(table, host, golden('advciv-host-gone', 'Host gone', 10));
    const ada = await table.phone();
    await joinTable(table, host, ada, 'Ada');
    await recordHere(ada);
    expect(await ada.getByTestId('host-gone').count()).toBe(0);
    // Nothing more leaves the host's phone; its channel stays open (no close reaches the guest).
    const silent = await host.evaluate(() => {
      (window as unknown as { silent: boolean }).silent = true;
      return Date.now();
    });
    const notice = ada.getByTestId('host-gone');
    await notice.waitFor({ timeout: 10_000 });
    const told = await ada.evaluate(() => Date.now());
    console.log(`host silent, told on the guest's game screen after ${((told - silent) / 1000).toFixed(1)} s`);
    expect(told - silent).toBeLessThan(5_000);
    expect(await notice.getAttribute('data-why')).toBe('host-gone');
    expect(await notice.locator('p').textContent()).toBe(
      'The host’s phone is gone: no word from it for a few seconds. Nothing is recorded on this phone until it links again.',
    );
    expect(await notice.getByRole('button', { name: 'Join again' }).count()).toBe(1);
    // Still the game screen, and this phone holds the whole log: it hosts the game.
    await ada.locator('#phase-h').waitFor();
    await notice.getByRole('button', { name: 'Host the game from this phone' }).click();
    await ada.getByTestId('host-code').waitFor({ timeout: 30_000 });
    await poll(() => ada.getByTestId('host-log-length').textContent()).toBe('10 entries in the log');
    expect(table.cspViolations).toEqual([]);
  });

  test('the host’s page closes: the guest’s game screen says so within 5 s, in Danish too', async () => {
    const host = await table.phone();
    await hostImported(table, host, golden('advciv-host-closed', 'Host closed', 10));
    const ada = await table.phone(() => localStorage.setItem('tresham.preferences', JSON.stringify({ language: 'da' })));
    await ada.goto(table.url);
    await joinTableDa(host, ada, 'Ada');
    await ada.getByRole('link', { name: 'Registrér på denne telefon (værten tjekker hver registrering)' }).click();
    await ada.locator('#phase-h').waitFor();
    const left = Date.now();
    await host.close();
    const notice = ada.getByTestId('host-gone');
    await notice.waitFor({ timeout: 5_000 });
    expect(Date.now() - left).toBeLessThan(5_000);
    expect(await notice.locator('p').textContent()).toMatch(/^Værtens telefon er væk|^Værten har forladt bordet/);
    expect(await notice.getByRole('button', { name: 'Vær vært for spillet fra denne telefon' }).count()).toBe(1);
    expect(await notice.getByRole('button', { name: 'Kom med igen' }).count()).toBe(1);
    expect(table.cspViolations).toEqual([]);
  });
});
