/**
 * Ship construction (22), in census order (Military last): ships in play, paid from treasury and by a
 * levy from the board; players with ships in play owe upkeep (22.3) and open first.
 */
import { shipsRange, tokensRange, treasuryRange } from '../../../../engine/rulesets/advciv/views/ranges';
import type { AdvCivPlayer } from '../../../../engine/rulesets/advciv/state';
import { entriesThisTurn, type TurnStep } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { seatPlayer } from '../../../../state/seat';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { shipsPreview } from '../../../../engine/rulesets/advciv/views/board';

export function ShipsForm({ game, step }: { readonly game: AdvCivGame; readonly step: TurnStep }) {
  const done = new Set(entriesThisTurn(game.entries).flatMap((e) => (e.kind === 'ships' ? [e.nation] : [])));
  // My seat (several phones): a phone bound to a seat records its own player's ships only (22).
  const mine = seatPlayer(game.setup.players)?.nation;
  const players = mine === undefined ? step.players : step.players.filter((o) => o.nation === mine);
  return (
    <div data-testid="ships-form">
      <p class="small muted">{t('ships.hint')}</p>
      {players.map((o) => {
        const p = game.state.players.find((x) => x.nation === o.nation);
        if (p === undefined) return null;
        return done.has(p.nation) ? (
          <p key={p.nation} class="small">
            {t('ships.done', { nation: nationName(p.nation), ships: p.ships })}
          </p>
        ) : (
          <ShipsRow key={`${p.nation}-${game.state.turn}`} p={p} game={game} upkeep={step.waiting.includes(p.nation)} open={mine !== undefined} />
        );
      })}
    </div>
  );
}

function ShipsRow({ p, game, upkeep, open }: { readonly p: AdvCivPlayer; readonly game: AdvCivGame; readonly upkeep: boolean; readonly open: boolean }) {
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: `ships-${p.nation}` });
  const [ships, setShips] = useDraft<number | null>(form, 'ships', p.ships);
  const [treasury, setTreasury] = useDraft<number | null>(form, 'treasury', 0);
  const [levy, setLevy] = useDraft<number | null>(form, 'levy', 0);
  const cost = shipsPreview(game.setup, game.state, p.nation, ships ?? 0);
  return (
    <details class="card" open={upkeep || open}>
      <summary class="btn block">{t('ships.of', { nation: nationName(p.nation), ships: p.ships })}</summary>
      {upkeep && <p class="small">{t('ships.upkeep', { nation: nationName(p.nation), ships: p.ships })}</p>}
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          await form.submit({ kind: 'ships', nation: p.nation, ships: ships ?? 0, treasury: treasury ?? 0, levy: levy ?? 0 });
        }}
      >
        <NumberField
          id={`ships-${p.nation}`}
          label={t('ships.count')}
          {...shipsRange(game.setup)}
          value={ships}
          onChange={(v) => (form.touched(), setShips(v))}
        />
        <NumberField
          id={`ships-t-${p.nation}`}
          label={t('ships.treasury', { held: p.treasury })}
          {...treasuryRange(game.state, p.nation)}
          value={treasury}
          onChange={(v) => (form.touched(), setTreasury(v))}
        />
        <NumberField
          id={`ships-l-${p.nation}`}
          label={t('ships.levy')}
          {...tokensRange(game.setup, game.state, p.nation)}
          value={levy}
          onChange={(v) => (form.touched(), setLevy(v))}
        />
        <p class="small" data-testid={`ships-cost-${p.nation}`}>
          {t('ships.cost', { least: cost.least, most: cost.most })}
        </p>
        <Why cite={cost.cite} />
        <SubmitRow form={form} label={t('table.save')} />
      </form>
    </details>
  );
}
