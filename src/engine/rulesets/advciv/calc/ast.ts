/**
 * A.S.T. movement (advciv 33): at the end of each turn a marker moves one space (33.1) if the
 * requirements of the space entered are met (33.11, 33.2x); a player below the city requirement of
 * his epoch is frozen (33.3); a player with no cities moves back one space unless in the Stone Age
 * (33.4). Requirements are ruleset data (`AstRequirement`); this is the one evaluator for them.
 */
import type { AstRequirement, AstSpace, EpochDef } from '../../../ruleset';
import type { RuleCitation } from '../../../types';

export interface AstHolder<C extends string> {
  readonly cities: number;
  readonly cards: readonly C[];
  readonly ast: number;
}

export interface AstRuleset<C extends string, E extends string> {
  readonly doc: 'advciv' | 'ee' | 'capitals' | 'smc';
  readonly cards: Readonly<Record<C, { readonly cost: number; readonly groups: readonly string[] }>>;
  readonly epoch: Readonly<Record<E, EpochDef>>;
}

export interface UnmetRequirement {
  readonly requirement: AstRequirement;
  readonly have: number;
  readonly need: number;
}

export interface AstMove {
  readonly from: number;
  readonly to: number;
  readonly kind: 'advance' | 'frozen' | 'regress' | 'finished';
  readonly unmet: readonly UnmetRequirement[];
  readonly cite: readonly RuleCitation[];
}

/** Distinct groups among held cards; a dual card counts for both (31.551). */
export function groupsHeld<C extends string>(ruleset: Pick<AstRuleset<C, string>, 'cards'>, cards: readonly C[]): number {
  const groups = new Set<string>();
  for (const c of cards) for (const g of ruleset.cards[c].groups) groups.add(g);
  return groups.size;
}

/** Face value of held cards (33.25, 35.1 A). */
export function cardPoints<C extends string>(ruleset: Pick<AstRuleset<C, string>, 'cards'>, cards: readonly C[]): number {
  return cards.reduce((s, c) => s + ruleset.cards[c].cost, 0);
}

/** What a player has of one requirement and what it asks (33.21-33.25). */
function figures<C extends string>(
  ruleset: AstRuleset<C, string>,
  req: AstRequirement,
  holder: AstHolder<C>,
  space: AstSpace<string>,
): { readonly have: number; readonly need: number } {
  switch (req.kind) {
    case 'cities':
      return { have: holder.cities, need: req.min };
    case 'groups':
      return { have: groupsHeld(ruleset, holder.cards), need: req.min };
    case 'cards':
      return { have: holder.cards.length, need: req.min };
    case 'card-points-of-space':
      return { have: cardPoints(ruleset, holder.cards), need: space.points ?? 0 };
    case 'cards-costing-at-least':
      return { have: holder.cards.filter((c) => ruleset.cards[c].cost >= req.cost).length, need: req.min };
  }
}

function measure<C extends string>(
  ruleset: AstRuleset<C, string>,
  req: AstRequirement,
  holder: AstHolder<C>,
  space: AstSpace<string>,
): UnmetRequirement | null {
  const { have, need } = figures(ruleset, req, holder, space);
  return have >= need ? null : { requirement: req, have, need };
}

/**
 * The move of one marker at the end of a turn. Entering a space of a new epoch needs every entry
 * requirement of that epoch (33.11); moving within an epoch needs its city count (33.3) and, in an
 * epoch of valued spaces, the space's value (33.25).
 */
export function astMove<C extends string, E extends string>(ruleset: AstRuleset<C, E>, track: readonly AstSpace<E>[], holder: AstHolder<C>): AstMove {
  const doc = ruleset.doc;
  const from = holder.ast;
  const here = track[from];
  const finish = track.length - 1;
  if (here === undefined) return { from, to: from, kind: 'frozen', unmet: [], cite: [{ doc, rule: '33.1' }] };
  if (holder.cities === 0 && !ruleset.epoch[here.epoch].regressExempt && from > 0) {
    return { from, to: from - 1, kind: 'regress', unmet: [], cite: [{ doc, rule: '33.4' }] };
  }
  if (from >= finish) return { from, to: from, kind: 'finished', unmet: [], cite: [{ doc, rule: '34.1' }] };
  const next = track[from + 1];
  if (next === undefined) return { from, to: from, kind: 'finished', unmet: [], cite: [{ doc, rule: '34.1' }] };
  const epoch = ruleset.epoch[next.epoch];
  const entering = next.epoch !== here.epoch;
  const reqs = epoch.requirements.filter((r) => entering || r.kind === 'cities' || r.kind === 'card-points-of-space');
  const unmet = reqs.map((r) => measure(ruleset, r, holder, next)).filter((u): u is UnmetRequirement => u !== null);
  if (unmet.length > 0) {
    const cite: RuleCitation[] = [epoch.cite, { doc, rule: entering ? '33.11' : '33.3' }];
    return { from, to: from, kind: 'frozen', unmet, cite };
  }
  return { from, to: from + 1, kind: 'advance', unmet: [], cite: [{ doc, rule: '33.1' }, epoch.cite] };
}

/** One entry requirement of an epoch measured against a player: what he has, what it asks. */
export interface RequirementCheck {
  readonly requirement: AstRequirement;
  readonly have: number;
  readonly need: number;
  readonly met: boolean;
}

/** What a marker needs to enter its next epoch: that epoch, the space where it starts, every requirement measured. */
export interface EpochNeeds<E extends string> {
  readonly epoch: E;
  /** The first space of that epoch on the player's own track. */
  readonly space: number;
  readonly checks: readonly RequirementCheck[];
  readonly cite: RuleCitation;
}

/**
 * The entry requirements of the next epoch on a player's own track (33.11, 33.21-33.25), each
 * measured as `astMove` measures them; null in the last epoch. Each nation's track has its own
 * epoch boundaries (reference 2, R-A3).
 */
export function epochNeeds<C extends string, E extends string>(
  ruleset: AstRuleset<C, E>,
  track: readonly AstSpace<E>[],
  holder: AstHolder<C>,
): EpochNeeds<E> | null {
  const here = track[holder.ast]?.epoch;
  const space = track.findIndex((s, i) => i > holder.ast && s.epoch !== here);
  const next = track[space];
  if (space < 0 || next === undefined) return null;
  const epoch = ruleset.epoch[next.epoch];
  const checks = epoch.requirements.map((r) => {
    const { have, need } = figures(ruleset, r, holder, next);
    return { requirement: r, have, need, met: have >= need };
  });
  return { epoch: next.epoch, space, checks, cite: epoch.cite };
}
