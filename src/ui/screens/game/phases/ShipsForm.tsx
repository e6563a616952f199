/** Ship construction (22): optional, in census order (Military last); ships in play and treasury spent. */
import type { AdvCivPlayer } from '../../../../engine/rulesets/advciv/state';
import { entriesThisTurn, type TurnStep } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';

export function ShipsForm({ game, step }: { readonly game: AdvCivGame; readonly step: TurnStep }) {
  const done = new Set(entriesThisTurn(game.entries).flatMap((e) => (e.kind === 'ships' ? [e.nation] : [])));
  return (
    <div data-testid="ships-form">
      <p class="small muted">{t('ships.hint')}</p>
      {step.players.map((o) => {
        const p = game.state.players.find((x) => x.nation === o.nation);
        if (p === undefined) return null;
        return done.has(p.nation) ? (
          <p key={p.nation} class="small">
            {t('ships.done', { nation: nationName(p.nation), ships: p.ships })}
          </p>
        ) : (
          <ShipsRow key={`${p.nation}-${game.state.turn}`} p={p} turn={game.state.turn} />
        );
      })}
    </div>
  );
}

function ShipsRow({ p, turn }: { readonly p: AdvCivPlayer; readonly turn: number }) {
  const form = useEntry(advcivSignals(), { turn, form: `ships-${p.nation}` });
  const [ships, setShips] = useDraft<number | null>(form, 'ships', p.ships);
  const [treasury, setTreasury] = useDraft<number | null>(form, 'treasury', 0);
  return (
    <details class="card">
      <summary class="btn block">{t('ships.of', { nation: nationName(p.nation), ships: p.ships })}</summary>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          await form.submit({ kind: 'ships', nation: p.nation, ships: ships ?? 0, treasury: treasury ?? 0 });
        }}
      >
        <NumberField id={`ships-${p.nation}`} label={t('ships.count')} value={ships} onChange={(v) => (form.touched(), setShips(v))} />
        <NumberField
          id={`ships-t-${p.nation}`}
          label={t('ships.treasury', { held: p.treasury })}
          value={treasury}
          onChange={(v) => (form.touched(), setTreasury(v))}
        />
        <SubmitRow form={form} label={t('table.save')} />
      </form>
    </details>
  );
}
