/**
 * "Plan my buy" (advciv 31): the engine's purchase plans for the hand typed in, for the goal the
 * player picks, each with its reasons and their rule numbers; one tap hands a plan to the purchase
 * form, which the engine still checks when it is recorded. Holds no rules: it renders the view.
 */
import { useMemo, useState } from 'preact/hooks';
import { CARDS, type CardId } from '../../../../engine/rulesets/advciv/cards';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import type { PlanGoal, PlanGoalKind, PlanReason, PurchasePlan } from '../../../../engine/rulesets/advciv/calc/planner';
import type { Hand } from '../../../../engine/rulesets/advciv/state';
import { purchasePlanView } from '../../../../engine/rulesets/advciv/views';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { locale, t, translate } from '../../../i18n';
import type { MessageKey } from '../../../messages/catalog';
import { cardName, displayParams } from '../../../components/names';
import { PlanGoalField, PlanList } from '../../../components/PlanList';

/** Reasons shown with each plan; the rest fold under "Why?" so six plans fit a phone. */
const SHOWN: readonly PlanReason['code'][] = ['plan/points', 'plan/payment', 'plan/target-credits', 'plan/target-bought', 'plan/ast-met', 'plan/ast-unmet'];

/** A reason in words: catalog message `reason.<code>`, ids named as the rest of the app names them. */
function reasonText(r: PlanReason): string {
  const params = { ...displayParams(r.params, r.code) };
  for (const k of ['enables', 'prerequisites'] as const) {
    const v = r.params[k];
    if (Array.isArray(v)) params[k] = (v as readonly string[]).map((c) => cardName(c as CardId)).join(', ');
  }
  if (typeof r.params.requirement === 'string') params.requirement = t(`plan.requirement.${r.params.requirement}` as MessageKey);
  if (typeof r.params.epoch === 'string') params.epoch = t(`epoch.${r.params.epoch}` as MessageKey);
  return translate(locale.value, `reason.${r.code}`, params);
}

export function PlanPanel({
  game,
  nation,
  hand,
  onUse,
}: {
  readonly game: AdvCivGame;
  readonly nation: NationId;
  readonly hand: Hand;
  readonly onUse: (plan: PurchasePlan) => void;
}) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<PlanGoalKind>('points');
  const [target, setTarget] = useState<CardId>('monotheism');
  const p = game.state.players.find((x) => x.nation === nation);
  const goal: PlanGoal = kind === 'target' ? { kind, card: target } : kind === 'keep' ? { kind, commodity: null } : { kind };
  // Planned again only when the hand, the goal or the game changes, not on every render.
  const answer = useMemo(
    () => (open && p !== undefined ? purchasePlanView(game.setup, game.state, nation, hand, p.treasury, goal) : null),
    [open, game.state, game.setup, nation, JSON.stringify(hand), kind, target],
  );
  return (
    <details class="why" data-testid="plan-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('plan.open')}</summary>
      {answer !== null && (
        <div class="why-body">
          <PlanGoalField id={`plan-goal-${nation}`} value={kind} targetLabel={t('plan.goal.target')} onChange={setKind} />
          {kind === 'target' && (
            <div class="num-row">
              <label for={`plan-target-${nation}`}>{t('plan.target')}</label>
              <select id={`plan-target-${nation}`} value={target} onChange={(e) => setTarget(e.currentTarget.value as CardId)}>
                {CARDS.filter((c) => p?.cards[c] === undefined).map((c) => (
                  <option key={c} value={c}>
                    {cardName(c)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* A new goal starts a new list: no option marked as used. */}
          <PlanList
            key={`${kind}-${target}`}
            answer={answer}
            words={reasonText}
            shown={SHOWN}
            title={(plan, n) => t('plan.option', { n, cards: plan.cards.map(cardName).join(', ') })}
            planKey={(plan) => plan.cards.join()}
            testId="plans"
            onUse={onUse}
          />
        </div>
      )}
    </details>
  );
}
