/**
 * Taking a technology card (purchase, free technology, trade is elsewhere): the checks both rule
 * sets make, and the era's and game's end triggers a new technology can set off.
 */
import type { Violation } from '../../../types';
import { CITE } from '../cite';
import { cardValueProblems } from '../card-values';
import { ENGINEERING, ERA_END_OWN_TECHNOLOGIES, GAME_END_MODERN_TECHNOLOGIES, TECHNOLOGIES_PER_ERA } from '../data';
import type { SmcSetup, TechnologyCard } from '../setup';
import { addUnits, countEra, findPlayer, technologiesInPlay, updatePlayer, type Acquisition, type OwnedTechnology, type SmcState } from '../state';
import { ERAS, eraIndex, nextEra, type Era } from '../vocab';
import { moveUnits, violation } from './common';

/** The era a technology would be taken in: the card's (advanced) or the current era (standard). */
export const technologyEra = (state: SmcState, card: TechnologyCard | null): Era => card?.era ?? state.era;

/**
 * Advanced Rules: the eras whose technologies can be purchased now: earlier eras at half price,
 * the current era, and the next (its first technology ends the current era: The Eras).
 */
export const purchasableEras = (state: SmcState): readonly Era[] => ERAS.slice(0, eraIndex(state.era) + 2);

/** Every technology card entered so far in the game: owned (from the start too) or set aside. */
export function cardsKnown(state: SmcState): readonly TechnologyCard[] {
  return [...state.players.flatMap((p) => p.technologies.flatMap((t) => (t.card === null ? [] : [t.card]))), ...state.setAside];
}

/** Every reason the player may not take this technology now. */
export function checkTechnology(setup: SmcSetup, state: SmcState, card: TechnologyCard | null, how: 'purchase' | 'free'): Violation[] {
  const out: Violation[] = [];
  if (setup.rules === 'standard') {
    if (card !== null) out.push(violation('smc/rules/standard-only', CITE.stdTechnologies, { what: 'technology-card' }));
    // Standard Rules: Technologies are generic; only the current era's cards, while any remain.
    if (state.taken[state.era] >= TECHNOLOGIES_PER_ERA[state.era])
      out.push(violation('smc/technology/none-left', [CITE.contents, CITE.stdEraEnd], { era: state.era }));
    return out;
  }
  if (card === null) {
    out.push(violation('smc/technology/card-required', CITE.advPrerequisites));
    return out;
  }
  out.push(...cardValueProblems(card, cardsKnown(state)));
  const inPlay = technologiesInPlay(state);
  if (inPlay.has(card.name)) out.push(violation('smc/technology/already-in-play', CITE.advPrerequisites, { technology: card.name }));
  // Advanced Rules: current era at the printed cost, earlier eras at half; the first technology
  // of the next era is what ends the era (The Eras), so the next era is open too. A free
  // technology comes from the current era only (Exploration markers: Free Technology).
  const latest = how === 'free' ? eraIndex(state.era) : eraIndex(state.era) + 1;
  const cite = how === 'free' ? CITE.explorationEvents : CITE.advEras;
  if (eraIndex(card.era) > latest || (how === 'free' && card.era !== state.era)) {
    out.push(violation('smc/technology/era-unavailable', cite, { technology: card.name, era: card.era, current: state.era }));
  }
  const missing = card.prerequisites.filter((p) => !inPlay.has(p));
  if (missing.length > 0) out.push(violation('smc/technology/prerequisite-missing', CITE.advPrerequisites, { technology: card.name, missing }));
  if (card.wonder !== null && state.players.some((p) => p.wonders.some((w) => w.id === card.wonder))) {
    out.push(violation('smc/wonder/already-owned', CITE.advWonders, { wonder: card.wonder }));
  }
  return out;
}

/** Gives the player the technology (checked already) and sets off the era and game end triggers. */
export function takeTechnology(setup: SmcSetup, state: SmcState, player: string, card: TechnologyCard | null, how: Acquisition): SmcState {
  const era = technologyEra(state, card);
  const taken = { ...state.taken, [era]: state.taken[era] + 1 };
  const owned: OwnedTechnology = { id: card?.name ?? `${era}-${taken[era]}`, era, card, how };
  let next: SmcState = updatePlayer({ ...state, taken }, player, (p) => ({
    ...p,
    technologies: [...p.technologies, owned],
    // Advanced Rules: Owner Bonus: the card's wonder and units are awarded with it, at once.
    wonders: card?.wonder != null ? [...p.wonders, { id: card.wonder, era: card.era, how }] : p.wonders,
    units: moveUnits(p.units, card?.ownerUnits ?? [], 1),
  }));
  if (setup.rules === 'advanced' && card?.name === ENGINEERING) {
    // Advanced Rules: Military Unit Upgrades: every catapult becomes a trebuchet (medieval
    // artillery) as soon as Engineering is purchased, whoever owns the catapults.
    next = {
      ...next,
      players: next.players.map((x) => ({
        ...x,
        units: addUnits(addUnits(x.units, 'ancient', 'artillery', -x.units.ancient.artillery), 'medieval', 'artillery', x.units.ancient.artillery),
      })),
    };
  }
  const p = findPlayer(next, player);
  if (p === undefined || next.eraEnd !== null) return next;
  if (setup.rules === 'standard') {
    // Standard Rules: The Eras: a purchase that gives the player his third technology of the
    // current era (R-S2). Free and traded ones count toward the three he owns, but only "purchases"
    // ends the era (R-S7). The era's last card ends it however it is taken: once the supply is
    // empty no one could purchase anything of the era, and the era could never end (R-S7).
    const third = how === 'purchase' && countEra(p, state.era) >= ERA_END_OWN_TECHNOLOGIES;
    const last = taken[state.era] >= TECHNOLOGIES_PER_ERA[state.era];
    if (third || last) next = { ...next, eraEnd: { player, trigger: third ? 'third-technology' : 'last-technology' } };
    if (state.era === 'modern' && countEra(p, 'modern') >= GAME_END_MODERN_TECHNOLOGIES && next.gameEnd === null) {
      next = { ...next, gameEnd: { victory: 'score', player } };
    }
  } else if (card !== null && card.era === nextEra(state.era)) {
    // Advanced Rules: The Eras: the first technology of the next era ends the era this turn.
    next = { ...next, eraEnd: { player, trigger: 'next-era-technology' } };
  }
  return next;
}
