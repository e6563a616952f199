import { EVERY_STACK_DRAWN } from '../helpers';
/** Each calamity resolved through the phase entry, with and without the cards that change it. */
import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CalamitiesEntry, CalamityResolution, Conversion } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
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
type P = { cities: number; cards?: CardId[] };
function stateWith(players: Partial<Record<NationId, P>>): AdvCivState {
  const s = advcivInitialState(SETUP);
  // Turn 2: the cards below were acquired in turn 1, as every card held at a calamity phase was
  // (purchases come after calamities, 18.1), so their attributes serve (31.53).
  return {
    ...s,
    turn: 2,
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
const one = (h: HeldCalamity<NationId>, r: Omit<CalamityResolution, 'calamity'>, extra: Partial<CalamitiesEntry> = {}): CalamitiesEntry => ({
  kind: 'calamities',
  held: [h],
  tokens: TOKENS,
  resolutions: [{ calamity: h.calamity, ...r }],
  ...extra,
});
const codes = (s: AdvCivState, e: CalamitiesEntry): string[] => calamities.validate(s, e, SETUP).map((v) => v.code);
const L = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });

describe('advciv 30.21 Volcanic Eruption or Earthquake (entry)', () => {
  const s = stateWith({ egypt: { cities: 4 }, babylon: { cities: 3, cards: ['engineering'] } });
  test('30.211 eruption: every player’s losses in the touched areas are entered', () => {
    expect(codes(s, one(held('volcano', 'egypt'), { volcano: true, losses: { egypt: L(3, [], 1), italy: L(4) } }))).toEqual([]);
  });
  test('30.211 no eruption without a city of the primary victim', () => {
    const none = stateWith({ egypt: { cities: 0 } });
    expect(codes(none, one(held('volcano', 'egypt'), { volcano: true, losses: {} }))).toEqual(['calamity/volcano-needs-city']);
  });
  test('30.212 earthquake: one city destroyed and one neighbouring city of another player reduced', () => {
    expect(codes(s, one(held('volcano', 'egypt'), { earthquakeVictim: 'italy', losses: { egypt: L(0, [], 1), italy: L(0, [2]) } }))).toEqual([]);
  });
  test('30.212 the other city is reduced, not destroyed', () => {
    expect(codes(s, one(held('volcano', 'egypt'), { earthquakeVictim: 'italy', losses: { egypt: L(0, [], 1), italy: L(0, [], 1) } }))).toEqual([
      'calamity/cities-reduced-count',
    ]);
  });
  test('30.213 an Engineering holder may not be chosen', () => {
    expect(codes(s, one(held('volcano', 'egypt'), { earthquakeVictim: 'babylon', losses: { egypt: L(0, [], 1), babylon: L(0, [2]) } }))).toEqual([
      'calamity/secondary-not-eligible',
    ]);
  });
  test('30.213 with Engineering the primary victim’s city is reduced', () => {
    const eng = stateWith({ egypt: { cities: 4, cards: ['engineering'] } });
    expect(codes(eng, one(held('volcano', 'egypt'), { earthquakeVictim: null, losses: { egypt: L(0, [2]) } }))).toEqual([]);
    expect(codes(eng, one(held('volcano', 'egypt'), { earthquakeVictim: null, losses: { egypt: L(0, [], 1) } }))).toEqual(['calamity/cities-reduced-count']);
  });
});

describe('advciv 30.32 Superstition (entry)', () => {
  test.each<[string, CardId[], number[]]>([
    ['30.321 three cities', [], [1, 1, 1]],
    ['30.322 Mysticism: two', ['mysticism'], [1, 1]],
    ['30.322 Deism: one', ['deism'], [1]],
    ['30.322 Enlightenment: none', ['enlightenment'], []],
  ])('%s', (_name, cards, reduced) => {
    const s = stateWith({ egypt: { cities: 5, cards } });
    expect(codes(s, one(held('superstition', 'egypt', 'crete'), { losses: { egypt: L(0, reduced) } }))).toEqual([]);
    expect(codes(s, one(held('superstition', 'egypt', 'crete'), { losses: { egypt: L(0, [...reduced, 1]) } }))).toEqual(['calamity/cities-reduced-count']);
  });
});

