/**
 * Structural parsers for untrusted advciv setups and entries (files, the database): every value is
 * checked for type and vocabulary; nothing throws. Rule checks come later (validateSetup, handlers).
 */
import { join, MAX_COUNT, Reader, TURN_LIMIT } from '../../parse';
import type { ParseResult } from '../../result';
import type { AdvCivEntry } from './entries';
import { parseCalamitiesEntry } from './entries/calamity-parse';
import { CARDS, type CardId } from './cards';
import { CALAMITIES, COMMODITIES, type CalamityId, type CommodityId } from './commodities';
import { NATIONS, SEATS, type NationId } from './nations';
import { parseJoinEntry } from './late-arrivals';
import { PIRATES } from './entries/city-attack';
import { BABYLON_OPTIONS, DEFAULT_SETTINGS, FREE_CARD_OPTIONS, TAX_REVOLT_OPTIONS, type AdvCivSettings } from './settings';
import type { AdvCivSetup } from './setup';
import type { Hand } from './state';
import { VARIANT_IDS, type VariantId } from './variants';
import { TIE_METHODS, type BiddingSetup, type TieMethod } from './variants/bidding';
import { CAPITAL_SITES, type CapitalId } from './variants/capitals';

function settings(r: Reader, v: unknown, path: string): AdvCivSettings {
  if (v === undefined) return DEFAULT_SETTINGS;
  const o = r.obj(v, path);
  if (o === null) return DEFAULT_SETTINGS;
  const turnLimit = o.turnLimit === undefined || o.turnLimit === null ? null : r.int(o.turnLimit, join(path, 'turnLimit'), TURN_LIMIT.min, TURN_LIMIT.max);
  return {
    babylonLateIron:
      o.babylonLateIron === undefined ? DEFAULT_SETTINGS.babylonLateIron : r.oneOf(o.babylonLateIron, BABYLON_OPTIONS, join(path, 'babylonLateIron')),
    freeCards: o.freeCards === undefined ? DEFAULT_SETTINGS.freeCards : r.oneOf(o.freeCards, FREE_CARD_OPTIONS, join(path, 'freeCards')),
    taxRevolt: o.taxRevolt === undefined ? DEFAULT_SETTINGS.taxRevolt : r.oneOf(o.taxRevolt, TAX_REVOLT_OPTIONS, join(path, 'taxRevolt')),
    turnLimit,
    // 38.21: absent = false (47 tokens).
    ...(typeof o.westernExtension === 'boolean'
      ? { westernExtension: o.westernExtension }
      : o.westernExtension === undefined
        ? {}
        : (r.fail(join(path, 'westernExtension'), 'shape/wrong-type', 'boolean'), {})),
  };
}

export function parseAdvCivSetup(raw: unknown): ParseResult<AdvCivSetup> {
  const r = new Reader();
  const o = r.obj(raw, '');
  if (o === null) return r.done(null as never);
  const players = r.list(
    o.players,
    'players',
    (x, p) => {
      const po = r.obj(x, p);
      return { name: r.str(po?.name, join(p, 'name')), nation: r.oneOf<NationId>(po?.nation, NATIONS, join(p, 'nation')) };
    },
    12,
  );
  const variants = o.variants === undefined ? [] : r.list(o.variants, 'variants', (x, p) => r.oneOf<VariantId>(x, VARIANT_IDS, p), 20);
  const base = { players, variants, settings: settings(r, o.settings, 'settings') };
  // 38.1 (16.10, 16.M): the 10th and later players, waiting for their Civil War.
  const setup =
    o.lateArrivals === undefined
      ? base
      : { ...base, lateArrivals: r.list(o.lateArrivals, 'lateArrivals', (x, p) => ({ name: r.str(r.obj(x, p)?.name, join(p, 'name')) }), 12) };
  return r.done(o.bidding === undefined ? setup : { ...setup, bidding: bidding(r, o.bidding, 'bidding') });
}

