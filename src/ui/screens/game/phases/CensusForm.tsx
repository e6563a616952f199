/** Census (21): a number per player; the census order for ships and movement shows as it is typed. */
import { censusPreview } from '../../../../engine/views/advciv-forms';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../../state/i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';

export function CensusForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const tokens = usePerPlayer(active.map((p) => p.nation));
  const { entered, complete } = tokens;
  const form = useEntry();
  const order = censusPreview(game.setup, game.state, entered);
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
          value={tokens.typed(p.nation)}
          onChange={(v) => (form.touched(), tokens.set(p.nation, v))}
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
      <SubmitRow form={form} label={t('census.record')} incomplete={!complete} />
    </form>
  );
}
