/**
 * Population expansion (20): per player the areas with one token and with two or more (a map fact,
 * R-G2); the engine says how many tokens go on, limited by stock. Optional: skipped with one tap.
 */
import { populationRanges, tokensRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { barbarianExpansion, populationEntryOf, populationPreview } from '../../../../engine/rulesets/advciv/views/board';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';

export function PopulationForm({ game }: { readonly game: AdvCivGame }) {
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'population' });
  const nations = game.state.players.filter((p) => p.status === 'active').map((p) => p.nation);
  const one = usePerPlayer(nations, undefined, { form, name: 'one' });
  const more = usePerPlayer(nations, undefined, { form, name: 'more' });
  const stock = usePerPlayer(nations, undefined, { form, name: 'stock' });
  const areas = Object.fromEntries(nations.map((n) => [n, { one: one.typed(n), more: more.typed(n) }]));
  const rows = populationPreview(game.state, areas, stock.entered);
  const entry = populationEntryOf(game.state, areas, stock.entered);
  // Variant 39.4 (20.4): the player who adds the Barbarians' tokens this turn.
  const barbarians = barbarianExpansion(game.setup, game.state);
  return (
    <form
      noValidate
      data-testid="population-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (entry !== null) await form.submit(entry);
      }}
    >
      <p class="small muted">{t('population.hint')}</p>
      {barbarians !== null && (
        <p class="small" data-testid="barbarian-controller">
          {t('population.barbarians', { nation: nationName(barbarians.nation) })} <Why cite={barbarians.cite} />
        </p>
      )}
      {rows.map((r) => {
        // 20.1: from his tokens on the board, with the stock known or typed (20.2); each box less what the other needs.
        const range = populationRanges(game.setup, game.state, r.nation, stock.entered[r.nation], { one: one.typed(r.nation), more: more.typed(r.nation) });
        return (
          <div key={r.nation} class="card">
            <NumberField
              id={`pop-one-${r.nation}`}
              label={t('population.one', { nation: nationName(r.nation) })}
              {...range.one}
              value={one.typed(r.nation)}
              onChange={(v) => (form.touched(), one.set(r.nation, v))}
            />
            <NumberField
              id={`pop-more-${r.nation}`}
              label={t('population.more', { nation: nationName(r.nation) })}
              {...range.more}
              value={more.typed(r.nation)}
              onChange={(v) => (form.touched(), more.set(r.nation, v))}
            />
            {r.askStock && (
              <NumberField
                id={`pop-stock-${r.nation}`}
                label={t('population.stock', { nation: nationName(r.nation) })}
                {...tokensRange(game.setup, game.state, r.nation)}
                value={stock.typed(r.nation)}
                onChange={(v) => (form.touched(), stock.set(r.nation, v))}
              />
            )}
            {r.added !== null && r.due !== null && (
              <>
                <p class="small" data-testid={`pop-adds-${r.nation}`}>
                  {r.added < r.due
                    ? t('population.short', { nation: nationName(r.nation), added: r.added, due: r.due })
                    : t('population.adds', { nation: nationName(r.nation), added: r.added })}
                </p>
                <Why cite={r.cite} />
              </>
            )}
          </div>
        );
      })}
      <SubmitRow form={form} label={t('population.record')} incomplete={entry === null} />
    </form>
  );
}
