/**
 * Taxation (19): one row per player with cities, pre-filled with the stock last known; Coinage holders
 * choose their rate (19.2). The engine shows what each pays, who revolts and who takes the cities.
 */
import { useState } from 'preact/hooks';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { taxPreview, taxRows } from '../../../../engine/views/advciv-forms';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../../state/i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';
import { Why } from '../../../components/Why';

export function TaxationForm({ game }: { readonly game: AdvCivGame }) {
  const rows = taxRows(game.setup, game.state);
  const [stock, setStock] = useState<Partial<Record<NationId, number | null>>>(() => Object.fromEntries(rows.map((r) => [r.nation, r.knownStock])));
  const [rates, setRates] = useState<Partial<Record<NationId, number>>>({});
  const form = useEntry();
  const entered: Partial<Record<NationId, number>> = {};
  for (const r of rows) {
    const v = stock[r.nation];
    if (v !== null && v !== undefined) entered[r.nation] = v;
  }
  const preview = taxPreview(game.setup, game.state, entered, rates);
  const complete = rows.every((r) => entered[r.nation] !== undefined);
  const submit = async (e: Event) => {
    e.preventDefault();
    await form.submit({ kind: 'taxation', stock: entered, ...(Object.keys(rates).length > 0 ? { rates } : {}) });
  };
  return (
    <form onSubmit={submit} data-testid="taxation-form">
      <p class="small muted">{t('tax.hint')}</p>
      {rows.map((r) => {
        const d = preview.due.find((x) => x.nation === r.nation);
        const o = preview.outcomes.find((x) => x.nation === r.nation);
        return (
          <div class="card" key={r.nation} data-nation={r.nation}>
            <NumberField
              id={`stock-${r.nation}`}
              label={t('tax.stockOf', { nation: nationName(r.nation) })}
              value={stock[r.nation] ?? null}
              onChange={(v) => (form.touched(), setStock({ ...stock, [r.nation]: v }))}
            />
            {r.rates.length > 1 && (
              <div class="num-row">
                <label for={`rate-${r.nation}`}>{t('tax.rate')}</label>
                <select id={`rate-${r.nation}`} value={rates[r.nation] ?? r.defaultRate} onChange={(e) => (form.touched(), setRates({ ...rates, [r.nation]: Number(e.currentTarget.value) }))}>
                  {r.rates.map((x) => (
                    <option key={x} value={x}>
                      {x}
                    </option>
                  ))}
                </select>
              </div>
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
            {d && <Why cite={d.cite} />}
          </div>
        );
      })}
      <RefusalNotice refusal={form.refusal} />
      <button type="submit" class="btn primary block" disabled={form.busy || !complete}>
        {t('tax.record')}
      </button>
    </form>
  );
}
