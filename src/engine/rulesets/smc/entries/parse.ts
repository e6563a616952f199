/** Structural check of one untrusted smc entry (the record gate calls it for every entry). */
import { err, ok, type ParseResult } from '../../../result';
import { MAX_AMOUNT, MAX_CITY_VALUE, MAX_PIECES, Reader, type Raw } from '../parse';
import { readRegion, readTechnologyCard, readUnitGroup } from '../setup';
import { ARMY_KINDS, ERAS, MILESTONES, UNIT_KINDS, type Era } from '../vocab';
import type { UnitGroup } from '../setup';
import { DECLARED_VICTORIES, ENTRY_KINDS, EXPLORE_EVENTS, PURCHASE_ITEMS, type BattleSide, type ExploreEvent, type PurchaseItem, type SmcEntry } from './types';

const MAX_COUNT = MAX_PIECES;

const unitGroup = readUnitGroup;

const tech = (r: Reader, v: unknown, path: string): string | null => r.optional(v, null, (x) => r.string(x, path));

/** The era a line was bought in; absent in lines recorded before it was entered. */
const eraOf = (r: Reader, v: unknown, path: string): { readonly era?: Era } => (v === undefined ? {} : { era: r.oneOf(v, path, ERAS) });

function purchaseItem(r: Reader, raw: unknown, path: string): PurchaseItem {
  const o = r.object(raw, path);
  const item = r.oneOf(o.item, `${path}.item`, PURCHASE_ITEMS);
  const count = (): number => r.int(o.count, `${path}.count`, 1, MAX_COUNT);
  switch (item) {
    case 'army':
      return {
        item,
        kind: r.oneOf(o.kind, `${path}.kind`, ARMY_KINDS),
        count: count(),
        technology: tech(r, o.technology, `${path}.technology`),
        ...eraOf(r, o.era, `${path}.era`),
      };
    case 'fleet':
    case 'aircraft':
      return { item, count: count(), technology: tech(r, o.technology, `${path}.technology`), ...eraOf(r, o.era, `${path}.era`) };
    case 'settler':
      return { item, count: count() };
    case 'village':
      return { item, site: readRegion(r, o.site, `${path}.site`) };
    case 'upgrade':
      return { item, region: r.string(o.region, `${path}.region`), technology: tech(r, o.technology, `${path}.technology`) };
    case 'technology':
      return {
        item,
        card: r.optional(o.card, null, (v) => readTechnologyCard(r, v, `${path}.card`)),
        endRoll: r.optional(o.endRoll, null, (v) => r.int(v, `${path}.endRoll`, 1, 6)),
        ...eraOf(r, o.era, `${path}.era`),
      };
    case 'improvement':
      return { item, name: r.string(o.name, `${path}.name`), technology: r.string(o.technology, `${path}.technology`), ...eraOf(r, o.era, `${path}.era`) };
    case 'colony-ship':
      return { item };
    case 'sell':
      return { item, era: r.oneOf(o.era, `${path}.era`, ERAS), kind: r.oneOf(o.kind, `${path}.kind`, UNIT_KINDS), count: count() };
  }
}

function exploreEvent(r: Reader, raw: unknown, path: string): ExploreEvent {
  const o = r.object(raw, path);
  const type = r.oneOf(o.type, `${path}.type`, EXPLORE_EVENTS);
  switch (type) {
    case 'treasure':
      return { type };
    case 'free-technology':
      return { type, card: r.optional(o.card, null, (v) => readTechnologyCard(r, v, `${path}.card`)) };
    case 'minor-civilization':
      return { type, site: readRegion(r, o.site, `${path}.site`), unit: r.oneOf(o.unit, `${path}.unit`, ARMY_KINDS) };
  }
}

function battleSide(r: Reader, raw: unknown, path: string): BattleSide {
  const o = r.object(raw, path);
  return {
    player: r.string(o.player, `${path}.player`),
    era: r.oneOf(o.era, `${path}.era`, ERAS),
    unit: r.oneOf(o.unit, `${path}.unit`, UNIT_KINDS),
    level: r.optional(o.level, 1, (v) => r.int(v, `${path}.level`, 1, 4)),
    aircraft: r.optional(o.aircraft, null, (v) => r.int(v, `${path}.aircraft`, 1, 4)),
    roll: r.int(o.roll, `${path}.roll`, 0, 100),
    defendingSettlement: r.optional(o.defendingSettlement, false, (v) => r.bool(v, `${path}.defendingSettlement`)),
    wonder: r.optional(o.wonder, null, (v) => {
      const w = r.object(v, `${path}.wonder`);
      return { name: r.string(w.name, `${path}.wonder.name`), bonus: r.int(w.bonus, `${path}.wonder.bonus`, 0, 20) };
    }),
  };
}

