/**
 * Calamity resolution entry (ee Phase 9), one per calamity resolved: the primary victim, who traded it
 * to him, the secondary victims he named, the map facts the effect depends on (R-G2) and what each
 * victim lost. The engine computes each victim's effect with his own advances (calc/calamity-effects.ts, R-E3,
 * R-E4) and checks the declared losses against it (the R-A8 approach: meet the requirement, exceed it
 * only by less than a city). Order: Minor first, simultaneous, each player's own by stack (ee Phase 9a);
 * then Major by stack, Non Tradeable first (ee Phase 9b). The trader must be another active player and
 * only Tradeable calamities have one; the beneficiary annexes exactly what the victim lost as far as
 * his stock allows; Volcanic Eruption and Barbarian Hordes may also take other players' units.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { CITIES_PER_PLAYER, CITY_UNIT_POINTS, type CivilizationId } from '../civilizations';
import { calamityBeneficiary, resolutionOrder } from '../calc/calamity-order';
import { calamityEffect, type CalamityEffect, type Loss, type VictimFacts } from '../calc/calamity-effects';
import type { EeSetup } from '../setup';
import { cardBounds } from '../calc/hands';
import { handSize, heldAdvances, playerOf, tally, type EePlayer, type EeState, type Hand } from '../state';
import { CALAMITY_IDS, COMMODITIES, isMajor, isTradeable, type CalamityId, type CommodityId } from '../trade-cards';
import { eeViolation } from '../violations';
import { activePlayer, activePlayers, isViolation, stockFacts, tokensInStock } from './context';

export interface VictimOutcome {
  readonly civ: CivilizationId;
  /** Cities reduced (replaced by tokens) and the tokens placed for them. */
  readonly citiesReduced: number;
  readonly tokensPlaced: number;
  readonly citiesDestroyed: number;
  /** Cities annexed by the beneficiary or replaced by pirate cities. */
  readonly citiesLost: number;
  /** Tokens removed from the board (destroyed or annexed). */
  readonly tokensRemoved: number;
  /** Treasury lost, including treasury paid to prevent an effect (ee chapter 8, "To pay treasury"). */
  readonly treasuryLost: number;
  readonly discarded: Hand;
  readonly astBack: number;
  /** Preventions used: cards saved by Banditry payments, steps saved by Enlightenment, 1 for the others. */
  readonly prevented: number;
  /** The table confirms the victim had no more to give (ee chapter 8, "Insufficient units..."). */
  readonly exhausted: boolean;
  /** Map facts for this victim (R-G2): coastal cities (next to the Cyclone area for Cyclone). */
  readonly coastalCities?: number;
}

export interface CalamityEntry {
  readonly kind: 'calamity';
  readonly calamity: CalamityId;
  /** The primary victim (ee chapter 8). */
  readonly civ: CivilizationId;
  /** The last player who traded it to him, if traceable (ee chapter 8, "The beneficiary"). */
  readonly tradedBy?: CivilizationId;
  /** Map facts for the primary victim (R-G2). */
  readonly cityOnVolcano?: boolean;
  readonly onFloodPlain?: boolean;
  readonly secondaries: readonly CivilizationId[];
  readonly outcomes: readonly VictimOutcome[];
  /** Units the beneficiary annexed (Treachery, Civil War, Tyranny). */
  readonly annexed?: { readonly cities: number; readonly tokens: number };
}

/** Every calamity's place in the order of ee Phase 9 (Minor first, then Major by stack, Non Tradeable first). */
const RANK: Readonly<Record<CalamityId, number>> = Object.fromEntries(
  resolutionOrder(CALAMITY_IDS.map((calamity) => ({ player: 'saba' as const, calamity }))).map((h, i) => [h.calamity, i]),
) as Record<CalamityId, number>;

/**
 * ee Phase 9a: Minor calamities are resolved simultaneously by all players, before any Major, each
 * player's own in ascending stack order; ee Phase 9b: then the Majors one at a time by ascending
 * stack, the Non Tradeable of a stack first. So a Minor is out of order after any Major or after a
 * higher-stack Minor of the same player (another player's Minor does not matter), and a Major after
 * any Major called later.
 */
