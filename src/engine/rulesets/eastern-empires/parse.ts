/**
 * Structural parsers for untrusted Eastern Empires setups and entries (files, the database): every
 * value is checked for type and vocabulary; nothing throws. Rule checks come later (validateSetup,
 * the entry handlers).
 */
import { join, MAX_COUNT, Reader, TURN_LIMIT } from '../../parse';
import type { ParseResult } from '../../result';
import { ADVANCE_IDS, COLOURS, type AdvanceId, type Colour, type ColourCredits } from './advances';
import { CIVILIZATIONS, type CivilizationId } from './civilizations';
import type { EeEntry } from './entries';
import type { VictimOutcome } from './entries/calamity';
import { FREE_CREDIT_ADVANCES, type FreeCreditAdvance } from './entries/purchase';
import { CIVIL_WAR_OPTIONS, DEFAULT_EE_SETTINGS, ICONOCLASM_OPTIONS, type EeSettings } from './settings';
import type { EeSetup } from './setup';
import type { Hand } from './state';
import { CALAMITY_IDS, COMMODITY_IDS, type CalamityId, type CommodityId } from './trade-cards';

function settings(r: Reader, v: unknown, path: string): EeSettings {
  if (v === undefined) return DEFAULT_EE_SETTINGS;
  const o = r.obj(v, path);
  if (o === null) return DEFAULT_EE_SETTINGS;
  return {
    civilWarThreshold:
      o.civilWarThreshold === undefined
        ? DEFAULT_EE_SETTINGS.civilWarThreshold
        : r.oneOf(o.civilWarThreshold, CIVIL_WAR_OPTIONS, join(path, 'civilWarThreshold')),
    iconoclasmModifiers:
      o.iconoclasmModifiers === undefined
        ? DEFAULT_EE_SETTINGS.iconoclasmModifiers
        : r.oneOf(o.iconoclasmModifiers, ICONOCLASM_OPTIONS, join(path, 'iconoclasmModifiers')),
    turnLimit: o.turnLimit === undefined || o.turnLimit === null ? null : r.int(o.turnLimit, join(path, 'turnLimit'), TURN_LIMIT.min, TURN_LIMIT.max),
  };
}

export function parseEeSetup(raw: unknown): ParseResult<EeSetup> {
  const r = new Reader();
  const o = r.obj(raw, '');
  if (o === null) return r.done(null as never);
  const players = r.list(
    o.players,
    'players',
    (x, p) => {
      const po = r.obj(x, p);
      return { name: r.str(po?.name, join(p, 'name')), civ: r.oneOf<CivilizationId>(po?.civ, CIVILIZATIONS, join(p, 'civ')) };
    },
    12,
  );
  return r.done({ players, settings: settings(r, o.settings, 'settings') });
}

const ENTRY_KINDS = [
  'taxation',
  'census',
  'ships',
  'cities',
  'trade-cards',
  'calamity-selection',
  'calamity',
  'special-abilities',
  'purchase',
  'hand',
  'ast',
  'leave',
] as const;

