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

function measure<C extends string>(
  ruleset: AstRuleset<C, string>,
  req: AstRequirement,
  holder: AstHolder<C>,
  space: AstSpace<string>,
): UnmetRequirement | null {
  let have: number;
  let need: number;
  switch (req.kind) {
    case 'cities':
      [have, need] = [holder.cities, req.min];
      break;
    case 'groups':
      [have, need] = [groupsHeld(ruleset, holder.cards), req.min];
      break;
    case 'cards':
      [have, need] = [holder.cards.length, req.min];
      break;
    case 'card-points-of-space':
      [have, need] = [cardPoints(ruleset, holder.cards), space.points ?? 0];
      break;
    case 'cards-costing-at-least':
      [have, need] = [holder.cards.filter((c) => ruleset.cards[c].cost >= req.cost).length, req.min];
      break;
  }
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