/** Variant 'bidding' (capitals 3): bids, the tie method and each tie's recorded outcome. */
function bidding(r: Reader, v: unknown, path: string): BiddingSetup {
  const o = r.obj(v, path);
  const int = (x: unknown, p: string) => r.int(x, p, 0, 1000);
  const ties = r.list(
    o?.ties,
    join(path, 'ties'),
    (x, p) => {
      const t = r.obj(x, p);
      const order = r.list(t?.order, join(p, 'order'), int, 12);
      if (t?.promotions === undefined) return { order };
      return {
        order,
        promotions: r.list(
          t.promotions,
          join(p, 'promotions'),
          (b, q) => (typeof b === 'boolean' ? b : (r.fail(q, 'shape/wrong-type', 'boolean'), false)),
          1000,
        ),
      };
    },
    12,
  );
  const blankLost = r.bool(o?.blankLost, join(path, 'blankLost'));
  return {
    method: r.oneOf<TieMethod>(o?.method, TIE_METHODS, join(path, 'method')),
    blankLost,
    bids: r.list(o?.bids, join(path, 'bids'), int, 12),
    ties,
  };
}

/** Variant 'capitals': capital sites per nation (capitals 2.1-2.18). */
function capitals(r: Reader, v: unknown, path: string): Readonly<Partial<Record<NationId, readonly CapitalId[]>>> {
  return r.record(v, SEATS, path, (x, q) => r.list(x, q, (s, p) => r.oneOf<CapitalId>(s, CAPITAL_SITES, p), 18));
}

/** One side of a trade (28.3): cards, the commodities named, the calamities passed (absent = none). */
function tradeSide(r: Reader, v: unknown, path: string) {
  const o = r.obj(v, path);
  return {
    cards: r.int(o?.cards, join(path, 'cards'), 0, 99),
    named: r.list(o?.named, join(path, 'named'), (x, p) => r.oneOf<CommodityId>(x, COMMODITIES, p), 99),
    calamities: o?.calamities === undefined ? [] : r.list(o.calamities, join(path, 'calamities'), (x, p) => r.oneOf<CalamityId>(x, CALAMITIES, p), 12),
  };
}

const hand = (r: Reader, v: unknown, path: string): Hand => r.table<CommodityId>(v, COMMODITIES, path, 20);

/** Lowercase hex of at most 64 digits: a sealed hand's seal (a SHA-256) or its salt (35.1 B). */
function hex(r: Reader, v: unknown, path: string): string {
  if (typeof v === 'string' && /^[0-9a-f]{1,64}$/.test(v)) return v;
  r.fail(path, typeof v === 'string' ? 'shape/unknown-value' : 'shape/wrong-type', 'hex digits, at most 64');
  return '';
}

/** A sealed form's seal, when it carries one (hands sealed before seals were made carry none). */
const seal = (r: Reader, o: Record<string, unknown>): { seal?: string } => (o.seal === undefined ? {} : { seal: hex(r, o.seal, 'seal') });
const nations = (r: Reader, v: unknown, path: string, max = MAX_COUNT) => r.table<NationId>(v, SEATS, path, max);