export function orderViolations(resolved: EeState['resolved'], entry: Pick<CalamityEntry, 'civ' | 'calamity'>): readonly Violation[] {
  const late = (r: EeState['resolved'][number]): boolean =>
    isMajor(entry.calamity)
      ? isMajor(r.calamity) && RANK[r.calamity] > RANK[entry.calamity]
      : isMajor(r.calamity) || (r.civ === entry.civ && RANK[r.calamity] > RANK[entry.calamity]);
  const after = resolved.find(late);
  return after === undefined
    ? []
    : [eeViolation('ee/calamity/out-of-order', isMajor(entry.calamity) ? 'Phase 9b' : 'Phase 9a', { calamity: entry.calamity, after: after.calamity })];
}

const faceValue = (hand: Hand): number => (Object.entries(hand) as [CommodityId, number][]).reduce((s, [id, n]) => s + COMMODITIES[id].faceValue * n, 0);

/** What a victim's effect depends on (R-G2): his advances, cities, unit points and the map facts entered. */
export function factsOf(p: EePlayer, role: 'primary' | 'secondary', entry: CalamityEntry, o: VictimOutcome | undefined): VictimFacts {
  return {
    role,
    holds: heldAdvances(p),
    cities: p.cities,
    unitPoints: p.cities * CITY_UNIT_POINTS + p.census,
    ...(role === 'primary' && entry.cityOnVolcano !== undefined ? { cityOnVolcano: entry.cityOnVolcano } : {}),
    ...(role === 'primary' && entry.onFloodPlain !== undefined ? { onFloodPlain: entry.onFloodPlain } : {}),
    ...(o?.coastalCities !== undefined ? { coastalCities: o.coastalCities } : {}),
  };
}

/** ee chapter 3, "Markings in areas": a population limit is a number from 0 to 4. */
export const MAX_POPULATION_LIMIT = 4;

/** Tokens removed must be on the board (his census plus the tokens his reduced cities left). */
function tokensHeldViolations(p: EePlayer, o: VictimOutcome, rule: string): readonly Violation[] {
  const held = p.census + o.tokensPlaced;
  return o.tokensRemoved > held
    ? [eeViolation('ee/calamity/tokens-more-than-held', [rule, 'chapter 8, Insufficient units'], { civ: p.civ, tokens: o.tokensRemoved, held })]
    : [];
}

