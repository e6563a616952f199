import { EVERY_STACK_DRAWN } from '../helpers';
import { describe, expect, test } from 'vitest';
import { calamities, calamityHandlers } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { calamityOrder, calamityRequirement, explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CalamitiesEntry, CalamityResolution } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import { parseCalamitiesEntry } from '../../../../../src/engine/rulesets/advciv/entries/calamity-parse';
import type { HeldCalamity } from '../../../../../src/engine/rulesets/advciv/calc/calamity-order';
import { advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';

// Five players: 47 tokens each (16.5).
const NATIONS: NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];
const setup = (variants: AdvCivSetup['variants'] = []): AdvCivSetup => ({
  players: NATIONS.map((nation) => ({ name: nation, nation })),
  variants,
  settings: DEFAULT_SETTINGS,
});

interface P {
  cities: number;
  treasury?: number;
  cards?: CardId[];
  inert?: boolean;
}
/** A state in the trade phase after every stack was drawn from; cities, treasury and cards as given. */
function stateWith(players: Partial<Record<NationId, P>>): AdvCivState {
  const s = advcivInitialState(setup());
  return {
    ...s,
    phase: 'trade',
    draws: EVERY_STACK_DRAWN,
    players: s.players.map((p) => {
      const q = players[p.nation] ?? { cities: 3 };
      return {
        ...p,
        cities: q.cities,
        treasury: q.treasury ?? 0,
        stock: null,
        status: q.inert === true ? 'inert' : 'active',
        cards: Object.fromEntries((q.cards ?? []).map((c) => [c, 1])),
      };
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
const codes = (s: AdvCivState, e: CalamitiesEntry, su = setup()): string[] => calamities.validate(s, e, su).map((v) => v.code);
const L = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });

describe('advciv 29.3-29.61 who holds which calamity and who traded it', () => {
  const s = stateWith({});
  test('29.2 a non-tradable calamity cannot have been traded', () => {
    expect(codes(s, entry([held('famine', 'egypt', 'crete')], [{ calamity: 'famine', losses: { egypt: L(10) }, assigned: [] }]))).toContain(
      'calamity/not-tradable',
    );
  });
  test('39.3 with unlimited trading of calamities, it can', () => {
    expect(
      codes(s, entry([held('famine', 'egypt', 'crete')], [{ calamity: 'famine', losses: { egypt: L(10) }, assigned: [] }]), setup(['39.3'])),
    ).not.toContain('calamity/not-tradable');
  });
  test('29.61 nobody trades a calamity to himself', () => {
    expect(codes(s, entry([held('epidemic', 'egypt', 'egypt')], []))).toContain('calamity/traded-to-self');
  });
  test('9.1 each calamity card exists once', () => {
    expect(codes(s, entry([held('piracy', 'egypt'), held('piracy', 'crete')], []))).toContain('calamity/held-twice');
  });
  test('27.2 a calamity of a stack nobody drew from cannot be held', () => {
    const s2 = { ...s, draws: [{ nation: 'africa' as const, stacks: [1, 2, 3], bought: 0 }] };
    expect(codes(s2, entry([held('piracy', 'egypt')], []))).toContain('calamity/stack-not-drawn');
  });
  describe('advciv 27.2, 27.3, 29.4 an untraded calamity is one the holder drew', () => {
    // Egypt drew from stacks 1-2 only; Africa drew from stack 3 (the case found at the table).
    const s3 = {
      ...s,
      draws: [
        { nation: 'egypt' as const, stacks: [1, 2], bought: 0 },
        { nation: 'africa' as const, stacks: [1, 2, 3], bought: 0 },
      ],
    };
    const famine = (holder: NationId) => entry([held('famine', holder)], [{ calamity: 'famine', losses: { [holder]: L(10) }, assigned: [] }]);
    test('27.3 a non-tradable Famine (stack 3) is not held by a player who drew only stacks 1-2', () => {
      const v = calamities.validate(s3, famine('egypt'), setup()).find((x) => x.code === 'calamity/not-drawn-by-holder');
      expect(v?.cite.map((c) => c.rule)).toEqual(['27.2', '27.3', '29.4']);
      expect(v?.params).toMatchObject({ calamity: 'famine', nation: 'egypt', stack: 3 });
    });
    test('27.3 the player who drew stack 3 may hold it', () => {
      expect(codes(s3, famine('africa'))).not.toContain('calamity/not-drawn-by-holder');
    });
    test('29.4 a tradable calamity kept untraded is the drawer’s; traded, it may be anyone’s', () => {
      expect(codes(s3, entry([held('superstition', 'egypt')], []))).toContain('calamity/not-drawn-by-holder');
      expect(codes(s3, entry([held('superstition', 'egypt', 'africa')], []))).not.toContain('calamity/not-drawn-by-holder');
    });
  });
  test('R-A12 an inert nation holds no calamity', () => {
    expect(codes(stateWith({ crete: { cities: 2, inert: true } }), entry([held('epidemic', 'crete')], []))).toContain('player/inert');
  });
  test('29.62, R-G2 the tokens on the board of every active player are entered', () => {
    expect(codes(s, { kind: 'calamities', held: [], tokens: { africa: 20 }, resolutions: [] })).toContain('calamity/tokens-missing');
    expect(codes(s, { kind: 'calamities', held: [], tokens: { ...TOKENS, egypt: 48 }, resolutions: [] })).toContain('calamity/tokens-out-of-range');
  });
  test('a turn without calamities: only the support check', () => {
    expect(codes(s, entry([], []))).toEqual([]);
  });
});

describe('advciv 29.5, 29.6 the calamities that apply, in order', () => {
  test('29.6 the order for the turn', () => {
    expect(
      calamityOrder(stateWith({}), setup(), [held('piracy', 'egypt', 'crete'), held('famine', 'africa'), held('treachery', 'italy', 'egypt')]).map(
        (h) => h.calamity,
      ),
    ).toEqual(['treachery', 'famine', 'piracy']);
  });
  test('29.6 resolutions entered out of order are refused', () => {
    const s = stateWith({ egypt: { cities: 5 }, africa: { cities: 4 } });
    const e = entry(
      [held('superstition', 'egypt', 'crete'), held('treachery', 'africa')],
      [
        { calamity: 'superstition', losses: { egypt: L(0, [2, 2, 2]) } },
        { calamity: 'treachery', losses: { africa: L(0, [2]) } },
      ],
    );
    expect(codes(s, e)).toContain('calamity/out-of-order');
  });
  test('29.1 every calamity that applies must be resolved', () => {
    const s = stateWith({ egypt: { cities: 5 } });
    expect(codes(s, entry([held('superstition', 'egypt', 'crete')], []))).toContain('calamity/missing-resolution');
  });
  test('29.5, R-G3 a player holding three needs the two drawn', () => {
    const s = stateWith({ egypt: { cities: 6 } });
    const h = [held('superstition', 'egypt', 'crete'), held('civil-disorder', 'egypt', 'italy'), held('treachery', 'egypt', 'africa')];
    expect(codes(s, entry(h, []))).toContain('calamity/draw-two');
    const e = entry(
      h,
      [
        { calamity: 'superstition', losses: { egypt: L(0, [2, 2, 2]) } },
        { calamity: 'civil-disorder', losses: { egypt: L(0, []) } },
      ],
      { drawn: { egypt: ['civil-disorder', 'superstition'] } },
    );
    // After Superstition Egypt has 6 cities still (reduced cities leave tokens, not cities): 6 - 3 = 3 cities, Civil Disorder reduces 0.
    expect(codes(s, e)).toEqual([]);
  });
});

describe('advciv 30.311 Famine through the entry', () => {
  const s = stateWith({ egypt: { cities: 4 }, africa: { cities: 3 }, italy: { cities: 3 }, crete: { cities: 3, cards: ['pottery'] }, babylon: { cities: 2 } });
  const famine = (over: Partial<CalamityResolution> = {}): CalamitiesEntry =>
    entry(
      [held('famine', 'egypt')],
      [
        {
          calamity: 'famine',
          losses: { egypt: L(10), africa: L(8), italy: L(8), crete: L(0) },
          assigned: [
            { player: 'africa', amount: 8 },
            { player: 'italy', amount: 8 },
            { player: 'crete', amount: 4 },
          ],
          grain: { crete: 1 },
          ...over,
        },
      ],
    );
  test('10 for Egypt; 8, 8 and 4 for the others; Crete shows one Grain with Pottery and loses nothing', () => {
    expect(codes(s, famine())).toEqual([]);
  });
  test('a secondary Famine victim given 9 points is refused', () => {
    const v = calamities.validate(
      s,
      famine({
        assigned: [
          { player: 'africa', amount: 9 },
          { player: 'italy', amount: 7 },
          { player: 'crete', amount: 4 },
        ],
        losses: { egypt: L(10), africa: L(9), italy: L(7), crete: L(0) },
      }),
      setup(),
    );
    expect(v.map((x) => x.code)).toEqual(['calamity/secondary-over-cap']);
    expect(v[0]?.cite.map((c) => c.rule)).toContain('30.311');
  });
  test('30.312 Grain without Pottery is refused', () => {
    expect(codes(s, famine({ grain: { crete: 1, africa: 1 } }))).toContain('calamity/grain-without-pottery');
  });
  test('a loss for a player who is not a victim is refused', () => {
    expect(codes(s, famine({ losses: { egypt: L(10), africa: L(8), italy: L(8), crete: L(0), babylon: L(1) } }))).toContain('calamity/not-a-victim');
  });
  test('apply: cities and stock follow the losses', () => {
    const after = calamities.apply(s, famine({ losses: { egypt: L(5, [], 1), africa: L(8), italy: L(3, [], 1), crete: L(0) } }), setup());
    const egypt = after.players.find((p) => p.nation === 'egypt');
    const italy = after.players.find((p) => p.nation === 'italy');
    expect([egypt?.cities, egypt?.stock]).toEqual([3, 47 - 20 + 5]);
    expect([italy?.cities, italy?.stock]).toEqual([2, 47 - 20 + 3]);
  });
  test('calamityRequirement explains Crete’s loss with Pottery', () => {
    const step = calamityRequirement(s, famine(), setup(), 'famine', 'crete');
    expect(step?.requirement).toMatchObject({ kind: 'unit-points', points: { value: 0 } });
    expect(step?.requirement.kind === 'unit-points' ? step.requirement.points.why.map((w) => w.cite.rule) : []).toEqual(['30.311', '30.312']);
  });
});

describe('advciv 30.221 Treachery through the entry', () => {
  test('the trader’s city replaces the victim’s', () => {
    const s = stateWith({ egypt: { cities: 4 }, crete: { cities: 2 } });
    const e = entry([held('treachery', 'egypt', 'crete')], [{ calamity: 'treachery', losses: { egypt: L(0, [], 1) } }]);
    expect(codes(s, e)).toEqual([]);
    const after = calamities.apply(s, e, setup());
    expect(after.players.filter((p) => p.nation === 'egypt' || p.nation === 'crete').map((p) => [p.nation, p.cities])).toEqual([
      ['crete', 3],
      ['egypt', 3],
    ]);
  });
  test('30.222 untraded: a city is reduced, declaring it eliminated is refused', () => {
    const s = stateWith({ egypt: { cities: 4 } });
    expect(codes(s, entry([held('treachery', 'egypt')], [{ calamity: 'treachery', losses: { egypt: L(0, [], 1) } }]))).toEqual([
      'calamity/cities-reduced-count',
    ]);
    expect(codes(s, entry([held('treachery', 'egypt')], [{ calamity: 'treachery', losses: { egypt: L(0, [2]) } }]))).toEqual([]);
  });
});

describe('advciv 30.81 Iconoclasm & Heresy through the entry', () => {
  const s = stateWith({
    egypt: { cities: 6, cards: ['law'] },
    africa: { cities: 3, cards: ['theology'] },
    italy: { cities: 3, cards: ['philosophy'] },
    babylon: { cities: 2 },
    crete: { cities: 2 },
  });
  test('Egypt with Law reduces 3; two cities of others; the trader and Theology holders are excluded', () => {
    const ok = entry(
      [held('iconoclasm-heresy', 'egypt', 'crete')],
      [
        {
          calamity: 'iconoclasm-heresy',
          losses: { egypt: L(0, [1, 1, 1]), italy: L(0, [1]), babylon: L(0, [1]) },
          assigned: [
            { player: 'italy', amount: 1 },
            { player: 'babylon', amount: 1 },
          ],
        },
      ],
    );
    expect(codes(s, ok)).toEqual([]);
    const bad = entry(
      [held('iconoclasm-heresy', 'egypt', 'crete')],
      [
        {
          calamity: 'iconoclasm-heresy',
          losses: { egypt: L(0, [1, 1, 1]), crete: L(0, [1]), africa: L(0, [1]) },
          assigned: [
            { player: 'crete', amount: 1 },
            { player: 'africa', amount: 1 },
          ],
        },
      ],
    );
    expect(codes(s, bad)).toEqual(['calamity/secondary-not-eligible', 'calamity/secondary-not-eligible']);
  });
});

describe('advciv 30.41 Civil War through the entry', () => {
  // Egypt: 5 cities, 20 tokens on the board (45 unit points); Africa has most in stock.
  const s = stateWith({ egypt: { cities: 5 }, africa: { cities: 1 }, italy: { cities: 3 }, crete: { cities: 4 }, babylon: { cities: 4 } });
  const cw = (retained: 'first' | 'second') =>
    entry(
      [held('civil-war', 'egypt')],
      [{ calamity: 'civil-war', civilWar: { primarySelects: { cities: 3, tokens: 0 }, beneficiarySelects: { cities: 1, tokens: 15 }, retained } }],
      { tokens: { ...TOKENS, africa: 10 } },
    );
  test('30.4121-30.4123 15 by the victim, 20 by the beneficiary; the rest is the second faction', () => {
    expect(codes(s, cw('second'))).toEqual([]);
    const phase = explainCalamities(s, cw('second'), setup());
    expect(phase.steps[0]?.civilWar?.beneficiary).toBe('africa');
    // The first faction (4 cities, 15 tokens) goes to Africa; Egypt keeps 1 city and 5 tokens.
    expect(phase.end.egypt).toMatchObject({ cities: 1, tokens: 5 });
    expect(phase.end.africa).toMatchObject({ cities: 5, tokens: 25 });
    expect(phase.steps[0]?.gains).toEqual([{ nation: 'africa', cities: 4, tokens: 15 }]);
  });
  test('30.4123 a beneficiary selecting 19 is refused', () => {
    const e = entry(
      [held('civil-war', 'egypt')],
      [{ calamity: 'civil-war', civilWar: { primarySelects: { cities: 3, tokens: 0 }, beneficiarySelects: { cities: 1, tokens: 14 }, retained: 'first' } }],
    );
    expect(codes(s, e)).toEqual(['calamity/selection-size']);
  });
  test('30.411 no Civil War when the victim has the most in stock: nothing to declare', () => {
    const rich = stateWith({ egypt: { cities: 1 }, africa: { cities: 5 }, italy: { cities: 5 }, crete: { cities: 5 }, babylon: { cities: 5 } });
    expect(codes(rich, entry([held('civil-war', 'egypt')], [{ calamity: 'civil-war' }], { tokens: { ...TOKENS, egypt: 5 } }))).toEqual([]);
  });
});

describe('advciv 30.42 Slave Revolt through the entry', () => {
  test('Egypt: 6 cities, 20 tokens; 15 may not support; reductions of 2 and 2 restore support', () => {
    const s = stateWith({ egypt: { cities: 6 } });
    const e = (reductions: number[]) => entry([held('slave-revolt', 'egypt', 'italy')], [{ calamity: 'slave-revolt', losses: { egypt: L(0, reductions) } }]);
    expect(codes(s, e([2, 2]))).toEqual([]);
    expect(codes(s, e([2]))).toEqual(['calamity/support-not-restored']);
    // 29.8 afterwards all 24 tokens count again: 4 cities are supported.
    expect(explainCalamities(s, e([2, 2]), setup()).final.egypt).toMatchObject({ cities: 4, tokens: 24 });
  });
});

describe('advciv 29.8 city support is checked again after all calamities', () => {
  test('a player short of support must reduce, and only as far as needed', () => {
    const s = stateWith({ egypt: { cities: 5 } });
    const base = { ...TOKENS, egypt: 7 };
    expect(codes(s, entry([], [], { tokens: base }))).toEqual(['calamity/support-not-restored']);
    expect(codes(s, entry([], [], { tokens: base, support: { egypt: [2] } }))).toEqual([]);
    expect(codes(s, entry([], [], { tokens: base, support: { egypt: [2, 2] } }))).toEqual(['calamity/support-over-reduced']);
    const after = calamities.apply(s, entry([], [], { tokens: base, support: { egypt: [2] } }), setup());
    expect(after.players.find((p) => p.nation === 'egypt')?.cities).toBe(4);
  });
  test('15.61 an inert nation’s cities need no support', () => {
    const s = stateWith({ crete: { cities: 5, inert: true } });
    expect(codes(s, entry([], [], { tokens: { africa: 20, italy: 20, babylon: 20, egypt: 20 } }))).toEqual([]);
  });
});

describe('advciv calamity entry: handler table and structural parser', () => {
  test('calamityHandlers has a handler for the entry kind', () => {
    expect(calamityHandlers.calamities).toBe(calamities);
  });
  test('a valid entry survives a JSON round trip through the parser', () => {
    const e = entry(
      [held('famine', 'egypt'), held('civil-war', 'africa')],
      [
        { calamity: 'famine', losses: { egypt: L(10) }, assigned: [{ player: 'italy', amount: 8 }], grain: { italy: 1 } },
        {
          calamity: 'civil-war',
          civilWar: {
            primarySelects: { cities: 3, tokens: 0 },
            beneficiarySelects: { cities: 0, tokens: 20 },
            retained: 'first',
            military: { first: L(5), second: L(0, [], 1) },
          },
        },
      ],
      { drawn: { egypt: ['famine', 'flood'] }, support: { italy: [2] } },
    );
    const parsed = parseCalamitiesEntry(JSON.parse(JSON.stringify(e)));
    expect(parsed).toEqual({ ok: true, value: e });
  });
  test.each<[string, unknown, string]>([
    ['not an object', 3, ''],
    ['wrong kind', { kind: 'census' }, 'kind'],
    [
      'unknown calamity',
      { kind: 'calamities', held: [{ calamity: 'plague', holder: 'egypt', tradedBy: null }], tokens: {}, resolutions: [] },
      'held[0].calamity',
    ],
    ['unknown nation', { kind: 'calamities', held: [], tokens: { atlantis: 3 }, resolutions: [] }, 'tokens.atlantis'],
    [
      'negative loss',
      { kind: 'calamities', held: [], tokens: {}, resolutions: [{ calamity: 'famine', losses: { egypt: { tokens: -1 } } }] },
      'resolutions[0].losses.egypt.tokens',
    ],
  ])('%s is refused with its path', (_name, raw, path) => {
    const r = parseCalamitiesEntry(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain(path);
  });
});
