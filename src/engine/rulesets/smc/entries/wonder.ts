/**
 * Wonders and declared victories. Standard Rules: Wonders: a player who has reached a milestone
 * of the current era announces it and takes one of the era's wonders; the first announcement
 * wins, whoever reached it first. Each milestone earns one wonder: "Only one player may own each
 * wonder (12 total wonders; 3 in each era)" beside three milestones per era, and "if another player
 * makes the announcement before you do, that player will get the wonder card" (R-S4).
 * Advanced long game: the owner of the United Nations or Apollo Program may declare the end.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { progress } from '../calc/milestones';
import { CITE } from '../cite';
import { APOLLO_PROGRAM, MILESTONE_TABLE, UNITED_NATIONS } from '../data';
import { optionsOf, type SmcSetup } from '../setup';
import { updatePlayer, type SmcState } from '../state';
import { activePlayer, guard, violation } from './common';
import type { EntryOf } from './types';

export const claimWonder: EntryHandler<SmcState, EntryOf<'claim-wonder'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, 'any')];
    if (out.length > 0) return out;
    if (setup.rules !== 'standard') return [violation('smc/rules/standard-only', CITE.advWonders, { what: 'claim-wonder' })];
    const p = activePlayer(state, entry.player, out);
    if (p === undefined) return out;
    const m = MILESTONE_TABLE[entry.milestone];
    // Wonders are only available in their era; unclaimed ones lapse when it ends. The era ends
    // when the next begins, at the start of the next turn (The Eras): a milestone announced in the
    // rest of the turn that set off the end still counts, as the old era's technologies may still
    // be purchased then (Purchasing technologies) (R-S9, proposed).
    if (m.era !== state.era) out.push(violation('smc/wonder/wrong-era', CITE.stdWonders, { milestone: entry.milestone, era: m.era, current: state.era }));
    const holder = state.claims[entry.milestone];
    if (holder !== undefined) out.push(violation('smc/wonder/claimed', CITE.stdWonderPerMilestone, { milestone: entry.milestone, player: holder }));
    const pr = progress(p, entry.milestone, optionsOf(setup));
    const cite = m.measure === 'villages' ? CITE.stdVillageMilestone : CITE.stdWonders;
    if (!pr.reached) out.push(violation('smc/wonder/milestone-not-reached', cite, { milestone: entry.milestone, value: pr.value, target: pr.target }));
    return out;
  },
  apply: (state, entry) => {
    const era = MILESTONE_TABLE[entry.milestone].era;
    const claimed = updatePlayer(state, entry.player, (p) => ({ ...p, wonders: [...p.wonders, { id: entry.milestone, era, how: 'claim' }] }));
    return { ...claimed, claims: { ...claimed.claims, [entry.milestone]: entry.player } };
  },
};

/** Advanced Rules, Game Length: a diplomatic or military victory may be declared only in the long game. */
export const victoryDeclarable = (setup: Pick<SmcSetup, 'rules' | 'length'>): boolean => setup.rules === 'advanced' && setup.length === 'long';

export const declareVictory: EntryHandler<SmcState, EntryOf<'declare-victory'>, SmcSetup> = {
  validate: (state, entry, setup) => {
    const out: Violation[] = [...guard(state, 'any')];
    if (out.length > 0) return out;
    const cite = entry.victory === 'diplomatic' ? CITE.advDiplomatic : CITE.advMilitary;
    if (!victoryDeclarable(setup)) return [violation('smc/victory/long-game-only', CITE.advGameLength)];
    const p = activePlayer(state, entry.player, out);
    if (p === undefined) return out;
    const wonder = entry.victory === 'diplomatic' ? UNITED_NATIONS : APOLLO_PROGRAM;
    if (!p.wonders.some((w) => w.id === wonder)) out.push(violation('smc/victory/wonder-required', cite, { wonder }));
    if (state.gameEnd !== null) out.push(violation('smc/victory/already-ending', cite));
    return out;
  },
  // The game ends at the end of the turn of the declaration.
  apply: (state, entry) => ({ ...state, gameEnd: { victory: entry.victory, player: entry.player } }),
};