describe('advciv 30.51 Flood (entry)', () => {
  const s = stateWith({ egypt: { cities: 4 }, babylon: { cities: 3, cards: ['engineering'] } });
  test('30.511-30.512 17 from the primary victim, ten divided among others on the plain', () => {
    const e = one(held('flood', 'egypt'), {
      floodPlain: { egypt: 22, babylon: 9, italy: 4 },
      assigned: [
        { player: 'babylon', amount: 6 },
        { player: 'italy', amount: 4 },
      ],
      losses: { egypt: L(2, [], 3), babylon: L(1, [], 1), italy: L(4) },
    });
    expect(codes(s, e)).toEqual([]);
  });
  test('30.515 Engineering: a secondary victim loses at most seven', () => {
    const e = one(held('flood', 'egypt'), {
      floodPlain: { egypt: 22, babylon: 9, italy: 4 },
      assigned: [
        { player: 'babylon', amount: 8 },
        { player: 'italy', amount: 2 },
      ],
      losses: { egypt: L(2, [], 3), babylon: L(3, [], 1), italy: L(2) },
    });
    expect(codes(s, e)).toEqual(['calamity/secondary-over-cap']);
  });
  test('30.514 off the flood plain: one coastal city eliminated; secondaries are not named', () => {
    expect(codes(s, one(held('flood', 'egypt'), { coastal: { egypt: 2 }, losses: { egypt: L(0, [], 1) } }))).toEqual([]);
    expect(
      codes(s, one(held('flood', 'egypt'), { coastal: { egypt: 2 }, assigned: [{ player: 'italy', amount: 4 }], losses: { egypt: L(0, [], 1) } })),
    ).toEqual(['calamity/field-not-used']);
  });
  test('30.514 no coastal city: unaffected', () => {
    expect(codes(s, one(held('flood', 'egypt'), { coastal: { egypt: 0 }, losses: {} }))).toEqual([]);
  });
  test('R-G2 a map fact beyond what the player has is refused', () => {
    expect(codes(s, one(held('flood', 'egypt'), { floodPlain: { egypt: 50 }, losses: { egypt: L(2, [], 3) } }))).toContain('calamity/map-fact-out-of-range');
  });
});

describe('advciv 30.52 Barbarian Hordes (entry)', () => {
  const s = stateWith({ egypt: { cities: 4 }, crete: { cities: 3 } });
  test('30.5212 the losses played out on the map are entered, for any nation the Barbarians meet', () => {
    expect(codes(s, one(held('barbarian-hordes', 'egypt', 'italy'), { losses: { egypt: L(6, [], 2), babylon: L(3) } }))).toEqual([]);
  });
  test('30.527, R-A13 Crete: no effect', () => {
    expect(codes(s, one(held('barbarian-hordes', 'crete', 'italy'), { losses: {} }))).toEqual([]);
    expect(codes(s, one(held('barbarian-hordes', 'crete', 'italy'), { losses: { crete: L(3) } }))).toEqual(['calamity/no-effect']);
  });
});

describe('advciv 30.61 Epidemic (entry)', () => {
  // Enough tokens that city support holds afterwards (29.8).
  const RICH = { africa: 30, italy: 30, crete: 30, babylon: 30, egypt: 30 } as const;
  const s = stateWith({
    egypt: { cities: 4, cards: ['medicine', 'roadbuilding'] },
    africa: { cities: 3, cards: ['medicine'] },
    italy: { cities: 3, cards: ['roadbuilding'] },
  });
  test('30.613-30.615 Egypt loses 13; Africa 10 - 5; Italy 10 + 5; Babylon 5; Crete traded it and is immune', () => {
    const e = one(
      held('epidemic', 'egypt', 'crete'),
      {
        assigned: [
          { player: 'africa', amount: 10 },
          { player: 'italy', amount: 10 },
          { player: 'babylon', amount: 5 },
        ],
        losses: { egypt: L(13), africa: L(5), italy: L(15), babylon: L(5) },
      },
      { tokens: RICH },
    );
    expect(codes(s, e)).toEqual([]);
  });
  test('29.61 naming Crete, who traded it, is refused', () => {
    const e = one(
      held('epidemic', 'egypt', 'crete'),
      {
        assigned: [
          { player: 'crete', amount: 10 },
          { player: 'italy', amount: 10 },
          { player: 'babylon', amount: 5 },
        ],
        losses: { egypt: L(13), crete: L(10), italy: L(15), babylon: L(5) },
      },
      { tokens: RICH },
    );
    expect(codes(s, e)).toEqual(['calamity/secondary-not-eligible']);
  });
  test('30.612 a city eliminated by Epidemic leaves a token', () => {
    const e = one(
      held('epidemic', 'egypt', 'crete'),
      {
        assigned: [
          { player: 'africa', amount: 10 },
          { player: 'italy', amount: 10 },
          { player: 'babylon', amount: 5 },
        ],
        losses: { egypt: L(8, [], 1), africa: L(5), italy: L(15), babylon: L(5) },
      },
      { tokens: RICH },
    );
    expect(codes(s, e)).toEqual(['calamity/city-must-leave-token']);
  });
});

describe('advciv 30.71 Civil Disorder (entry)', () => {
  test.each<[string, number, CardId[], number]>([
    ['30.711 all but three', 7, [], 4],
    ['30.712 Law and Democracy', 7, ['law', 'democracy'], 2],
    ['30.713-30.714 Military and Roadbuilding', 6, ['military', 'roadbuilding'], 5],
  ])('%s', (_name, cities, cards, reduced) => {
    const s = stateWith({ egypt: { cities, cards } });
    const r = Array.from({ length: reduced }, () => 1);
    expect(codes(s, one(held('civil-disorder', 'egypt', 'crete'), { losses: { egypt: L(0, r) } }, { tokens: { ...TOKENS, egypt: 30 } }))).toEqual([]);
  });
});