/** Checks one victim's declared outcome against his effect. */
function checkOutcome(effect: CalamityEffect, p: EePlayer, o: VictimOutcome, rule: string): readonly Violation[] {
  const out: Violation[] = [];
  const civ = p.civ;
  const prevent = effect.preventions;
  if (o.prevented > 0 && prevent.length === 0) out.push(eeViolation('ee/calamity/prevention-not-allowed', rule, { civ }));
  const citiesGone = o.citiesReduced + o.citiesDestroyed + o.citiesLost;
  if (citiesGone > p.cities) out.push(eeViolation('ee/calamity/more-than-held', rule, { civ, cities: citiesGone, held: p.cities }));
  // A reduced city becomes tokens "up to the population limit" (ee chapter 8, Definitions), and no
  // area's limit exceeds 4 (ee chapter 3, "Population limit ... from 0 to 4").
  const placedMax = MAX_POPULATION_LIMIT * o.citiesReduced;
  if (o.tokensPlaced > placedMax)
    out.push(eeViolation('ee/calamity/tokens-placed-wrong', ['chapter 8, Definitions', 'chapter 3'], { civ, placed: o.tokensPlaced, max: placedMax }));
  out.push(...tokensHeldViolations(p, o, rule));
  let treasuryDue = 0;
  let treasuryPaid = 0;
  const damage = o.tokensRemoved + CITY_UNIT_POINTS * (o.citiesDestroyed + o.citiesReduced) - o.tokensPlaced;
  const byKind = (loss: Loss) => {
    switch (loss.kind) {
      case 'damage': {
        if (damage < loss.points && !o.exhausted)
          out.push(eeViolation('ee/calamity/damage-short', [rule, 'chapter 8, Definitions'], { civ, damage, required: loss.points }));
        if (damage >= loss.points + CITY_UNIT_POINTS)
          out.push(eeViolation('ee/calamity/damage-excess', [rule, 'chapter 8, Definitions'], { civ, damage, required: loss.points }));
        return;
      }
      case 'reduceCities': {
        if (loss.adjacentAnyOwner === true) return; // the Earthquake's second city: a map fact (R-G2)
        const prevented = prevent.some((x) => x.kind === 'discardCommodities') && o.prevented > 0;
        const expected = prevented ? 0 : loss.count;
        // The Earthquake's own city may be counted with the adjacent one when it is the victim's own.
        if (o.citiesReduced < expected || (o.citiesReduced > expected && effect.calamity !== 'volcanicEruption'))
          out.push(eeViolation('ee/calamity/cities-wrong', rule, { civ, entered: o.citiesReduced, expected }));
        if (prevented && handSize(o.discarded) < 2)
          out.push(eeViolation('ee/calamity/discard-short', ['chapter 9, Theocracy', rule], { civ, discarded: handSize(o.discarded), required: 2 }));
        return;
      }
      case 'destroyCities': {
        const payment = prevent.find((x) => x.kind === 'payTreasury' && x.per === 'calamity');
        const prevented = payment !== undefined && o.prevented > 0;
        if (prevented && payment.kind === 'payTreasury') treasuryPaid += payment.amount;
        const expected = prevented ? 0 : loss.count;
        if (o.citiesDestroyed < expected && !o.exhausted)
          out.push(eeViolation('ee/calamity/cities-wrong', rule, { civ, entered: o.citiesDestroyed, expected }));
        return;
      }
      case 'annexCities': {
        // Treachery: "For each city that cannot be annexed the beneficiary selects and destroys a city."
        const taken = o.citiesLost + o.citiesDestroyed;
        if (taken !== loss.count && !(o.exhausted && taken < loss.count))
          out.push(eeViolation('ee/calamity/cities-wrong', rule, { civ, entered: taken, expected: loss.count }));
        return;
      }
      case 'piratesReplaceCoastalCities':
        if (o.citiesLost !== loss.count && !(o.exhausted && o.citiesLost < loss.count))
          out.push(eeViolation('ee/calamity/cities-wrong', rule, { civ, entered: o.citiesLost, expected: loss.count }));
        return;
      case 'annexUnitPoints': {
        const points = CITY_UNIT_POINTS * o.citiesLost + o.tokensRemoved;
        if (points < loss.points && !o.exhausted) out.push(eeViolation('ee/calamity/annex-short', rule, { civ, points, required: loss.points }));
        if (points >= loss.points + CITY_UNIT_POINTS) out.push(eeViolation('ee/calamity/damage-excess', rule, { civ, damage: points, required: loss.points }));
        return;
      }
      case 'loseTreasury':
        treasuryDue += Math.min(loss.amount, p.treasury);
        return;
      case 'discardCommodities': {
        const payment = prevent.find((x) => x.kind === 'payTreasury' && x.per === 'card');
        const saved = payment !== undefined ? Math.min(o.prevented, loss.count) : 0;
        if (payment !== undefined && payment.kind === 'payTreasury') treasuryPaid += saved * payment.amount;
        if (handSize(o.discarded) + saved < loss.count && !o.exhausted)
          out.push(eeViolation('ee/calamity/discard-short', rule, { civ, discarded: handSize(o.discarded), required: loss.count - saved }));
        return;
      }
      case 'discardFaceValue':
        if (faceValue(o.discarded) < loss.points && !o.exhausted)
          out.push(eeViolation('ee/calamity/discard-short', rule, { civ, discarded: faceValue(o.discarded), required: loss.points }));
        return;
      case 'astBack': {
        const saved = prevent.some((x) => x.kind === 'destroyCitiesPerStep') ? Math.min(o.prevented, loss.steps) : 0;
        const expected = Math.min(p.ast, loss.steps - saved);
        if (o.astBack !== expected) out.push(eeViolation('ee/calamity/ast-wrong', rule, { civ, entered: o.astBack, expected }));
        if (saved > 0 && o.citiesDestroyed < 2 * saved && !o.exhausted)
          out.push(eeViolation('ee/calamity/cities-wrong', ['chapter 9, Enlightenment', rule], { civ, entered: o.citiesDestroyed, expected: 2 * saved }));
        return;
      }
      case 'citySupportCheck': {
        const tokens = p.census + o.tokensPlaced - o.tokensRemoved;
        const cities = p.cities - citiesGone;
        if (tokens < cities * loss.rate) out.push(eeViolation('ee/cities/unsupported', [rule, 'Phase 5c'], { civ, cities, tokens, rate: loss.rate }));
        // "Reduce cities until you have sufficient support": had the last reduction not been made (one
        // city more, at most 4 of its tokens fewer), would he already have been supported?
        else if (o.citiesReduced > 0 && tokens - Math.min(MAX_POPULATION_LIMIT, o.tokensPlaced) >= (cities + 1) * loss.rate)
          out.push(eeViolation('ee/calamity/reduced-too-many', [rule, 'Phase 5c'], { civ, reduced: o.citiesReduced, rate: loss.rate }));
        return;
      }
      case 'destroyVolcanoAreas':
      case 'barbarianAttack':
        return; // the map decides (R-G2)
    }
  };
  effect.losses.forEach(byKind);
  const expectedTreasury = Math.min(p.treasury, treasuryDue + treasuryPaid);
  if (o.treasuryLost !== expectedTreasury)
    out.push(eeViolation('ee/calamity/treasury-wrong', [rule, 'chapter 8, Definitions'], { civ, entered: o.treasuryLost, expected: expectedTreasury }));
  return out;
}

