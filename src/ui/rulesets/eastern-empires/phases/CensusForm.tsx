/** Population expansion (ee Phase 2b): tokens on the board per player; the movement order shows as it is typed. */
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { movementOrder } from '../../../../engine/rulesets/eastern-empires/views';
import { censusRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import { orderWhy } from '../../../../engine/rulesets/eastern-empires/views/why';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { CensusOrder } from '../../../components/CensusOrder';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { SubmitRow } from '../../../components/SubmitRow';
import { civName } from '../names';
import { eeCensusSuggestion } from '../../../../engine/rulesets/eastern-empires/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { eeSuggestionText } from '../suggest';

export function CensusForm({ game }: { readonly game: EeGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: 'census' });
  // ee Phase 2b: from the second turn the tokens on the board as last entered, to confirm or adjust (a quiet turn: one tap).
  const tokens = usePerPlayer(
    active.map((p) => p.civ),
    () => Object.fromEntries(active.map((p) => [p.civ, eeCensusSuggestion(game.state, p.civ)?.value ?? null])),
    { form, name: 'tokens' },
  );
  const { entered, complete } = tokens;
  const order = movementOrder(game.state, entered);
  return (
    <form
      noValidate
      data-testid="ee-census-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'census', tokens: entered });
      }}
    >
      <p class="small muted">{t('eeui.census.hint')}</p>
      {active.map((p) => (
        <div key={p.civ}>
          <NumberField
            id={`ee-census-${p.civ}`}
            label={t('census.tokensOf', { nation: civName(p.civ), name: p.name })}
            name={t('census.fieldOf', { nation: civName(p.civ) })}
            {...censusRange(p)}
            value={tokens.typed(p.civ)}
            onChange={(v) => (form.touched(), tokens.set(p.civ, v))}
          />
          <Suggested
            id={`ee-census-${p.civ}`}
            text={eeSuggestionText(eeCensusSuggestion(game.state, p.civ))}
            cite={eeCensusSuggestion(game.state, p.civ)?.cite ?? []}
          />
        </div>
      ))}
      <CensusOrder
        title={t('eeui.census.order')}
        rows={order.map((o) => ({ id: o.civ, name: civName(o.civ), tokens: o.census, movesLast: o.movesLast }))}
        cite={FORM_CITES.census}
        explain={orderWhy(game.state, 'census', [], entered)}
      />
      <SubmitRow form={form} label={t('census.record')} incomplete={!complete} />
    </form>
  );
}
