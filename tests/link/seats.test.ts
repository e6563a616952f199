/**
 * My seat (issue 15): a guest phone speaks for its own player only. The host judges which seat a
 * proposed entry speaks for with the ruleset's own view before the engine: a player's purchase
 * (advciv 31) or hand (advciv 31.71) for that player's nation, the census (advciv 21) and the
 * A.S.T. (advciv 33) for the whole table, which the host's phone records.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import { seatOfEntry as eeSeat } from '../../src/engine/rulesets/eastern-empires/views/seats';
import { seatOfEntry as smcSeat } from '../../src/engine/rulesets/smc/views/seats';
import { expectGuest, type HostTable, hostReceive, openTable } from '../../src/link/host';
import { seatsOf } from '../../src/link/session';
import { setupOf } from '../engine/rulesets/advciv/helpers';
import { proofOf } from './proof';

const AT = '2026-11-25T10:00:00.000Z';
const setup = setupOf(['crete', 'italy', 'africa']);
const module = GAMES.advciv;

/** A host of a fresh three-player advciv game with guest `g` greeted and seated at Italy (seat 1). */
function seatedAtItaly(): HostTable<AdvCivSetup, AdvCivState, AdvCivEntry> {
  const game = { id: 'g', ruleset: 'advciv', name: 'Friday', setup, seats: seatsOf(setup) };
  let host = expectGuest(openTable(module, game, setup, module.initialState(setup), []), 'g', 'secret-of-the-guest-0');
  host = hostReceive(host, 'g', JSON.stringify({ t: 'hello', n: 1, v: 5, secret: 'secret-of-the-guest-0' }), AT).table;
  return hostReceive(host, 'g', JSON.stringify({ t: 'seat', n: 2, seat: 1, proof: proofOf('g') }), AT).table;
}

const propose = (host: HostTable<AdvCivSetup, AdvCivState, AdvCivEntry>, entry: AdvCivEntry) =>
  hostReceive(host, 'g', JSON.stringify({ t: 'propose', n: 3, id: 7, base: 0, entry }), AT);

describe('the host accepts from a guest only what speaks for its seat', () => {
  test('advciv 21: the census is the whole table’s: refused to a guest, nothing appended', () => {
    const out = propose(seatedAtItaly(), { kind: 'census', tokens: { crete: 1, italy: 1, africa: 1 } });
    expect(out.appended).toBeUndefined();
    expect(out.send).toEqual([{ to: 'g', message: { t: 'refused', id: 7, reason: 'seat', violations: [{ code: 'link/table-entry', cite: [], params: {} }] } }]);
  });

  test('advciv 31.71: another nation’s hand is refused, naming the seat it speaks for', () => {
    const out = propose(seatedAtItaly(), { kind: 'hand', nation: 'crete', cards: {} });
    expect(out.appended).toBeUndefined();
    const message = out.send[0]?.message;
    expect(message?.t === 'refused' && message.reason).toBe('seat');
    expect(message?.t === 'refused' && message.violations[0]).toEqual({ code: 'link/other-seat', cite: [], params: { seat: seatsOf(setup)[0] } });
  });

  test('advciv 31.71: the guest’s own hand passes the seat check and goes on to the engine', () => {
    const out = propose(seatedAtItaly(), { kind: 'hand', nation: 'italy', cards: {} });
    const message = out.send[0]?.message;
    // Not the seat: the engine judges it (the turn is not at its card phase yet).
    expect(message?.t === 'refused' ? message.reason : 'appended').not.toBe('seat');
  });
});

describe('each ruleset says which seat an entry speaks for', () => {
  test('ee: a purchase speaks for its civilization’s seat, the census for the table', () => {
    const ee = {
      players: [
        { name: 'Ann', civ: 'shang' },
        { name: 'Bo', civ: 'indus' },
      ],
    } as never;
    expect(eeSeat(ee, { kind: 'hand', civ: 'indus' } as never)).toBe(1);
    expect(eeSeat(ee, { kind: 'census' } as never)).toBe('table');
  });

  test('smc: a purchase speaks for its player’s seat, a battle for the table', () => {
    const smc = {
      players: [
        { id: 'p1', name: 'Ann' },
        { id: 'p2', name: 'Bo' },
      ],
    } as never;
    expect(smcSeat(smc, { kind: 'purchase', player: 'p2', items: [] } as never)).toBe(1);
    expect(smcSeat(smc, { kind: 'advance-phase' } as never)).toBe('table');
  });
});