const strings = (r: Reader, v: unknown, path: string): readonly string[] =>
  r.optional(v, [] as readonly string[], (x) => r.array(x, path, (s, p) => r.string(s, p)));

export function parseEntry(raw: unknown): ParseResult<SmcEntry> {
  const r = new Reader();
  const o: Raw = r.object(raw, '');
  const kind = r.oneOf(o.kind, 'kind', ENTRY_KINDS);
  if (r.problems.length > 0) return err(r.problems);
  const player = (key = 'player'): string => r.string(o[key], key);
  let entry: SmcEntry;
  switch (kind) {
    case 'advance-phase':
      entry = { kind };
      break;
    case 'critical-roll': {
      // Any whole number reads: a face the die does not have is the engine's refusal, with its rule.
      const dice = r.array(o.dice, 'dice', (d, p) => r.int(d, p, -MAX_COUNT, MAX_COUNT), 2);
      if (dice.length !== 2 && r.problems.length === 0) r.problems.push({ path: 'dice', code: 'shape/out-of-range', expected: 'two dice' });
      entry = { kind, dice: [dice[0] ?? 1, dice[1] ?? 1] };
      break;
    }
    case 'produce': {
      const values: Record<string, number> = {};
      const cv = r.optional(o.cityValues, {} as Raw, (v) => r.object(v, 'cityValues'));
      for (const [region, value] of Object.entries(cv).slice(0, 200)) values[region] = r.int(value, `cityValues.${region}`, 0, MAX_CITY_VALUE);
      entry = { kind, player: player(), cityValues: values };
      break;
    }
    case 'lend':
      entry = { kind, from: player('from'), to: player('to'), region: r.string(o.region, 'region') };
      break;
    case 'give':
      entry = {
        kind,
        from: player('from'),
        to: player('to'),
        gold: r.optional(o.gold, 0, (v) => r.int(v, 'gold', 0, MAX_AMOUNT)),
        technologies: strings(r, o.technologies, 'technologies'),
        wonders: strings(r, o.wonders, 'wonders'),
        settlements: strings(r, o.settlements, 'settlements'),
        settlers: r.optional(o.settlers, 0, (v) => r.int(v, 'settlers', 0, MAX_COUNT)),
        units: r.optional(o.units, [] as readonly UnitGroup[], (v) => r.array(v, 'units', (u, p) => unitGroup(r, u, p))),
      };
      break;
    case 'purchase':
      entry = { kind, player: player(), items: r.array(o.items, 'items', (i, p) => purchaseItem(r, i, p)) };
      break;
    case 'purchase-done':
      entry = { kind, player: player() };
      break;
    case 'claim-wonder':
      entry = { kind, player: player(), milestone: r.oneOf(o.milestone, 'milestone', MILESTONES) };
      break;
    case 'explore':
      entry = { kind, player: player(), event: exploreEvent(r, o.event, 'event') };
      break;
    case 'battle-round':
      entry = { kind, attacker: battleSide(r, o.attacker, 'attacker'), defender: battleSide(r, o.defender, 'defender') };
      break;
    case 'lose':
      entry = {
        kind,
        player: player(),
        units: r.optional(o.units, [] as readonly UnitGroup[], (v) => r.array(v, 'units', (u, p) => unitGroup(r, u, p))),
        settlers: r.optional(o.settlers, 0, (v) => r.int(v, 'settlers', 0, MAX_COUNT)),
        reduce: strings(r, o.reduce, 'reduce'),
      };
      break;
    case 'capture':
      entry = { kind, from: player('from'), to: player('to'), region: r.string(o.region, 'region') };
      break;
    case 'declare-victory':
      entry = { kind, player: player(), victory: r.oneOf(o.victory, 'victory', DECLARED_VICTORIES) };
      break;
  }
  return r.problems.length > 0 ? err(r.problems) : ok(entry);
}