describe('advciv 30.91 Piracy (entry)', () => {
  const s = stateWith({ egypt: { cities: 4 }, africa: { cities: 3 }, italy: { cities: 3 } });
  test('30.911-30.912 two coastal cities of the victim and one each of two others; the trader is immune', () => {
    const e = one(held('piracy', 'egypt', 'crete'), {
      assigned: [
        { player: 'africa', amount: 1 },
        { player: 'italy', amount: 1 },
      ],
      losses: { egypt: L(0, [], 2), africa: L(0, [], 1), italy: L(0, [], 1) },
    });
    expect(codes(s, e)).toEqual([]);
    const after = explainCalamities(s, e, SETUP).end;
    expect([after.egypt?.cities, after.africa?.cities, after.italy?.cities]).toEqual([2, 2, 2]);
  });
  test('30.911 one coastal city (map fact): only one is lost', () => {
    const e = one(held('piracy', 'egypt', 'crete'), {
      coastal: { egypt: 1 },
      assigned: [
        { player: 'africa', amount: 1 },
        { player: 'italy', amount: 1 },
      ],
      losses: { egypt: L(0, [], 1), africa: L(0, [], 1), italy: L(0, [], 1) },
    });
    expect(codes(s, e)).toEqual([]);
  });
  test('30.912 two cities of one secondary victim are refused', () => {
    const e = one(held('piracy', 'egypt', 'crete'), { assigned: [{ player: 'africa', amount: 2 }], losses: { egypt: L(0, [], 2), africa: L(0, [], 2) } });
    expect(codes(s, e)).toEqual(['calamity/secondary-over-cap']);
  });
});

describe('advciv 32.941-32.942 Monotheism conversion at the end of the calamity phase', () => {
  const s = stateWith({ egypt: { cities: 4, cards: ['monotheism'] }, africa: { cities: 3, cards: ['theology'] }, italy: { cities: 3, cards: ['monotheism'] } });
  const conv = (conversions: Conversion[]): CalamitiesEntry => ({ kind: 'calamities', held: [], tokens: TOKENS, resolutions: [], conversions });
  test('Egypt converts a city of Babylon', () => {
    expect(codes(s, conv([{ by: 'egypt', from: 'babylon', cities: 1, tokens: 0 }]))).toEqual([]);
    const after = calamities.apply(s, conv([{ by: 'egypt', from: 'babylon', cities: 1, tokens: 0 }]), SETUP);
    expect(after.players.filter((p) => p.nation === 'egypt' || p.nation === 'babylon').map((p) => p.cities)).toEqual([2, 5]);
  });
  test.each<[string, Conversion[], string]>([
    ['32.941 without Monotheism', [{ by: 'babylon', from: 'crete', cities: 0, tokens: 2 }], 'calamity/conversion-without-monotheism'],
    [
      '32.941 one area only',
      [
        { by: 'egypt', from: 'babylon', cities: 0, tokens: 2 },
        { by: 'egypt', from: 'crete', cities: 0, tokens: 1 },
      ],
      'calamity/conversion-twice',
    ],
    ['32.942 not a Monotheism holder', [{ by: 'egypt', from: 'italy', cities: 0, tokens: 2 }], 'calamity/conversion-target-immune'],
    ['32.952 not a Theology holder', [{ by: 'egypt', from: 'africa', cities: 0, tokens: 2 }], 'calamity/conversion-target-immune'],
    ['32.941 an area holds a city or tokens, not both', [{ by: 'egypt', from: 'babylon', cities: 1, tokens: 2 }], 'calamity/conversion-area'],
  ])('%s', (_name, conversions, code) => {
    expect(codes(s, conv(conversions))).toContain(code);
  });
  test('32.942 the converter needs the units in stock', () => {
    const full = stateWith({ egypt: { cities: 9, cards: ['monotheism'] } });
    expect(codes(full, conv([{ by: 'egypt', from: 'babylon', cities: 1, tokens: 0 }]))).toContain('calamity/conversion-no-stock');
  });
});

describe('advciv section 30 fields a calamity does not use are refused', () => {
  const s = stateWith({ egypt: { cities: 5 } });
  test('Superstition names no secondary victims', () => {
    expect(codes(s, one(held('superstition', 'egypt', 'crete'), { assigned: [{ player: 'italy', amount: 1 }], losses: { egypt: L(0, [1, 1, 1]) } }))).toEqual([
      'calamity/field-not-used',
    ]);
  });
  test('30.211 the eruption eliminates the primary victim’s city in the touched area', () => {
    expect(codes(s, one(held('volcano', 'egypt'), { volcano: true, losses: { egypt: L(3) } }))).toEqual(['calamity/cities-lost-count']);
  });
});
