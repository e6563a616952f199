/**
 * Structural parser for an untrusted calamity-phase entry (files, the database): types, vocabularies
 * and sizes only; the rules are checked by the handler. Never throws.
 */
import { isObj, join as at, Reader } from '../../../parse';
import { err, type ParseResult } from '../../../result';
import type { Assignment } from '../calc/calamity-requirements';
import type { HeldCalamity } from '../calc/calamity-order';
import type { LossBreakdown } from '../calc/calamity-losses';
import type { Units } from '../calc/civil-war';
import { CALAMITIES, type CalamityId } from '../commodities';
import { SEATS, type NationId } from '../nations';
import type { CalamitiesEntry, CalamityResolution, CivilWarDeclaration } from './calamity-entry';

// This entry's own sizes (the shared Reader's limits): counts up to 1000, lists up to 24, at most 20 problems reported.
const newReader = (): Reader => new Reader({ maxCount: 1000, maxItems: 24, maxProblems: 20 });
const byNation = <T>(r: Reader, v: unknown, path: string, item: (x: unknown, p: string) => T) => r.record(v, SEATS, path, item);

function loss(r: Reader, v: unknown, path: string): LossBreakdown {
  const o = r.object(v, path);
  return {
    tokens: r.int(o.tokens ?? 0, at(path, 'tokens')),
    citiesReduced: r.list(o.citiesReduced ?? [], at(path, 'citiesReduced'), (x, p) => r.int(x, p, 0, 99), 9),
    citiesEliminated: r.int(o.citiesEliminated ?? 0, at(path, 'citiesEliminated'), 0, 9),
  };
}

function units(r: Reader, v: unknown, path: string): Units {
  const o = r.object(v, path);
  return { cities: r.int(o.cities ?? 0, at(path, 'cities'), 0, 9), tokens: r.int(o.tokens ?? 0, at(path, 'tokens')) };
}

function civilWar(r: Reader, v: unknown, path: string): CivilWarDeclaration {
  const o = r.object(v, path);
  const base = {
    primarySelects: units(r, o.primarySelects, at(path, 'primarySelects')),
    beneficiarySelects: units(r, o.beneficiarySelects, at(path, 'beneficiarySelects')),
    retained: r.oneOf(o.retained, ['first', 'second'] as const, at(path, 'retained')),
    // Variant 'capitals' (capitals 4.3): capital cities in the first faction.
    ...(o.capitalsInFirst === undefined ? {} : { capitalsInFirst: r.int(o.capitalsInFirst, at(path, 'capitalsInFirst'), 0, 9) }),
    // Variant 39.9 (15.553-15.554): the first faction as the late arrival completed it.
    ...(o.firstFaction === undefined ? {} : { firstFaction: units(r, o.firstFaction, at(path, 'firstFaction')) }),
  };
  if (o.military === undefined) return base;
  const m = r.object(o.military, at(path, 'military'));
  return { ...base, military: { first: loss(r, m.first, at(path, 'military.first')), second: loss(r, m.second, at(path, 'military.second')) } };
}

function resolution(r: Reader, v: unknown, path: string): CalamityResolution {
  const o = r.object(v, path);
  const out: { -readonly [K in keyof CalamityResolution]: CalamityResolution[K] } = {
    calamity: r.oneOf<CalamityId>(o.calamity, CALAMITIES, at(path, 'calamity')),
  };
  if (o.volcano !== undefined) out.volcano = r.bool(o.volcano, at(path, 'volcano'));
  if (o.floodPlain !== undefined) out.floodPlain = byNation(r, o.floodPlain, at(path, 'floodPlain'), (x, p) => r.int(x, p));
  if (o.floodPlainBarbarians !== undefined) out.floodPlainBarbarians = r.int(o.floodPlainBarbarians, at(path, 'floodPlainBarbarians'));
  if (o.coastal !== undefined) out.coastal = byNation(r, o.coastal, at(path, 'coastal'), (x, p) => r.int(x, p, 0, 9));
  if (o.grain !== undefined) out.grain = byNation(r, o.grain, at(path, 'grain'), (x, p) => r.int(x, p, 0, 99));
  if (o.assigned !== undefined)
    out.assigned = r.list(
      o.assigned,
      at(path, 'assigned'),
      (x, p): Assignment<NationId> => {
        const a = r.object(x, p);
        return { player: r.oneOf<NationId>(a.player, SEATS, at(p, 'player')), amount: r.int(a.amount, at(p, 'amount')) };
      },
      9,
    );
  if (o.earthquakeVictim !== undefined)
    out.earthquakeVictim = o.earthquakeVictim === null ? null : r.oneOf<NationId>(o.earthquakeVictim, SEATS, at(path, 'earthquakeVictim'));
  if (o.barbarianSurvivors !== undefined) out.barbarianSurvivors = r.int(o.barbarianSurvivors, at(path, 'barbarianSurvivors'), 0, 55);
  if (o.losses !== undefined) out.losses = byNation(r, o.losses, at(path, 'losses'), (x, p) => loss(r, x, p));
  if (o.civilWar !== undefined) out.civilWar = civilWar(r, o.civilWar, at(path, 'civilWar'));
  return out;
}

/** Parses an untrusted calamity-phase entry. */
export function parseCalamitiesEntry(raw: unknown): ParseResult<CalamitiesEntry> {
  const r = newReader();
  if (!isObj(raw)) return err([{ path: '', code: 'shape/wrong-type', expected: 'object' }]);
  if (raw.kind !== 'calamities') return err([{ path: 'kind', code: raw.kind === undefined ? 'shape/missing' : 'shape/unknown-value', expected: 'calamities' }]);
  const held = r.list(raw.held, 'held', (x, p): HeldCalamity<NationId> => {
    const h = r.object(x, p);
    return {
      calamity: r.oneOf<CalamityId>(h.calamity, CALAMITIES, at(p, 'calamity')),
      holder: r.oneOf<NationId>(h.holder, SEATS, at(p, 'holder')),
      tradedBy: h.tradedBy === null || h.tradedBy === undefined ? null : r.oneOf<NationId>(h.tradedBy, SEATS, at(p, 'tradedBy')),
    };
  });
  const entry: { -readonly [K in keyof CalamitiesEntry]: CalamitiesEntry[K] } = {
    kind: 'calamities',
    held,
    tokens: byNation(r, raw.tokens, 'tokens', (x, p) => r.int(x, p)),
    resolutions: r.list(raw.resolutions, 'resolutions', (x, p) => resolution(r, x, p)),
  };
  if (raw.drawn !== undefined) entry.drawn = byNation(r, raw.drawn, 'drawn', (x, p) => r.list(x, p, (c, q) => r.oneOf<CalamityId>(c, CALAMITIES, q), 12));
  if (raw.conversions !== undefined)
    entry.conversions = r.list(
      raw.conversions,
      'conversions',
      (x, p) => {
        const c = r.object(x, p);
        return {
          by: r.oneOf<NationId>(c.by, SEATS, at(p, 'by')),
          from: r.oneOf<NationId>(c.from, SEATS, at(p, 'from')),
          cities: r.int(c.cities ?? 0, at(p, 'cities'), 0, 1),
          tokens: r.int(c.tokens ?? 0, at(p, 'tokens')),
        };
      },
      9,
    );
  if (raw.support !== undefined) entry.support = byNation(r, raw.support, 'support', (x, p) => r.list(x, p, (c, q) => r.int(c, q, 0, 99), 9));
  return r.done(entry);
}
