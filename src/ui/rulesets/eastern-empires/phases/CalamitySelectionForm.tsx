/**
 * Calamity selection (ee Phase 8): each player holding calamities reveals them; above the limit he
 * discards at random until within it (R-E7), the discards entered in the order drawn (R-G3).
 */
import type { CalamityId, CivilizationId } from '../../../../engine/rulesets/eastern-empires';
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { calamityDeck } from '../../../../engine/rulesets/eastern-empires/views';
import { cardsHeld } from '../../../../engine/rulesets/eastern-empires/views/players';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { citesText } from '../../../components/names';
import { mySeat, oneTapFor } from '../../../../state/seat';
import { eeDraft } from '../typing';
import { Check, CivPick } from '../fields';
import { calamityName, calamityPicked, civName } from '../names';

export function CalamitySelectionForm({ game }: { readonly game: EeGame }) {
  const deck = calamityDeck(game.setup);
  const taken = game.state.selections.map((s) => s.civ);
  const open = game.state.players.filter((p) => p.status === 'active' && !taken.includes(p.civ)).map((p) => p.civ);
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: 'calamity-selection' });
  const [civ, setCiv, resetCiv] = useDraft<CivilizationId | ''>(form, 'civ', open[0] ?? '');
  const [held, setHeld, resetHeld] = useDraft<readonly CalamityId[]>(form, 'held', []);
  const [discarded, setDiscarded, resetDiscarded] = useDraft<readonly CalamityId[]>(form, 'discarded', []);
  const toggle = (list: readonly CalamityId[], id: CalamityId, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  return (
    <form
      noValidate
      data-testid="ee-selection-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (civ === '') return;
        if (await form.submit({ kind: 'calamity-selection', civ, held, discarded })) {
          resetHeld([]);
          resetDiscarded([]);
          const rest = open.filter((c) => c !== civ);
          resetCiv(rest[0] ?? '');
        }
      }}
    >
      {mySeat.value === undefined && <NoneForAll game={game} open={open} />}
      <p class="small muted">{t('eeui.selection.hint', { total: deck.limit.total, major: deck.limit.major })}</p>
      {game.state.selections.length > 0 && (
        <ul class="small" data-testid="selections">
          {game.state.selections.map((s) => (
            <li key={s.civ}>
              {civName(s.civ)}: {s.kept.length === 0 ? t('eeui.none') : s.kept.map(calamityName).join(', ')}
            </li>
          ))}
        </ul>
      )}
      {open.length > 0 && (
        <>
          <CivPick id="ee-sel-civ" label={t('eeui.player')} value={civ} options={open} names={game.names} onChange={(v) => (form.touched(), setCiv(v))} />
          {civ !== '' && <CardsNote game={game} civ={civ} />}
          <fieldset class="inner">
            <legend>{t('eeui.selection.held')}</legend>
            <div class="choices">
              {deck.calamities.map((id) => (
                <Check
                  key={id}
                  id={`ee-held-${id}`}
                  label={calamityPicked(id)}
                  checked={held.includes(id)}
                  onChange={(on) => (form.touched(), setHeld(toggle(held, id, on)), on ? undefined : setDiscarded(toggle(discarded, id, false)))}
                />
              ))}
            </div>
          </fieldset>
          {held.length > 0 && (
            <fieldset class="inner">
              <legend>{t('eeui.selection.discarded')}</legend>
              <div class="choices">
                {held.map((id) => (
                  <Check
                    key={id}
                    id={`ee-discard-${id}`}
                    label={calamityPicked(id)}
                    checked={discarded.includes(id)}
                    onChange={(on) => (form.touched(), setDiscarded(toggle(discarded, id, on)))}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <Why cite={FORM_CITES.calamitySelection} />
          <SubmitRow form={form} label={t('eeui.selection.record')} incomplete={civ === ''} />
        </>
      )}
    </form>
  );
}

/** The player whose calamities are typed in the form and not yet recorded (the form's draft), if any. */
function typedIn(turn: number, open: readonly CivilizationId[]): CivilizationId | undefined {
  const d = eeDraft(turn, 'calamity-selection');
  if (d === undefined) return undefined;
  const typed = (Array.isArray(d.held) && d.held.length > 0) || (Array.isArray(d.discarded) && d.discarded.length > 0);
  const civ = typeof d.civ === 'string' && (open as readonly string[]).includes(d.civ) ? (d.civ as CivilizationId) : open[0];
  return typed ? civ : undefined;
}

/** ee Phase 8, one tap: everyone left holds no calamity (one selection entry each), but for a player on his own phone or with calamities typed. */
function NoneForAll({ game, open }: { readonly game: EeGame; readonly open: readonly CivilizationId[] }) {
  const all = useEntry(eeSignals());
  const turn = game.state.turn;
  const seatOf = (civ: CivilizationId) => game.setup.players.findIndex((p) => p.civ === civ);
  const typing = typedIn(turn, open);
  const tap = oneTapFor(open, seatOf, (civ) => civ === typing);
  if (open.length < 2) return null;
  return (
    <OneTapCard
      testid="no-calamities-all"
      form={all}
      ready={tap.record.length}
      typing={tap.typing.map(civName)}
      onPhones={tap.onPhones.map(civName)}
      label={t('eeui.selection.noneForAll', { n: tap.record.length })}
      hint={t('eeui.selection.noneForAllHint')}
      onTap={async () => {
        const held = typedIn(turn, open);
        for (const civ of oneTapFor(open, seatOf, (x) => x === held).record)
          if (!(await all.submit({ kind: 'calamity-selection', civ, held: [], discarded: [] }))) return;
      }}
    />
  );
}

/** The most trade cards the player can hold and the stacks he drew from, as the engine checks them. */
export function CardsNote({ game, civ, commodities = false }: { readonly game: EeGame; readonly civ: CivilizationId; readonly commodities?: boolean }) {
  const c = cardsHeld(game.state, civ);
  if (c === undefined) return null;
  const stacks = c.stacks.length === 0 ? t('eeui.none') : c.stacks.join(', ');
  return (
    <p class="small muted" data-testid="ee-cards-held">
      {commodities ? t('eeui.cards.commodities', { civ: civName(civ), n: c.commodities }) : t('eeui.cards.held', { civ: civName(civ), n: c.cards, stacks })}{' '}
      <span class="cite">({citesText(c.cite)})</span>
    </p>
  );
}
