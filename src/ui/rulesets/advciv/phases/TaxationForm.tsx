/**
 * Taxation (19): one row per player with cities, pre-filled with the stock last known; Coinage holders
 * choose their rate (19.2). The engine shows what each pays, who revolts and who takes the cities;
 * while a city revolts, it asks for the stock of players without cities it needs for that (19.32).
 */
import { tokensRange } from '../../../../engine/rulesets/advciv/views/ranges';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { taxPreview, taxRows } from '../../../../engine/rulesets/advciv/views/forms';
import { stockSuggestion, suggestedValues, suggestionsOf } from '../../../../engine/rulesets/advciv/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { suggestionText } from '../suggest';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { NumberSelect } from '../../../components/NumberSelect';
import { useDraft, useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { consequenceSentences } from '../consequences';
import type { TaxationEntry } from '../../../../engine/rulesets/advciv/entries/taxation';
import { Why } from '../../../components/Why';

export function TaxationForm({ game }: { readonly game: AdvCivGame }) {
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'taxation' });
  const active = game.state.players.filter((p) => p.status === 'active');
  // 19.1: the stock each player's entries left him, with where it comes from (views/suggest.ts).
  const suggested = suggestionsOf(game.state, (n) => stockSuggestion(game.setup, game.state, n));
  // Every active player's typing is kept; the engine says whose rows the entry needs (taxRows).
  const stock = usePerPlayer(
    active.map((p) => p.nation),
    () => suggestedValues(suggestionsOf(game.state, (n) => (game.state.players.find((p) => p.nation === n && p.cities > 0) ? suggested[n] : undefined))),
    { form, name: 'stock' },
  );
  const [rates, setRates] = useDraft<Partial<Record<NationId, number>>>(form, 'rates', {});
  const rows = taxRows(game.setup, game.state, stock.entered, rates);
  const entered: Partial<Record<NationId, number>> = {};
  for (const r of rows) if (stock.entered[r.nation] !== undefined) entered[r.nation] = stock.entered[r.nation];
  const complete = rows.every((r) => entered[r.nation] !== undefined);
  const preview = taxPreview(game.setup, game.state, entered, rates);
  const entry: TaxationEntry = { kind: 'taxation', stock: entered, ...(Object.keys(rates).length > 0 ? { rates } : {}) };
  // 19.32, 19.33: a revolt hands cities over or removes them: said in words, recorded on a second tap.
  const confirm = useConfirm(complete ? consequenceSentences(game.setup, game.state, entry) : []);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!confirm.pass()) return;
    await form.submit(entry);
  };
  return (
    <form noValidate onSubmit={submit} data-testid="taxation-form">
      <p class="small muted">{t('tax.hint')}</p>
      {rows.map((r) => {
        const d = preview.due.find((x) => x.nation === r.nation);
        const o = preview.outcomes.find((x) => x.nation === r.nation);
        return (
          <div class="card" key={r.nation} data-nation={r.nation}>
            <NumberField
              id={`stock-${r.nation}`}
              label={t('tax.stockOf', { nation: nationName(r.nation) })}
              {...tokensRange(game.setup, game.state, r.nation)}
              value={stock.typed(r.nation)}
              onChange={(v) => (form.touched(), stock.set(r.nation, v))}
            />
            <Suggested id={`stock-${r.nation}`} text={suggestionText(suggested[r.nation])} cite={suggested[r.nation]?.cite ?? []} />
            {r.rates.length > 1 && (
              <NumberSelect
                id={`rate-${r.nation}`}
                label={t('tax.rate')}
                values={r.rates}
                value={rates[r.nation] ?? r.defaultRate}
                onChange={(v) => (form.touched(), setRates({ ...rates, [r.nation]: v }))}
              />
            )}
            {d && (
              <p class="small" data-testid="tax-line">
                {t('tax.line', { cities: r.cities, due: d.due, paid: d.paid })}
                {d.revolting > 0 && <strong> {t('tax.revolt', { n: d.revolting })}</strong>}
              </p>
            )}
            {o && o.takenBy.length + o.eliminated > 0 && (
              <p class="small">
                {o.takenBy.map((x) => t('tax.takenBy', { nation: nationName(x.nation), n: x.cities })).join('; ')}
                {o.eliminated > 0 ? ` ${t('tax.eliminated', { n: o.eliminated })}` : ''}
              </p>
            )}
            {!r.taxed && <p class="small">{t('tax.noCities', { nation: nationName(r.nation) })}</p>}
            {d !== undefined && d.revolting > 0 && preview.stockNeeded.length > 0 && (
              <p class="small" data-testid="tax-waiting">
                {t('tax.waitingFor', { nations: preview.stockNeeded.map(nationName) })}
              </p>
            )}
            {d ? <Why cite={d.cite} /> : <Why cite={r.cite} />}
          </div>
        );
      })}
      <ConfirmRow form={form} label={t('tax.record')} incomplete={!complete} confirm={confirm} />
    </form>
  );
}
