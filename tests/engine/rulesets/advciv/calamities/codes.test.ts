import { EVERY_STACK_DRAWN } from '../helpers';
/** The calamity violation codes no other test reaches, each with the rule it cites. */
import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import type { CalamitiesEntry, CalamityResolution } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import type { HeldCalamity } from '../../../../../src/engine/rulesets/advciv/calc/calamity-order';
import { advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';

const NATIONS: NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];
const SETUP: AdvCivSetup = { players: NATIONS.map((nation) => ({ name: nation, nation })), variants: [], settings: DEFAULT_SETTINGS };
function stateWith(players: Partial<Record<NationId, { cities: number; cards?: CardId[] }>>): AdvCivState {
  const s = advcivInitialState(SETUP);
  return {
    ...s,
    phase: 'trade',
    draws: EVERY_STACK_DRAWN,
    players: s.players.map((p) => {
      const q = players[p.nation] ?? { cities: 3 };
      return { ...p, cities: q.cities, stock: null, cards: Object.fromEntries((q.cards ?? []).map((c) => [c, 1])) };
    }),
  };
}
const TOKENS = { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 20 } as const;
const held = (calamity: CalamityId, holder: NationId, tradedBy: NationId | null = null): HeldCalamity<NationId> => ({ calamity, holder, tradedBy });
const entry = (h: HeldCalamity<NationId>[], resolutions: CalamityResolution[], extra: Partial<CalamitiesEntry> = {}): CalamitiesEntry => ({
  kind: 'calamities',
  held: h,
  tokens: TOKENS,
  resolutions,
  ...extra,
});
const L = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });
/** The violations with the given code, as [code, rules cited]. */
const found = (s: AdvCivState, e: CalamitiesEntry, code: string) =>
  calamities
    .validate(s, e, SETUP)
    .filter((v) => v.code === code)
    .map((v) => [v.code, v.cite.map((c) => c.rule)]);

describe('advciv calamity codes with their rules', () => {
  const s = stateWith({ egypt: { cities: 4, cards: ['pottery'] }, italy: { cities: 3, cards: ['pottery'] } });

  test('30.312, 8.1 no more Grain shown than the eight Grain cards', () => {
    const famine = (grain: number) =>
      entry(
        [held('famine', 'egypt')],
        [
          {
            calamity: 'famine',
            assigned: [
              { player: 'italy', amount: 8 },
              { player: 'africa', amount: 8 },
              { player: 'crete', amount: 4 },
            ],
            grain: { egypt: grain },
            losses: { egypt: L(0), italy: L(8), africa: L(8), crete: L(4) },
          },
        ],
      );
    expect(found(s, famine(9), 'calamity/grain-count')).toEqual([['calamity/grain-count', ['30.312', '8.1']]]);
    // Eight Grain shown: 10 - 32, never below zero (30.312); accepted.
    expect(calamities.validate(s, famine(8), SETUP)).toEqual([]);
  });

  test('29.61 a resolution for a calamity nobody holds is refused', () => {
    const e = entry([held('superstition', 'egypt')], [{ calamity: 'superstition', losses: { egypt: L(0, [2, 2, 2]) } }, { calamity: 'piracy' }]);
    expect(found(s, e, 'calamity/not-held')).toEqual([['calamity/not-held', ['29.61']]]);
  });

  test('30.4121 a Civil War with a beneficiary needs the factions declared', () => {
    // Egypt has 20 tokens on the board and 4 cities; Africa, with 3 cities, has more units in stock (30.411).
    const e = entry([held('civil-war', 'egypt')], [{ calamity: 'civil-war' }], { tokens: { ...TOKENS, egypt: 20, africa: 1 } });
    expect(found(s, e, 'calamity/civil-war-missing')).toEqual([['calamity/civil-war-missing', ['30.4121']]]);
  });

  test('30.212 an earthquake victim needs an adjacent city of the primary victim, who has none', () => {
    const none = stateWith({ egypt: { cities: 0 } });
    const e = entry([held('volcano', 'egypt')], [{ calamity: 'volcano', earthquakeVictim: 'italy', losses: { italy: L(0, [2]) } }]);
    expect(found(none, e, 'calamity/earthquake-without-city')).toEqual([['calamity/earthquake-without-city', ['30.212']]]);
  });

  test('30.212 the earthquake victim must be another player in the game', () => {
    const e = entry([held('volcano', 'egypt')], [{ calamity: 'volcano', earthquakeVictim: 'egypt', losses: { egypt: L(0, [], 1) } }]);
    expect(found(s, e, 'calamity/secondary-unknown')).toEqual([['calamity/secondary-unknown', ['30.212']]]);
  });
});

describe('advciv 30.514, R-G2 a Flood with no map fact entered is not skipped', () => {
  const s = stateWith({ egypt: { cities: 4 } });
  const flood = (r: Omit<CalamityResolution, 'calamity'>) => entry([held('flood', 'egypt')], [{ calamity: 'flood', ...r }]);
  test('no flood plain and no coastal count entered: every city counts as coastal, one is eliminated', () => {
    expect(calamities.validate(s, flood({ losses: { egypt: L(0, [], 1) } }), SETUP)).toEqual([]);
    const v = calamities.validate(s, flood({ losses: {} }), SETUP);
    expect(v.map((x) => x.code)).toContain('calamity/cities-lost-count');
    expect(v.flatMap((x) => x.cite.map((c) => c.rule))).toContain('30.514');
  });
  test('the table enters no coastal city: unaffected', () => {
    expect(calamities.validate(s, flood({ coastal: { egypt: 0 }, losses: {} }), SETUP)).toEqual([]);
  });
});
