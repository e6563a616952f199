/**
 * A player joins the game in progress (advciv 15.5): name and an unused nation, or, with variant 38.1
 * and all nine nations in play, the counterpart of the next Civil War's victim (15.52). The engine
 * says which nations may be chosen (joinOptions) and refuses the rest; the player enters the game at
 * the next Civil War, recorded in the calamity phase. Also lists who is waiting.
 */
import { useState } from 'preact/hooks';
import { joinOptions } from '../../../engine/rulesets/advciv/late-arrivals';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import type { AdvCivSetup } from '../../../engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../engine/rulesets/advciv/state';
import type { AdvCivEntry } from '../../../engine/rulesets/advciv/entries';
import { rulesetOf } from '../../../engine/rulesets/advciv/entries/context';
import { t } from '../../i18n';
import { nationName } from '../../components/names';
import { SelectField } from '../../components/SelectField';
import { SubmitRow } from '../../components/SubmitRow';
import { useEntry } from '../../components/useEntry';
import { advcivSignals } from '../../../state/game-advciv';

const COUNTERPART = 'counterpart';
type Choice = NationId | typeof COUNTERPART | '';

/** Who waits for a Civil War (15.51; 38.1 16.10), in the order they will enter. */
export function WaitingPlayers({ state }: { readonly state: AdvCivState }) {
  const waiting = state.waiting ?? [];
  if (waiting.length === 0) return null;
  const names = waiting.map((w) =>
    w.nation === null
      ? t('late.waitingOne', { name: w.name, nation: t('late.counterpart') })
      : t('late.waitingOne', { name: w.name, nation: nationName(w.nation) }),
  );
  return (
    <p class="small" data-testid="late-waiting">
      {t('late.waiting', { names: names.join(', ') })}
    </p>
  );
}

/** 15.52: who enters at this turn's Civil War, for the calamity form's explanation (explainCalamities().entered). */
export function LateArrivalEntered({
  entered,
}: {
  readonly entered: { readonly entrant: { readonly name: string; readonly nation: NationId }; readonly victim: NationId } | undefined;
}) {
  if (entered === undefined) return null;
  return (
    <p class="small" data-testid="late-entered">
      {t('late.entered', { name: entered.entrant.name, nation: nationName(entered.entrant.nation), victim: nationName(entered.victim) })}
    </p>
  );
}

export function JoinGame({ setup, state }: { readonly setup: AdvCivSetup; readonly state: AdvCivState }) {
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<Choice>('');
  const form = useEntry(advcivSignals());
  const options = joinOptions(state, setup, rulesetOf(setup).playerCounts);
  const list: { value: Choice; label: string }[] = [
    ...(options.counterpart ? [{ value: COUNTERPART as Choice, label: t('late.counterpart') }] : []),
    ...options.nations.map((n) => ({ value: n as Choice, label: nationName(n) })),
  ];
  if (list.length === 0) return null;
  return (
    <details class="why" data-testid="late-arrival">
      <summary>{t('late.title')}</summary>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const entry: AdvCivEntry = choice === COUNTERPART || choice === '' ? { kind: 'join', name } : { kind: 'join', name, nation: choice };
          if (await form.submit(entry)) {
            setName('');
            setChoice('');
          }
        }}
      >
        <p class="small">
          {t('late.hint')} {options.counterpart && t('late.hintCounterpart')}
        </p>
        <div class="field">
          <label for="late-name">{t('late.name')}</label>
          <input id="late-name" type="text" maxLength={60} value={name} onInput={(e) => (form.touched(), setName(e.currentTarget.value))} />
        </div>
        <SelectField id="late-nation" wide label={t('late.nation')} value={choice} options={list} none="–" onChange={(v) => (form.touched(), setChoice(v))} />
        <SubmitRow form={form} label={t('late.record')} incomplete={name.trim() === '' || choice === ''} />
      </form>
    </details>
  );
}
