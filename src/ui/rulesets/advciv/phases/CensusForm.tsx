/**
 * Census (21): a number per player, prefilled with the last census for the table to confirm or
 * adjust (a cleared box's first −/+ tap brings it back); the census order for ships and movement
 * shows as it is typed.
 */
import { censusPreview } from '../../../../engine/rulesets/advciv/views/forms';
import { censusSuggestion, suggestedValues, suggestionsOf } from '../../../../engine/rulesets/advciv/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { suggestionText } from '../suggest';
import { censusRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { orderWhy } from '../../../../engine/rulesets/advciv/views/why';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { CensusOrder } from '../../../components/CensusOrder';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { SubmitRow } from '../../../components/SubmitRow';

export function CensusForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'census' });
  // 21.1: last turn's census, to confirm or adjust, within what the census may count (20.1, 16.1: views/suggest.ts).
  const suggested = suggestionsOf(game.state, (n) => censusSuggestion(game.setup, game.state, n));
  const last = suggestedValues(suggested);
  const tokens = usePerPlayer(
    active.map((p) => p.nation),
    () => last,
    { form, name: 'tokens' },
  );
  const { entered, complete } = tokens;
  const order = censusPreview(game.setup, game.state, entered);
  return (
    <form
      noValidate
      data-testid="census-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'census', tokens: entered });
      }}
    >
      {active.map((p) => (
        <div key={p.nation}>
          <NumberField
            id={`census-${p.nation}`}
            label={t('census.tokensOf', { nation: nationName(p.nation), name: p.name })}
            name={t('census.fieldOf', { nation: nationName(p.nation) })}
            {...censusRange(game.setup, game.state, p.nation)}
            value={tokens.typed(p.nation)}
            {...(last[p.nation] === undefined ? {} : { start: last[p.nation] })}
            onChange={(v) => (form.touched(), tokens.set(p.nation, v))}
          />
          <Suggested id={`census-${p.nation}`} text={suggestionText(suggested[p.nation])} cite={suggested[p.nation]?.cite ?? []} />
        </div>
      ))}
      <CensusOrder
        title={t('census.order')}
        rows={order.map((o) => ({ id: o.nation, name: nationName(o.nation), tokens: o.count, movesLast: o.movesLast }))}
        cite={order[0]?.cite ?? []}
        explain={orderWhy(game.setup, 'census', order)}
      />
      <SubmitRow form={form} label={t('census.record')} incomplete={!complete} />
    </form>
  );
}
