/**
 * Movement (ee Phase 3): players move in census order (highest first; Military after the others).
 * The app keeps only the ships: built (2 each) and maintained (1 each), paid from treasury or tokens.
 */
import { censusRange, treasuryRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import type { CivilizationId } from '../../../../engine/rulesets/eastern-empires';
import { FORM_CITES, type EeStep } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { SHIPS_PER_PLAYER } from '../../../../engine/rulesets/eastern-empires/views';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { seatPlayer } from '../../../../state/seat';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { CivPick } from '../fields';
import { civName } from '../names';

export function ShipsForm({ game, step }: { readonly game: EeGame; readonly step: EeStep }) {
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: 'ships' });
  const [picked, setCiv] = useDraft<CivilizationId | ''>(form, 'civ', step.waiting[0] ?? '');
  // My seat (several phones): a phone bound to a seat records its own civilization's ships only (ee Phase 3).
  const mine = seatPlayer(game.setup.players)?.civ;
  const civ = mine ?? picked;
  const [built, setBuilt, resetBuilt] = useDraft<number | null>(form, 'built', 0);
  const [maintained, setMaintained, resetMaintained] = useDraft<number | null>(form, 'maintained', 0);
  const [treasury, setTreasury, resetTreasury] = useDraft<number | null>(form, 'treasury', 0);
  const [tokens, setTokens, resetTokens] = useDraft<number | null>(form, 'tokens', 0);
  const p = game.state.players.find((x) => x.civ === civ);
  if (mine !== undefined && !step.waiting.includes(mine))
    return (
      <p class="ok-note" data-testid="ee-ships-form">
        {t('eeui.ships.seatDone', { civ: civName(mine) })}
      </p>
    );
  return (
    <form
      noValidate
      data-testid="ee-ships-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (civ === '') return;
        if (await form.submit({ kind: 'ships', civ, built: built ?? 0, maintained: maintained ?? 0, treasury: treasury ?? 0, tokens: tokens ?? 0 })) {
          resetBuilt(0);
          resetMaintained(0);
          resetTreasury(0);
          resetTokens(0);
        }
      }}
    >
      <p class="small muted">{t('eeui.ships.hint')}</p>
      <CivPick
        id="ee-ships-civ"
        label={t('eeui.player')}
        value={civ}
        options={mine === undefined ? step.waiting : [mine]}
        names={game.names}
        onChange={(v) => (form.touched(), setCiv(v))}
      />
      {p && <p class="small">{t('eeui.ships.held', { ships: p.ships, treasury: p.treasury })}</p>}
      <NumberField id="ee-ships-built" label={t('eeui.ships.built')} value={built} max={SHIPS_PER_PLAYER} onChange={(v) => (form.touched(), setBuilt(v))} />
      <NumberField
        id="ee-ships-maintained"
        label={t('eeui.ships.maintained')}
        value={maintained}
        max={SHIPS_PER_PLAYER}
        onChange={(v) => (form.touched(), setMaintained(v))}
      />
      <NumberField
        id="ee-ships-treasury"
        label={t('eeui.ships.treasury')}
        {...(p === undefined ? {} : treasuryRange(p))}
        value={treasury}
        onChange={(v) => (form.touched(), setTreasury(v))}
      />
      <NumberField
        id="ee-ships-tokens"
        label={t('eeui.ships.tokens')}
        {...(p === undefined ? {} : censusRange(p))}
        value={tokens}
        onChange={(v) => (form.touched(), setTokens(v))}
      />
      <Why cite={FORM_CITES.ships} />
      <SubmitRow form={form} label={t('eeui.ships.record')} incomplete={civ === ''} />
    </form>
  );
}