/**
 * What the beneficiary annexes (Treachery, Civil War, Tyranny; ee chapter 8): every unit the primary
 * victim lost to him, as far as his stock allows; the rest becomes barbarians and pirate cities (Civil
 * War, Tyranny) or, for Treachery, "For each city that cannot be annexed the beneficiary selects and
 * destroys a city" (so a Treachery city is destroyed only when the beneficiary has no city in stock).
 */
function annexViolations(
  state: EeState,
  entry: CalamityEntry,
  effect: CalamityEffect,
  beneficiary: CivilizationId | undefined,
  rule: string,
): readonly Violation[] {
  const out: Violation[] = [];
  const annexing = !effect.canceled && effect.losses.some((l) => l.kind === 'annexCities' || l.kind === 'annexUnitPoints');
  const b = beneficiary === undefined ? undefined : playerOf(state, beneficiary);
  const lost = entry.outcomes.find((o) => o.civ === entry.civ);
  const citiesIn = b === undefined ? 0 : CITIES_PER_PLAYER - b.cities;
  const expected =
    annexing && b !== undefined && lost !== undefined
      ? { cities: Math.min(lost.citiesLost, citiesIn), tokens: Math.min(lost.tokensRemoved, tokensInStock(b)) }
      : { cities: 0, tokens: 0 };
  const got = entry.annexed ?? { cities: 0, tokens: 0 };
  if (got.cities !== expected.cities || got.tokens !== expected.tokens)
    out.push(
      eeViolation('ee/calamity/annexed-wrong', [rule, 'chapter 8, The beneficiary'], {
        civ: beneficiary ?? entry.civ,
        cities: got.cities,
        tokens: got.tokens,
        expectedCities: expected.cities,
        expectedTokens: expected.tokens,
      }),
    );
  const treachery = effect.losses.find((l) => l.kind === 'annexCities');
  if (treachery !== undefined && treachery.kind === 'annexCities' && lost !== undefined && !lost.exhausted) {
    const annexable = Math.min(treachery.count, citiesIn);
    if (lost.citiesLost !== annexable)
      out.push(eeViolation('ee/calamity/cities-wrong', rule, { civ: entry.civ, entered: lost.citiesLost, expected: annexable }));
  }
  return out;
}