export function parseAdvCivEntry(raw: unknown): ParseResult<AdvCivEntry> {
  const r = new Reader();
  const o = r.obj(raw, '');
  if (o === null) return r.done(null as never);
  const kind = o.kind;
  const nation = () => r.oneOf<NationId>(o.nation, SEATS, 'nation');
  let entry: AdvCivEntry;
  switch (kind) {
    case 'taxation':
      entry =
        o.rates === undefined
          ? { kind, stock: nations(r, o.stock, 'stock') }
          : { kind, stock: nations(r, o.stock, 'stock'), rates: nations(r, o.rates, 'rates', 9) };
      break;
    case 'census':
      entry = { kind, tokens: nations(r, o.tokens, 'tokens') };
      break;
    case 'population':
      entry = {
        kind,
        areas: r.record(o.areas, SEATS, 'areas', (x, p) => {
          const a = r.obj(x, p);
          return { one: r.int(a?.one, join(p, 'one')), more: r.int(a?.more, join(p, 'more')) };
        }),
      };
      if (o.stock !== undefined) entry = { ...entry, stock: nations(r, o.stock, 'stock') };
      if (o.added !== undefined) entry = { ...entry, added: nations(r, o.added, 'added') };
      break;
    case 'ships':
      entry = { kind, nation: nation(), ships: r.int(o.ships, 'ships', 0, 99), treasury: r.int(o.treasury, 'treasury') };
      if (o.levy !== undefined) entry = { ...entry, levy: r.int(o.levy, 'levy') };
      break;
    case 'city-attack':
      entry = {
        kind,
        attacker: r.oneOf<NationId>(o.attacker, SEATS, 'attacker'),
        defender: r.oneOf<NationId | typeof PIRATES>(o.defender, [...SEATS, PIRATES], 'defender'),
        tokens: r.int(o.tokens, 'tokens'),
        pillage: r.int(o.pillage ?? 0, 'pillage'),
      };
      if (o.stock !== undefined) entry = { ...entry, stock: r.int(o.stock, 'stock') };
      break;
    case 'cities':
      entry =
        o.pillage === undefined
          ? { kind, cities: nations(r, o.cities, 'cities', 99) }
          : { kind, cities: nations(r, o.cities, 'cities', 99), pillage: nations(r, o.pillage, 'pillage') };
      if (o.razed !== undefined) entry = { ...entry, razed: nations(r, o.razed, 'razed') };
      if (o.capitals !== undefined) entry = { ...entry, capitals: capitals(r, o.capitals, 'capitals') };
      if (o.tokens !== undefined) entry = { ...entry, tokens: nations(r, o.tokens, 'tokens') };
      if (o.support !== undefined)
        entry = { ...entry, support: r.record(o.support, SEATS, 'support', (x, p) => r.list(x, p, (t, q) => r.int(t, q, 0, 99), 9)) };
      break;
    case 'trade-cards':
      entry = { kind, nation: nation(), stacks: r.list(o.stacks, 'stacks', (x, p) => r.int(x, p, 1, 9), 9), bought: r.int(o.bought ?? 0, 'bought', 0, 99) };
      if (o.round !== undefined) entry = { ...entry, round: r.oneOf(o.round, ['supplemental'] as const, 'round') };
      break;
    case 'trade':
      entry = {
        kind,
        from: r.oneOf<NationId>(o.from, SEATS, 'from'),
        to: r.oneOf<NationId>(o.to, SEATS, 'to'),
        gave: tradeSide(r, o.gave, 'gave'),
        got: tradeSide(r, o.got, 'got'),
      };
      break;
    case 'purchase':
      entry = {
        kind,
        nation: nation(),
        cards: r.list(o.cards, 'cards', (x, p) => r.oneOf<CardId>(x, CARDS, p), 24),
        paid: hand(r, o.paid ?? {}, 'paid'),
        treasury: r.int(o.treasury ?? 0, 'treasury'),
        mining: o.mining === undefined || o.mining === null ? null : r.oneOf<CommodityId>(o.mining, COMMODITIES, 'mining'),
      };
      break;
    case 'hand': {
      // 31.71: no purchase, the hand kept not entered: recorded as not known (no cards, no count).
      if (o.unknown !== undefined) {
        if (o.unknown !== true) r.fail('unknown', 'shape/unknown-value', 'true');
        for (const f of ['cards', 'sealed', 'count']) if (o[f] !== undefined) r.fail(f, 'shape/unknown-value', `no ${f} beside unknown: true`);
        entry = { kind, nation: nation(), unknown: true };
        break;
      }
      // 31.71: a sealed hand gives its count only; the cards stay on the player's phone.
      const count = r.sealedCount(o, 'cards');
      entry =
        count === undefined ? { kind, nation: nation(), cards: hand(r, o.cards, 'cards') } : { kind, nation: nation(), sealed: true, count, ...seal(r, o) };
      break;
    }
    case 'hand-reveal':
      entry = { kind, nation: nation(), cards: hand(r, o.cards, 'cards'), ...(o.salt === undefined ? {} : { salt: hex(r, o.salt, 'salt') }) };
      break;
    case 'ast':
      entry = { kind };
      break;
    case 'end-game':
      entry = { kind };
      break;
    case 'leave': {
      // 15.62: the cards retained stay secret; a sealed leave gives their count only.
      const count = r.sealedCount(o, 'hand');
      entry =
        count === undefined ? { kind, nation: nation(), hand: hand(r, o.hand ?? {}, 'hand') } : { kind, nation: nation(), sealed: true, count, ...seal(r, o) };
      break;
    }
    case 'join':
      return parseJoinEntry(raw);
    case 'calamities':
      return parseCalamitiesEntry(raw);
    default:
      r.fail(
        'kind',
        kind === undefined ? 'shape/missing' : 'shape/unknown-value',
        'taxation|population|census|ships|city-attack|cities|trade-cards|trade|calamities|purchase|hand|hand-reveal|ast|end-game|leave|join',
      );
      return r.done(null as never);
  }
  return r.done(entry);
}
