/**
 * Structural parser for an untrusted calamity-phase entry (files, the database): types, vocabularies
 * and sizes only; the rules are checked by the handler. Never throws.
 */
import { err, ok, type ParseResult, type ShapeProblem } from '../result';
import type { Assignment, HeldCalamity, LossBreakdown, Units } from '../calc/calamities';
import { CALAMITIES, type CalamityId } from '../rulesets/advciv/commodities';
import { SEATS, type NationId } from '../rulesets/advciv/nations';
import type { CalamitiesEntry, CalamityResolution, CivilWarDeclaration } from './calamity';

const MAX = 1000;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`);

class Reader {
  readonly problems: ShapeProblem[] = [];
  private fail(path: string, code: ShapeProblem['code'], expected: string): void {
    if (this.problems.length < 20) this.problems.push({ path, code, expected });
  }
  obj(v: unknown, path: string): Obj {
    if (isObj(v)) return v;
    this.fail(path, v === undefined ? 'shape/missing' : 'shape/wrong-type', 'object');
    return {};
  }
  int(v: unknown, path: string, max = MAX): number {
    if (typeof v !== 'number' || !Number.isInteger(v)) this.fail(path, v === undefined ? 'shape/missing' : 'shape/wrong-type', 'integer');
    else if (v < 0 || v > max) this.fail(path, 'shape/out-of-range', `0..${max}`);
    else return v;
    return 0;
  }
  oneOf<T extends string>(v: unknown, list: readonly T[], path: string): T {
    if (typeof v === 'string' && (list as readonly string[]).includes(v)) return v as T;
    this.fail(path, v === undefined ? 'shape/missing' : 'shape/unknown-value', list.join('|'));
    return list[0] as T;
  }
  list<T>(v: unknown, path: string, item: (x: unknown, p: string) => T, max = 24): readonly T[] {
    if (!Array.isArray(v)) {
      this.fail(path, v === undefined ? 'shape/missing' : 'shape/wrong-type', 'array');
      return [];
    }
    if (v.length > max) {
      this.fail(path, 'shape/too-large', `at most ${max} items`);
      return [];
    }
    return v.map((x, i) => item(x, at(path, i)));
  }
  byNation<T>(v: unknown, path: string, item: (x: unknown, p: string) => T): Readonly<Partial<Record<NationId, T>>> {
    const o = this.obj(v, path);
    const out: Partial<Record<NationId, T>> = {};
    for (const [k, x] of Object.entries(o)) out[this.oneOf(k, SEATS, at(path, k))] = item(x, at(path, k));
    return out;
  }
  bool(v: unknown, path: string): boolean {
    if (typeof v === 'boolean') return v;
    this.fail(path, v === undefined ? 'shape/missing' : 'shape/wrong-type', 'boolean');
    return false;
  }
}

function loss(r: Reader, v: unknown, path: string): LossBreakdown {
  const o = r.obj(v, path);
  return {
    tokens: r.int(o.tokens ?? 0, at(path, 'tokens')),
    citiesReduced: r.list(o.citiesReduced ?? [], at(path, 'citiesReduced'), (x, p) => r.int(x, p, 99), 9),
    citiesEliminated: r.int(o.citiesEliminated ?? 0, at(path, 'citiesEliminated'), 9),
  };
}

function units(r: Reader, v: unknown, path: string): Units {
  const o = r.obj(v, path);
  return { cities: r.int(o.cities ?? 0, at(path, 'cities'), 9), tokens: r.int(o.tokens ?? 0, at(path, 'tokens')) };
}

function civilWar(r: Reader, v: unknown, path: string): CivilWarDeclaration {
  const o = r.obj(v, path);
  const base = {
    primarySelects: units(r, o.primarySelects, at(path, 'primarySelects')),
    beneficiarySelects: units(r, o.beneficiarySelects, at(path, 'beneficiarySelects')),
    retained: r.oneOf(o.retained, ['first', 'second'] as const, at(path, 'retained')),
    // Variant 'capitals' (capitals 4.3): capital cities in the first faction.
    ...(o.capitalsInFirst === undefined ? {} : { capitalsInFirst: r.int(o.capitalsInFirst, at(path, 'capitalsInFirst'), 9) }),
    // Variant 39.9 (15.553-15.554): the first faction as the late arrival completed it.
    ...(o.firstFaction === undefined ? {} : { firstFaction: units(r, o.firstFaction, at(path, 'firstFaction')) }),
  };
  if (o.military === undefined) return base;
  const m = r.obj(o.military, at(path, 'military'));
  return { ...base, military: { first: loss(r, m.first, at(path, 'military.first')), second: loss(r, m.second, at(path, 'military.second')) } };
}

function resolution(r: Reader, v: unknown, path: string): CalamityResolution {
  const o = r.obj(v, path);
  const out: { -readonly [K in keyof CalamityResolution]: CalamityResolution[K] } = { calamity: r.oneOf<CalamityId>(o.calamity, CALAMITIES, at(path, 'calamity')) };
  if (o.volcano !== undefined) out.volcano = r.bool(o.volcano, at(path, 'volcano'));
  if (o.floodPlain !== undefined) out.floodPlain = r.byNation(o.floodPlain, at(path, 'floodPlain'), (x, p) => r.int(x, p));
  if (o.floodPlainBarbarians !== undefined) out.floodPlainBarbarians = r.int(o.floodPlainBarbarians, at(path, 'floodPlainBarbarians'));
  if (o.coastal !== undefined) out.coastal = r.byNation(o.coastal, at(path, 'coastal'), (x, p) => r.int(x, p, 9));
  if (o.grain !== undefined) out.grain = r.byNation(o.grain, at(path, 'grain'), (x, p) => r.int(x, p, 99));
  if (o.assigned !== undefined)
    out.assigned = r.list(o.assigned, at(path, 'assigned'), (x, p): Assignment<NationId> => {
      const a = r.obj(x, p);
      return { player: r.oneOf<NationId>(a.player, SEATS, at(p, 'player')), amount: r.int(a.amount, at(p, 'amount')) };
    }, 9);
  if (o.earthquakeVictim !== undefined) out.earthquakeVictim = o.earthquakeVictim === null ? null : r.oneOf<NationId>(o.earthquakeVictim, SEATS, at(path, 'earthquakeVictim'));
  if (o.barbarianSurvivors !== undefined) out.barbarianSurvivors = r.int(o.barbarianSurvivors, at(path, 'barbarianSurvivors'), 55);
  if (o.losses !== undefined) out.losses = r.byNation(o.losses, at(path, 'losses'), (x, p) => loss(r, x, p));
  if (o.civilWar !== undefined) out.civilWar = civilWar(r, o.civilWar, at(path, 'civilWar'));
  return out;
}

/** Parses an untrusted calamity-phase entry. */
export function parseCalamitiesEntry(raw: unknown): ParseResult<CalamitiesEntry> {
  const r = new Reader();
  if (!isObj(raw)) return err([{ path: '', code: 'shape/wrong-type', expected: 'object' }]);
  if (raw.kind !== 'calamities') return err([{ path: 'kind', code: raw.kind === undefined ? 'shape/missing' : 'shape/unknown-value', expected: 'calamities' }]);
  const held = r.list(raw.held, 'held', (x, p): HeldCalamity<NationId> => {
    const h = r.obj(x, p);
    return {
      calamity: r.oneOf<CalamityId>(h.calamity, CALAMITIES, at(p, 'calamity')),
      holder: r.oneOf<NationId>(h.holder, SEATS, at(p, 'holder')),
      tradedBy: h.tradedBy === null || h.tradedBy === undefined ? null : r.oneOf<NationId>(h.tradedBy, SEATS, at(p, 'tradedBy')),
    };
  });
  const entry: { -readonly [K in keyof CalamitiesEntry]: CalamitiesEntry[K] } = {
    kind: 'calamities',
    held,
    tokens: r.byNation(raw.tokens, 'tokens', (x, p) => r.int(x, p)),
    resolutions: r.list(raw.resolutions, 'resolutions', (x, p) => resolution(r, x, p)),
  };
  if (raw.drawn !== undefined) entry.drawn = r.byNation(raw.drawn, 'drawn', (x, p) => r.list(x, p, (c, q) => r.oneOf<CalamityId>(c, CALAMITIES, q), 12));
  if (raw.conversions !== undefined)
    entry.conversions = r.list(raw.conversions, 'conversions', (x, p) => {
      const c = r.obj(x, p);
      return {
        by: r.oneOf<NationId>(c.by, SEATS, at(p, 'by')),
        from: r.oneOf<NationId>(c.from, SEATS, at(p, 'from')),
        cities: r.int(c.cities ?? 0, at(p, 'cities'), 1),
        tokens: r.int(c.tokens ?? 0, at(p, 'tokens')),
      };
    }, 9);
  if (raw.support !== undefined) entry.support = r.byNation(raw.support, 'support', (x, p) => r.list(x, p, (c, q) => r.int(c, q, 99), 9));
  return r.problems.length > 0 ? err(r.problems) : ok(entry);
}
