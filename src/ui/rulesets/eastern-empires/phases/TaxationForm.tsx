/**
 * Tax collection (ee Phase 1): one row per player with cities, pre-filled with the stock the books
 * give; Coinage and Monarchy holders choose their rate. The engine shows what each pays, who revolts
 * and who annexes the revolting cities (ee Phase 1b).
 */
import { censusRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import type { CivilizationId } from '../../../../engine/rulesets/eastern-empires';
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { taxPreview, taxRows } from '../../../../engine/rulesets/eastern-empires/views';
import { eeStockSuggestion } from '../../../../engine/rulesets/eastern-empires/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { eeSuggestionText } from '../suggest';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { NumberSelect } from '../../../components/NumberSelect';
import { useDraft, useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { eeConsequenceSentences } from '../consequences';
import { Why } from '../../../components/Why';
import { civName } from '../names';

type PerCiv<T> = Partial<Record<CivilizationId, T>>;

export function TaxationForm({ game }: { readonly game: EeGame }) {
  const rows = taxRows(game.state);
  const stockRange = (civ: string) => {
    const p = game.state.players.find((x) => x.civ === civ);
    return p === undefined ? {} : censusRange(p);
  };
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: 'taxation' });
  const stock = usePerPlayer(
    rows.map((r) => r.civ),
    // ee Phase 1a: the stock the books give, with where it comes from (suggest.ts).
    () => Object.fromEntries(rows.map((r) => [r.civ, eeStockSuggestion(game.state, r.civ)?.value ?? null])),
    { form, name: 'stock' },
  );
  const { entered, complete } = stock;
  const [rates, setRates] = useDraft<PerCiv<number>>(form, 'rates', {});
  const preview = taxPreview(game.state, entered, rates);
  const entry = { kind: 'taxation' as const, stock: entered, ...(Object.keys(rates).length > 0 ? { rates } : {}) };
  // ee Phase 1b: cities handed to the beneficiary or destroyed are said first and take a second tap.
  const confirm = useConfirm(complete ? eeConsequenceSentences(game.setup, game.state, entry) : []);
  return (
    <form
      noValidate
      data-testid="ee-taxation-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry);
      }}
    >
      <p class="small muted">{t('eeui.tax.hint')}</p>
      {rows.map((r) => {
        const o = preview.find((x) => x.civ === r.civ);
        return (
          <div class="card" key={r.civ} data-civ={r.civ}>
            <NumberField
              id={`ee-stock-${r.civ}`}
              label={t('eeui.tax.stockOf', { civ: civName(r.civ), cities: r.cities })}
              {...stockRange(r.civ)}
              value={stock.typed(r.civ)}
              onChange={(v) => (form.touched(), stock.set(r.civ, v))}
            />
            <Suggested
              id={`ee-stock-${r.civ}`}
              text={eeSuggestionText(eeStockSuggestion(game.state, r.civ))}
              cite={eeStockSuggestion(game.state, r.civ)?.cite ?? []}
            />
            {r.rates.length > 1 && (
              <NumberSelect
                id={`ee-rate-${r.civ}`}
                label={t('tax.rate')}
                values={r.rates}
                value={rates[r.civ] ?? r.defaultRate}
                onChange={(v) => (form.touched(), setRates({ ...rates, [r.civ]: v }))}
              />
            )}
            {o && (
              <p class="small" data-testid="tax-line">
                {t('eeui.tax.line', { rate: o.rate, due: o.rate * r.cities, paid: o.collected })}
                {o.revolting > 0 && <strong> {t('tax.revolt', { n: o.revolting })}</strong>}
                {o.takenBy.map((x) => ` ${t('eeui.tax.takenBy', { civ: civName(x.civ), n: x.cities })}`).join('')}
                {o.destroyed > 0 ? ` ${t('eeui.tax.destroyed', { n: o.destroyed })}` : ''}
              </p>
            )}
            <Why cite={FORM_CITES.taxation} />
          </div>
        );
      })}
      <ConfirmRow form={form} label={t('tax.record')} incomplete={!complete} confirm={confirm} />
    </form>
  );
}
