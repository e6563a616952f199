import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { parseAdvCivEntry, parseAdvCivSetup } from '../../../../src/engine/rulesets/advciv/parse';
import { validateAdvCivSetup } from '../../../../src/engine/rulesets/advciv/game';
import { DEFAULT_SETTINGS } from '../../../../src/engine/rulesets/advciv/settings';
import { setupOf, FIVE } from './helpers';

const record = (setup: unknown, entries: unknown[]) => ({ schemaVersion: 1, id: 'g', name: 'n', createdAt: 't', ruleset: 'advciv', setup, entries });

describe('advciv record gate: untrusted setups and entries are checked, never trusted', () => {
  test("a setup without settings takes the rulings' defaults", () => {
    const r = parseAdvCivSetup({ players: [{ name: 'A', nation: 'egypt' }] });
    expect(r).toEqual({ ok: true, value: { players: [{ name: 'A', nation: 'egypt' }], variants: [], settings: DEFAULT_SETTINGS } });
  });
  test.each([
    [{ kind: 'census', tokens: { atlantis: 3 } }, 'tokens.atlantis', 'shape/unknown-value'],
    [{ kind: 'census', tokens: { egypt: -1 } }, 'tokens.egypt', 'shape/out-of-range'],
    [{ kind: 'purchase', nation: 'egypt', cards: ['wheel'] }, 'cards[0]', 'shape/unknown-value'],
    [{ kind: 'trade-cards', nation: 'egypt', stacks: [0] }, 'stacks[0]', 'shape/out-of-range'],
    [{ kind: 'hand', nation: 'egypt', cards: { grain: 'three' } }, 'cards.grain', 'shape/wrong-type'],
    [{ kind: 'cities', cities: { egypt: 2 }, razed: { egypt: -1 } }, 'razed.egypt', 'shape/out-of-range'],
    [{ kind: 'teleport' }, 'kind', 'shape/unknown-value'],
    [{ nation: 'egypt' }, 'kind', 'shape/missing'],
  ] as const)('%j -> %s %s', (raw, path, code) => {
    const r = parseAdvCivEntry(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContainEqual(expect.objectContaining({ path, code }));
  });
  test('24.52 a cities entry keeps the cities razed (the pillage limit)', () => {
    const raw = { kind: 'cities', cities: { egypt: 2 }, pillage: { egypt: 3 }, razed: { egypt: 1 } };
    expect(parseAdvCivEntry(JSON.parse(JSON.stringify(raw)))).toEqual({ ok: true, value: raw });
  });
  test('parseRecord reports a bad entry with its place in the record', () => {
    const r = parseRecord(
      record({ players: [{ name: 'A', nation: 'egypt' }] }, [
        { at: 't', entry: { kind: 'ast' } },
        { at: 't', entry: { kind: 'census', tokens: { egypt: 'x' } } },
      ]),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContainEqual(expect.objectContaining({ path: 'entries[1].entry.tokens.egypt', code: 'shape/wrong-type' }));
  });
  test('a setting outside its options is refused', () => {
    const r = parseAdvCivSetup({ players: [], settings: { taxRevolt: 'never' } });
    expect(r.ok).toBe(false);
  });
  test('36.1 an unknown variant in a setup is refused by the setup rules', () => {
    const s = setupOf(FIVE, {}, ['40.1' as never]);
    expect(validateAdvCivSetup(s).map((v) => v.code)).toContain('setup/unknown-variant');
  });
});
