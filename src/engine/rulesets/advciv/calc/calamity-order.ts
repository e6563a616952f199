/**
 * Which advciv calamities take effect this turn and in what order (29.5, 29.6): the calamity cards
 * held at the end of trading, the two drawn for a player holding more (R-G3), and the resolution
 * order of the stacks.
 */
import type { Violation } from '../../../types';
import { calamityCode as vc } from './calamities-violations';
import type { CardId } from '../cards';
import { CALAMITY, type CalamityId } from '../commodities';
import { CALAMITY_RULES, MAX_PRIMARY_PER_TURN, type CalamityRules } from '../calamity-effects';

/** One calamity card held at the end of trading: the primary victim (29.61) and who traded it. */
export interface HeldCalamity<P extends string> {
  readonly calamity: CalamityId;
  readonly holder: P;
  /** The player who traded it to the holder (29.61); null if the holder drew it (29.4). */
  readonly tradedBy: P | null;
}

/** 29.6: ascending stack; non-tradable before tradable of the same stack. */
export function compareResolution(a: CalamityId, b: CalamityId): number {
  const ca = CALAMITY[a];
  const cb = CALAMITY[b];
  if (ca.stack !== cb.stack) return ca.stack - cb.stack;
  return Number(ca.tradable) - Number(cb.tradable);
}

/** The calamities that take effect, in the order they are resolved (29.6). */
export function resolutionOrder<P extends string, H extends HeldCalamity<P>>(held: readonly H[]): readonly H[] {
  return [...held].sort((a, b) => compareResolution(a.calamity, b.calamity));
}

/**
 * 29.5, R-G3: a player holding more than two calamities is primary victim of only two, drawn at the
 * table; `chosen` records the draw per such player. Returns the calamities that apply, or violations.
 */
export function applicableCalamities<P extends string>(
  held: readonly HeldCalamity<P>[],
  chosen: Readonly<Partial<Record<P, readonly CalamityId[]>>>,
  rules: CalamityRules = CALAMITY_RULES,
  cardsOf: (player: P) => readonly CardId[] = () => [],
): { readonly applies: readonly HeldCalamity<P>[]; readonly violations: readonly Violation[] } {
  const byHolder = new Map<P, HeldCalamity<P>[]>();
  for (const h of held) byHolder.set(h.holder, [...(byHolder.get(h.holder) ?? []), h]);
  const max = MAX_PRIMARY_PER_TURN.amount;
  const applies: HeldCalamity<P>[] = [];
  const violations: Violation[] = [];
  for (const [holder, list] of byHolder) {
    const cw = rules.civilWarAlwaysApplies;
    if (cw !== undefined && list.some((h) => h.calamity === 'civil-war')) {
      // 39.6 (29.51-29.52): Civil War always applies; with Military every calamity does; else one other is drawn.
      const cite = [cw.cite];
      if (list.length <= max || (cw.military !== undefined && cardsOf(holder).includes(cw.military))) {
        applies.push(...list);
        if (chosen[holder] !== undefined) violations.push({ code: vc('calamity/draw-not-needed'), cite, params: { player: holder, held: list.length, max } });
        continue;
      }
      const pick = chosen[holder];
      const others = pick?.filter((c) => c !== 'civil-war') ?? [];
      if (pick === undefined || others.length !== 1 || pick.length > max || !others.every((c) => list.some((h) => h.calamity === c))) {
        violations.push({ code: vc('calamity/draw-two'), cite, params: { player: holder, held: list.length, max } });
        continue;
      }
      applies.push(...list.filter((h) => h.calamity === 'civil-war' || others.includes(h.calamity)));
      continue;
    }
    if (list.length <= max) {
      applies.push(...list);
      if (chosen[holder] !== undefined) {
        violations.push({ code: vc('calamity/draw-not-needed'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: holder, held: list.length, max } });
      }
      continue;
    }
    const pick = chosen[holder];
    if (pick === undefined || pick.length !== max || new Set(pick).size !== max || !pick.every((c) => list.some((h) => h.calamity === c))) {
      violations.push({ code: vc('calamity/draw-two'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: holder, held: list.length, max } });
      continue;
    }
    applies.push(...list.filter((h) => pick.includes(h.calamity)));
  }
  for (const p of Object.keys(chosen) as P[]) {
    if (!byHolder.has(p)) violations.push({ code: vc('calamity/draw-not-needed'), cite: [MAX_PRIMARY_PER_TURN.cite], params: { player: p, held: 0, max } });
  }
  const ordered = resolutionOrder<P, HeldCalamity<P>>(applies);
  // 39.9 (15.52): Civil War is resolved last.
  const last =
    rules.civilWarLast === undefined ? ordered : [...ordered.filter((h) => h.calamity !== 'civil-war'), ...ordered.filter((h) => h.calamity === 'civil-war')];
  return { applies: last, violations };
}
