/**
 * "Plan my buy" for Eastern Empires (ee Phase 12): the engine's purchase plans for the hand typed
 * here, for the goal the player picks, each with its reasons and their rule numbers; one tap hands a
 * plan to the purchase form, which the engine still checks when it is recorded. Holds no rules.
 */
import { useMemo, useState } from 'preact/hooks';
import { ADVANCE_IDS, type AdvanceId, type CivilizationId, type Hand } from '../../../../engine/rulesets/eastern-empires';
import type { EePlanGoal, EePlanReason, EePurchasePlan, PlanGoalKind } from '../../../../engine/rulesets/eastern-empires/calc/planner';
import { commoditiesInPlay, eePurchasePlanView } from '../../../../engine/rulesets/eastern-empires/views';
import type { EeGame } from '../../../../state/game-ee';
import { locale, t, translate } from '../../../i18n';
import { PlanGoalField, PlanList } from '../../../components/PlanList';
import { HandFields } from '../fields';
import { advanceName, colourName, commodityName, epochName } from '../names';
import { eeKeptCardsOf } from '../../../../state/sealed-hand';

/** Reasons shown with each plan; the rest fold under "Why?" so the plans fit a phone. */
const SHOWN: readonly EePlanReason['code'][] = [
  'eeplan/points',
  'eeplan/payment',
  'eeplan/target-credits',
  'eeplan/target-bought',
  'eeplan/ast-met',
  'eeplan/ast-unmet',
];
/** Parameters that are ids, named as the rest of the Eastern Empires screens name them. */
const NAMES: Readonly<Record<string, (id: string) => string>> = {
  advance: advanceName,
  colour: colourName,
  commodity: commodityName,
  card: commodityName,
  forSet: commodityName,
  epoch: epochName,
};

function reasonText(r: EePlanReason): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params)) {
    const name = NAMES[k];
    params[k] = name !== undefined && typeof v === 'string' ? name(v) : typeof v === 'number' || typeof v === 'string' ? v : String(v);
  }
  return translate(locale.value, `reason.${r.code}`, params);
}

/** What a plan acquires: the advances paid for, then Anatomy's free card (R-E5). */
const planTitle = (plan: EePurchasePlan, n: number): string =>
  t('eeui.plan.option', {
    n,
    advances: [...plan.advances.map(advanceName), ...(plan.anatomyFree !== null ? [t('eeui.plan.free', { advance: advanceName(plan.anatomyFree) })] : [])].join(
      ', ',
    ),
  });

export function EePlanPanel({ game, civ, onUse }: { readonly game: EeGame; readonly civ: CivilizationId; readonly onUse: (plan: EePurchasePlan) => void }) {
  const p = game.state.players.find((x) => x.civ === civ);
  const [open, setOpen] = useState(false);
  // ee Phase 12: a hand this phone kept sealed (its seat's) comes from this device.
  const [hand, setHand] = useState<Hand>(() => (p === undefined ? {} : (eeKeptCardsOf(game.id, p) ?? p.hand)));
  const [kind, setKind] = useState<PlanGoalKind>('points');
  const openAdvances = ADVANCE_IDS.filter((a) => p?.advances[a] === undefined);
  const [chosenTarget, setTarget] = useState<AdvanceId>('monotheism');
  // The advance aimed at is one not held: the first open one once the chosen one is bought.
  const target = openAdvances.includes(chosenTarget) ? chosenTarget : (openAdvances[0] ?? chosenTarget);
  const goal: EePlanGoal = kind === 'target' ? { kind, advance: target } : kind === 'keep' ? { kind, commodity: null } : { kind };
  // Planned again only when the hand, the goal or the game changes, not on every render.
  const answer = useMemo(
    () => (open ? eePurchasePlanView(game.setup, game.state, civ, hand, goal) : undefined),
    [open, game.state, game.setup, civ, JSON.stringify(hand), kind, target],
  );
  return (
    <details class="why" data-testid="ee-plan-panel" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('plan.open')}</summary>
      {answer !== undefined && (
        <div class="why-body">
          <HandFields id={`ee-plan-hand-${civ}`} label={t('eeui.plan.hand')} commodities={commoditiesInPlay(game.setup)} value={hand} open onChange={setHand} />
          <PlanGoalField id={`ee-plan-goal-${civ}`} value={kind} targetLabel={t('eeui.plan.goal.target')} onChange={setKind} />
          {kind === 'target' && (
            <div class="num-row">
              <label for={`ee-plan-target-${civ}`}>{t('eeui.plan.target')}</label>
              <select id={`ee-plan-target-${civ}`} value={target} onChange={(e) => setTarget(e.currentTarget.value as AdvanceId)}>
                {openAdvances.map((a) => (
                  <option key={a} value={a}>
                    {advanceName(a)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* A new hand or goal starts a new list: no option marked as used. */}
          <PlanList
            key={`${kind}-${chosenTarget}-${JSON.stringify(hand)}`}
            answer={answer}
            words={reasonText}
            shown={SHOWN}
            title={planTitle}
            planKey={(plan) => plan.advances.join()}
            testId="ee-plans"
            onUse={onUse}
          />
        </div>
      )}
    </details>
  );
}