/** Calamities whose effect reaches other players' units without making them secondary victims (ee chapter 8). */
export const COLLATERAL: readonly CalamityId[] = ['volcanicEruption', 'barbarianHordes'];

const ruleOf = (effect: CalamityEffect): string => effect.cite[0]?.rule ?? 'chapter 8';

export const calamity: EntryHandler<EeState, CalamityEntry, EeSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    const out: Violation[] = [];
    const held = state.selections.find((s) => s.civ === entry.civ)?.kept ?? [];
    if (!held.includes(entry.calamity)) return [eeViolation('ee/calamity/not-held', 'Phase 9', { civ: entry.civ, calamity: entry.calamity })];
    if (state.resolved.some((r) => r.civ === entry.civ && r.calamity === entry.calamity))
      return [eeViolation('ee/calamity/already-resolved', 'Phase 9', { civ: entry.civ, calamity: entry.calamity })];
    out.push(...orderViolations(state.resolved, entry));
    // "Only if you have a city on a volcano this calamity is a 'Volcanic Eruption'" (ee chapter 8).
    if (entry.cityOnVolcano === true && p.cities === 0)
      out.push(eeViolation('ee/calamity/no-city-on-volcano', 'chapter 8, Volcanic Eruption/Earthquake', { civ: entry.civ }));
    // "Except for Non Tradeable Calamities, which may never be traded" (ee Phase 7); the beneficiary is
    // "the last player who traded the calamity to the primary victim" (ee chapter 8): another player.
    if (entry.tradedBy !== undefined) {
      if (!isTradeable(entry.calamity))
        out.push(eeViolation('ee/calamity/not-tradeable', ['Phase 7', 'chapter 8, The beneficiary'], { calamity: entry.calamity, tradedBy: entry.tradedBy }));
      else if (entry.tradedBy === entry.civ)
        out.push(eeViolation('ee/calamity/traded-by-self', 'chapter 8, The beneficiary', { civ: entry.civ, calamity: entry.calamity }));
      else {
        const trader = activePlayer(state, entry.tradedBy);
        if (isViolation(trader)) out.push(trader);
      }
    }

    const primaryOutcome = entry.outcomes.find((o) => o.civ === entry.civ);
    const effect = calamityEffect(entry.calamity, factsOf(p, 'primary', entry, primaryOutcome), setup.settings);
    const rule = ruleOf(effect);
    const beneficiary =
      effect.beneficiary === 'none'
        ? undefined
        : calamityBeneficiary(entry.calamity, entry.civ, effect.beneficiary === 'trader' ? entry.tradedBy : undefined, stockFacts(state));

    // Secondary victims (ee chapter 8): named by the primary, never himself; the beneficiary and
    // protected players excluded where the card says so; as many as there are eligible (R-A9's reading).
    const sec = effect.secondary;
    if (effect.canceled || sec === undefined) {
      if (entry.secondaries.length > 0) out.push(eeViolation('ee/calamity/secondary-count', rule, { entered: entry.secondaries.length, expected: 0 }));
    } else {
      const eligible = activePlayers(state).filter(
        (q) =>
          q.civ !== entry.civ &&
          !(sec.beneficiaryExcluded && q.civ === beneficiary) &&
          !(sec.protectedBy !== undefined && heldAdvances(q).includes(sec.protectedBy)),
      );
      const bad = entry.secondaries.filter((c, i) => !eligible.some((q) => q.civ === c) || entry.secondaries.indexOf(c) !== i);
      if (bad.length > 0) out.push(eeViolation('ee/calamity/secondary-not-allowed', rule, { civs: bad }));
      if (sec.count !== 'byMap') {
        const expected = Math.min(sec.count, eligible.length);
        if (entry.secondaries.length !== expected) out.push(eeViolation('ee/calamity/secondary-count', rule, { entered: entry.secondaries.length, expected }));
      }
    }

    // One outcome for the primary and for each secondary victim.
    const victims = [entry.civ, ...entry.secondaries];
    for (const v of victims) if (!entry.outcomes.some((o) => o.civ === v)) out.push(eeViolation('ee/calamity/outcome-missing', rule, { civ: v }));
    for (const o of entry.outcomes) {
      const q = playerOf(state, o.civ);
      // Volcanic Eruption and Earthquake also strike units of other players (the volcano's areas, the
      // adjacent city "irrespective of ownership"), and Barbarian Hordes fight other players' tokens in
      // the areas they attack ("If an area also contains tokens belonging to other players, these are
      // involved in the conflict"): map facts, checked only against holdings (R-G2).
      const collateral = COLLATERAL.includes(entry.calamity) && q !== undefined && !victims.includes(o.civ);
      if (q === undefined || (!victims.includes(o.civ) && !collateral)) {
        out.push(eeViolation('ee/calamity/secondary-not-allowed', rule, { civs: [o.civ] }));
        continue;
      }
      if (collateral) {
        const gone = o.citiesReduced + o.citiesDestroyed + o.citiesLost;
        if (gone > q.cities) out.push(eeViolation('ee/calamity/more-than-held', rule, { civ: o.civ, cities: gone, held: q.cities }));
        out.push(...tokensHeldViolations(q, o, rule));
        continue;
      }
      const role = o.civ === entry.civ ? 'primary' : 'secondary';
      const e = role === 'primary' ? effect : calamityEffect(entry.calamity, factsOf(q, role, entry, o), setup.settings);
      out.push(...checkOutcome(e, q, o, rule));
    }

    // Commodity cards discarded must be cards the victim can hold (hands.ts; ee Phase 6, chapter 8).
    const bounds = cardBounds(state);
    for (const o of entry.outcomes) {
      const cards = handSize(o.discarded);
      const held = bounds.find((b) => b.civ === o.civ)?.commodities;
      if (held !== undefined && cards > held)
        out.push(eeViolation('ee/calamity/cards-not-held', [rule, 'Phase 6', 'chapter 8, Insufficient units'], { civ: o.civ, cards, held }));
    }

    out.push(...annexViolations(state, entry, effect, beneficiary, rule));
    return out;
  },
  apply(state, entry, setup) {
    const p = playerOf(state, entry.civ);
    if (p === undefined) return state;
    const effect = calamityEffect(
      entry.calamity,
      factsOf(
        p,
        'primary',
        entry,
        entry.outcomes.find((o) => o.civ === entry.civ),
      ),
      setup.settings,
    );
    const beneficiary =
      effect.beneficiary === 'none'
        ? undefined
        : calamityBeneficiary(entry.calamity, entry.civ, effect.beneficiary === 'trader' ? entry.tradedBy : undefined, stockFacts(state));
    const players = state.players.map((q) => {
      const o = entry.outcomes.find((x) => x.civ === q.civ);
      let next = q;
      if (o !== undefined)
        next = {
          ...next,
          cities: Math.max(0, next.cities - o.citiesReduced - o.citiesDestroyed - o.citiesLost),
          census: Math.max(0, next.census + o.tokensPlaced - o.tokensRemoved),
          treasury: Math.max(0, next.treasury - o.treasuryLost),
          ast: Math.max(0, next.ast - o.astBack),
        };
      if (entry.annexed !== undefined && q.civ === beneficiary)
        next = { ...next, cities: Math.min(CITIES_PER_PLAYER, next.cities + entry.annexed.cities), census: next.census + entry.annexed.tokens };
      return next;
    });
    const cardsGone = entry.outcomes.reduce((gone, o) => tally(gone, o.civ, handSize(o.discarded)), state.cardsGone);
    return { ...state, players, cardsGone, resolved: [...state.resolved, { civ: entry.civ, calamity: entry.calamity }] };
  },
};
