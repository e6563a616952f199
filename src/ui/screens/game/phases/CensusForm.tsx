/** Census (21): a number per player; the census order for ships and movement shows as it is typed. */
import { useState } from 'preact/hooks';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { censusPreview } from '../../../../engine/views/advciv-forms';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../../state/i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';
import { Why } from '../../../components/Why';

export function CensusForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const [tokens, setTokens] = useState<Partial<Record<NationId, number | null>>>({});
  const form = useEntry();
  const entered: Partial<Record<NationId, number>> = {};
  for (const p of active) {
    const v = tokens[p.nation];
    if (v !== null && v !== undefined) entered[p.nation] = v;
  }
  const order = censusPreview(game.setup, game.state, entered);
  const complete = active.every((p) => entered[p.nation] !== undefined);
  return (
    <form
      data-testid="census-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'census', tokens: entered });
      }}
    >
      {active.map((p) => (
        <NumberField
          key={p.nation}
          id={`census-${p.nation}`}
          label={t('census.tokensOf', { nation: nationName(p.nation), name: p.name })}
          value={tokens[p.nation] ?? null}
          onChange={(v) => (form.touched(), setTokens({ ...tokens, [p.nation]: v }))}
        />
      ))}
      <h3>{t('census.order')}</h3>
      <ol class="order" data-testid="census-order">
        {order.map((o) => (
          <li key={o.nation}>
            {nationName(o.nation)} · {t('turn.tokens', { n: o.count })}
            {o.movesLast ? ` · ${t('turn.movesLast')}` : ''}
          </li>
        ))}
      </ol>
      <Why cite={order[0]?.cite ?? []} />
      <RefusalNotice refusal={form.refusal} />
      <button type="submit" class="btn primary block" disabled={form.busy || !complete}>
        {t('census.record')}
      </button>
    </form>
  );
}