export function parseEeEntry(raw: unknown): ParseResult<EeEntry> {
  const r = new Reader();
  const o = r.obj(raw, '');
  if (o === null) return r.done(null as never);
  const civ = () => r.oneOf<CivilizationId>(o.civ, CIVILIZATIONS, 'civ');
  const civs = (v: unknown, path: string, max = MAX_COUNT) => r.table<CivilizationId>(v, CIVILIZATIONS, path, max);
  const hand = (v: unknown, path: string): Hand => r.table<CommodityId>(v, COMMODITY_IDS, path, 20);
  const colours = (v: unknown, path: string): ColourCredits => r.table<Colour>(v, COLOURS, path, 100);
  const calamities = (v: unknown, path: string) => r.list(v, path, (x, p) => r.oneOf<CalamityId>(x, CALAMITY_IDS, p), 9);
  const advances = (v: unknown, path: string) => r.list(v, path, (x, p) => r.oneOf<AdvanceId>(x, ADVANCE_IDS, p), 51);
  const board = (v: unknown, path: string) =>
    r.record(v, CIVILIZATIONS, path, (x, p) => {
      const b = r.obj(x, p);
      return { cities: r.int(b?.cities, join(p, 'cities'), 0, 9), tokens: r.int(b?.tokens, join(p, 'tokens'), 0, 55) };
    });
  const outcome = (x: unknown, p: string): VictimOutcome => {
    const v = r.obj(x, p);
    const n = (key: string, max = 55) => r.int(v?.[key] ?? 0, join(p, key), 0, max);
    const base = {
      civ: r.oneOf<CivilizationId>(v?.civ, CIVILIZATIONS, join(p, 'civ')),
      citiesReduced: n('citiesReduced', 9),
      tokensPlaced: n('tokensPlaced'),
      citiesDestroyed: n('citiesDestroyed', 9),
      citiesLost: n('citiesLost', 9),
      tokensRemoved: n('tokensRemoved'),
      treasuryLost: n('treasuryLost'),
      discarded: hand(v?.discarded ?? {}, join(p, 'discarded')),
      astBack: n('astBack', 20),
      prevented: n('prevented', 20),
      exhausted: v?.exhausted === undefined ? false : r.bool(v.exhausted, join(p, 'exhausted')),
    };
    return v?.coastalCities === undefined ? base : { ...base, coastalCities: n('coastalCities', 9) };
  };
  let entry: EeEntry;
  const kind = r.oneOf(o.kind, ENTRY_KINDS, 'kind');
  if (r.problems.length > 0) return r.done(null as never);
  switch (kind) {
    case 'taxation':
      entry =
        o.rates === undefined ? { kind, stock: civs(o.stock, 'stock', 55) } : { kind, stock: civs(o.stock, 'stock', 55), rates: civs(o.rates, 'rates', 9) };
      break;
    case 'census':
      entry = { kind, tokens: civs(o.tokens, 'tokens', 55) };
      break;
    case 'ships':
      entry = {
        kind,
        civ: civ(),
        built: r.int(o.built ?? 0, 'built', 0, 4),
        maintained: r.int(o.maintained ?? 0, 'maintained', 0, 4),
        treasury: r.int(o.treasury ?? 0, 'treasury', 0, 55),
        tokens: r.int(o.tokens ?? 0, 'tokens', 0, 55),
      };
      break;
    case 'cities': {
      const base = {
        kind,
        step: r.oneOf(o.step, ['construction', 'surplus'] as const, 'step'),
        cities: civs(o.cities, 'cities', 99),
        tokens: civs(o.tokens, 'tokens', 99),
      };
      const withPillage = o.pillage === undefined ? base : { ...base, pillage: civs(o.pillage, 'pillage', 99) };
      entry = o.architecture === undefined ? withPillage : { ...withPillage, architecture: civs(o.architecture, 'architecture', 55) };
      break;
    }
    case 'trade-cards':
      entry = { kind, civ: civ(), bought: r.list(o.bought ?? [], 'bought', (x, p) => r.int(x, p, 1, 9), 40) };
      break;
    case 'calamity-selection':
      entry = { kind, civ: civ(), held: calamities(o.held, 'held'), discarded: calamities(o.discarded ?? [], 'discarded') };
      break;
    case 'calamity':
      entry = {
        kind,
        calamity: r.oneOf<CalamityId>(o.calamity, CALAMITY_IDS, 'calamity'),
        civ: civ(),
        ...(o.tradedBy !== undefined ? { tradedBy: r.oneOf<CivilizationId>(o.tradedBy, CIVILIZATIONS, 'tradedBy') } : {}),
        ...(o.cityOnVolcano !== undefined ? { cityOnVolcano: r.bool(o.cityOnVolcano, 'cityOnVolcano') } : {}),
        ...(o.onFloodPlain !== undefined ? { onFloodPlain: r.bool(o.onFloodPlain, 'onFloodPlain') } : {}),
        secondaries: r.list(o.secondaries ?? [], 'secondaries', (x, p) => r.oneOf<CivilizationId>(x, CIVILIZATIONS, p), 9),
        outcomes: r.list(o.outcomes, 'outcomes', outcome, 9),
        ...(o.annexed !== undefined
          ? (() => {
              const a = r.obj(o.annexed, 'annexed');
              return { annexed: { cities: r.int(a?.cities, 'annexed.cities', 0, 9), tokens: r.int(a?.tokens, 'annexed.tokens', 0, 55) } };
            })()
          : {}),
      };
      break;
    case 'special-abilities': {
      const area = (v: unknown, path: string) => {
        const a = r.obj(v, path);
        return {
          target: r.oneOf<CivilizationId>(a?.target, CIVILIZATIONS, join(path, 'target')),
          cities: r.int(a?.cities ?? 0, join(path, 'cities'), 0, 9),
          tokens: r.int(a?.tokens ?? 0, join(path, 'tokens'), 0, 55),
        };
      };
      const pol = o.politics === undefined ? undefined : r.obj(o.politics, 'politics');
      const tr = o.tradeRoutes === undefined ? undefined : r.obj(o.tradeRoutes, 'tradeRoutes');
      const ud = o.universalDoctrine === undefined ? undefined : r.obj(o.universalDoctrine, 'universalDoctrine');
      const dia = o.diaspora === undefined ? undefined : r.obj(o.diaspora, 'diaspora');
      entry = {
        kind,
        civ: civ(),
        ...(pol !== undefined
          ? {
              politics:
                pol?.annex !== undefined ? { annex: area(pol.annex, 'politics.annex') } : { treasury: r.int(pol?.treasury, 'politics.treasury', 0, 55) },
            }
          : {}),
        ...(tr !== undefined
          ? { tradeRoutes: { discarded: hand(tr?.discarded, 'tradeRoutes.discarded'), treasury: r.int(tr?.treasury, 'tradeRoutes.treasury', 0, 200) } }
          : {}),
        ...(o.monotheism !== undefined ? { monotheism: area(o.monotheism, 'monotheism') } : {}),
        ...(o.fundamentalism !== undefined ? { fundamentalism: area(o.fundamentalism, 'fundamentalism') } : {}),
        ...(o.provincialEmpire !== undefined
          ? { provincialEmpire: r.record(o.provincialEmpire, CIVILIZATIONS, 'provincialEmpire', (x, p) => r.oneOf<CommodityId>(x, COMMODITY_IDS, p)) }
          : {}),
        ...(ud !== undefined
          ? {
              universalDoctrine: {
                pirateCity: ud?.pirateCity === undefined ? false : r.bool(ud.pirateCity, 'universalDoctrine.pirateCity'),
                barbarians: r.int(ud?.barbarians ?? 0, 'universalDoctrine.barbarians', 0, 55),
              },
            }
          : {}),
        ...(dia !== undefined ? { diaspora: { tokens: r.int(dia?.tokens, 'diaspora.tokens', 0, 55) } } : {}),
      };
      break;
    }
    case 'purchase': {
      const sub = o.substitute === undefined ? undefined : r.obj(o.substitute, 'substitute');
      entry = {
        kind,
        civ: civ(),
        advances: advances(o.advances, 'advances'),
        ...(o.libraryTarget !== undefined ? { libraryTarget: r.oneOf<AdvanceId>(o.libraryTarget, ADVANCE_IDS, 'libraryTarget') } : {}),
        ...(o.anatomyFree !== undefined ? { anatomyFree: r.oneOf<AdvanceId>(o.anatomyFree, ADVANCE_IDS, 'anatomyFree') } : {}),
        ...(o.freeCredits !== undefined
          ? { freeCredits: r.record<FreeCreditAdvance, ColourCredits>(o.freeCredits, FREE_CREDIT_ADVANCES, 'freeCredits', colours) }
          : {}),
        paid: hand(o.paid ?? {}, 'paid'),
        ...(sub !== undefined
          ? {
              substitute: {
                card: r.oneOf<CommodityId>(sub?.card, COMMODITY_IDS, 'substitute.card'),
                forSet: r.oneOf<CommodityId>(sub?.forSet, COMMODITY_IDS, 'substitute.forSet'),
              },
            }
          : {}),
        treasury: r.int(o.treasury ?? 0, 'treasury', 0, 55),
      };
      break;
    }
    case 'hand': {
      // ee Phase 12: a sealed hand gives its count only; the cards stay on the player's phone.
      const count = r.sealedCount(o, 'cards');
      entry = count === undefined ? { kind, civ: civ(), cards: hand(o.cards, 'cards') } : { kind, civ: civ(), sealed: true, count };
      break;
    }
    case 'ast':
      entry = { kind };
      break;
    case 'leave':
      entry = o.others === undefined ? { kind, civ: civ() } : { kind, civ: civ(), others: board(o.others, 'others') };
      break;
  }
  return r.done(entry);
}
