/**
 * The players' view of an advciv game (pure): for each player his cities, treasury, cards by group,
 * the price of every card he does not hold (with credits and why), his A.S.T. position with the
 * move he would make now and what it needs, and his victory points so far (35.1).
 */
import type { RuleCitation } from '../../../types';
import { rulesetOf } from '../entries/context';
import { moveOf } from '../entries/ast';
import type { AstMove } from '../calc/ast';
import type { AstRequirement } from '../../../ruleset';
import { priceList, type PriceRow } from '../calc/purchase';
import { scoreTable, type ScoreRow } from '../calc/score';
import { keptKnown, type AdvCivPlayer, type AdvCivState } from '../state';
import { handCountOf } from '../calc/hands';
import type { CalamityId } from '../commodities';
import type { AdvCivSetup } from '../setup';
import type { CardId, GroupId } from '../cards';
import type { EpochId } from '../ast';

export interface HeldCard {
  readonly card: CardId;
  readonly groups: readonly GroupId[];
  readonly cost: number;
  /** Turn acquired; credits and prerequisites count from the next turn (31.53, 31.62). */
  readonly turn: number;
}

/** One requirement of the next A.S.T. space (33.11, 33.2x, 33.3), with what the player has. */
export interface NextRequirement {
  readonly requirement: AstRequirement;
  readonly need: number;
  /** What the player has, when it falls short (calc/ast.ts measures; met requirements show no number). */
  readonly have: number | null;
  readonly met: boolean;
}

export interface AstOutlook {
  readonly position: number;
  readonly epoch: EpochId;
  readonly finish: number;
  /** The move the marker makes if the turn ended now (33.1-33.4), with unmet requirements. */
  readonly move: AstMove;
  /** The space after this one: its epoch, whether it starts a new epoch, and what entering it needs. */
  readonly next: { readonly epoch: EpochId; readonly entering: boolean; readonly requirements: readonly NextRequirement[] } | null;
}

/**
 * What the entries tell of a player's trade cards this turn (calc/hands.ts): the stacks he drew from
 * (27.2), so the non-tradable calamities he alone can hold (27.3), how many cards he holds (exact
 * once no trade can have gone unrecorded, 28.3), the calamities he revealed (29.3), the Grain he
 * showed (30.312) and the commodity cards he turned in (31.1). Absent before he draws.
 */
export interface TurnHandView {
  readonly stacks: readonly number[];
  readonly nonTradable: readonly CalamityId[];
  readonly cards: number | null;
  readonly exact: boolean;
  readonly revealed: number;
  readonly grainShown: number;
  readonly paid: number;
  readonly cite: readonly RuleCitation[];
}

export interface PlayerView {
  readonly player: AdvCivPlayer;
  readonly turnHand?: TurnHandView;
  readonly cards: readonly HeldCard[];
  /** Commodity cards kept (31.71), or null when nobody entered the hand (not known, not 0). */
  readonly handCards: number | null;
  /** Cards not held, cheapest first, priced for this turn. */
  readonly prices: readonly PriceRow[];
  readonly ast: AstOutlook;
  readonly score: ScoreRow | undefined;
  readonly cite: readonly RuleCitation[];
}

export function playerViews(setup: AdvCivSetup, state: AdvCivState): readonly PlayerView[] {
  const r = rulesetOf(setup);
  const scores = scoreTable(r, state);
  return state.players.map((p) => {
    const cards = (Object.keys(p.cards) as CardId[])
      .map((card) => ({ card, groups: r.cards[card].groups, cost: r.cards[card].cost, turn: p.cards[card] ?? 0 }))
      .sort((a, b) => r.cardIds.indexOf(a.card) - r.cardIds.indexOf(b.card));
    const prices = priceList(r, p, state.turn)
      .filter((x) => !x.held)
      .sort((a, b) => a.price - b.price || r.cardIds.indexOf(a.card) - r.cardIds.indexOf(b.card));
    const track = r.tracks[p.nation];
    const here = track[p.ast] ?? track[0];
    const after = track[p.ast + 1];
    const move = moveOf(r, p);
    const entering = after !== undefined && here !== undefined && after.epoch !== here.epoch;
    // 33.11: a new epoch needs all its requirements; within an epoch only cities (33.3) and the space's value (33.25).
    const reqs =
      after === undefined ? [] : r.epoch[after.epoch].requirements.filter((q) => entering || q.kind === 'cities' || q.kind === 'card-points-of-space');
    const measured = reqs.map((q): NextRequirement => {
      const short = move.unmet.find((u) => u.requirement === q);
      const need = q.kind === 'card-points-of-space' ? (after?.points ?? 0) : q.min;
      return { requirement: q, need, have: short?.have ?? null, met: move.kind !== 'regress' && short === undefined };
    });
    const stacks = state.draws.filter((d) => d.nation === p.nation).flatMap((d) => [...d.stacks, ...(d.bought > 0 ? [r.limits.boughtCardStack] : [])]);
    const h = handCountOf(state, p.nation);
    const turnHand: TurnHandView | undefined =
      stacks.length === 0 || h === undefined
        ? undefined
        : {
            stacks: [...new Set(stacks)].sort((a, b) => a - b),
            nonTradable: r.calamityIds.filter((c) => !r.calamities[c].tradable && stacks.includes(r.calamities[c].stack)),
            cards: h.max,
            exact: h.exact,
            revealed: h.calamities,
            grainShown: state.aftermath?.grainShown[p.nation] ?? 0,
            paid: h.paid,
            cite: [
              { doc: 'advciv', rule: '27.2' },
              { doc: 'advciv', rule: '27.3' },
              { doc: 'advciv', rule: '28.3' },
              { doc: 'advciv', rule: '31.71' },
            ],
          };
    return {
      player: p,
      ...(turnHand === undefined ? {} : { turnHand }),
      cards,
      // 31.71: a hand nobody entered is not known, never 0.
      handCards: keptKnown(state, p),
      prices,
      ast: {
        position: p.ast,
        epoch: here?.epoch ?? 'stone',
        finish: track.length - 1,
        move,
        next: after === undefined ? null : { epoch: after.epoch, entering, requirements: measured },
      },
      score: scores.find((s) => s.nation === p.nation),
      cite: [
        { doc: 'advciv', rule: '31.52' },
        { doc: 'advciv', rule: '33.1' },
        { doc: 'advciv', rule: '35.1' },
      ],
    };
  });
}

/** The victory-point table with its breakdown (35.1) and places (35.2, R-A10), best first. */
export function scoreView(setup: AdvCivSetup, state: AdvCivState): readonly ScoreRow[] {
  const r = rulesetOf(setup);
  return [...scoreTable(r, state)].sort((a, b) => (a.place ?? 99) - (b.place ?? 99) || r.nations.indexOf(a.nation) - r.nations.indexOf(b.nation));
}
