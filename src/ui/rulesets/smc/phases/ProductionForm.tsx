/**
 * Production Phase: the starting player's 2d6 for the critical resource (the table rolls, the app
 * reads the Critical Resource Table), then each player's production with its breakdown, each line
 * citing its rule, collected with one tap. Advanced rules: the printed city-card values are typed
 * in and marked as the players' numbers (R-S1).
 */
import type { ProductionBreakdown, ProductionLine } from '../../../../engine/rulesets/smc/calc/production';
import { productionView } from '../../../../engine/rulesets/smc/views';
import { DIE_FACES, smcFeatures } from '../../../../engine/rulesets/smc/views/forms';
import { cityValueRange } from '../../../../engine/rulesets/smc/views/ranges';
import { turnOrder } from '../../../../engine/rulesets/smc/views/turn';
import type { PlayerState } from '../../../../engine/rulesets/smc/state';
import type { Resource } from '../../../../engine/rulesets/smc/vocab';
import type { SmcEntry } from '../../../../engine/rulesets/smc/entries/types';
import { smcSignals, type SmcGame } from '../../../../state/game-smc';
import { drafts } from '../../../../state/drafts';
import { editsInProgress } from '../../../../state/pwa';
import { oneTapFor, seatPlayer } from '../../../../state/seat';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { NumberField } from '../../../components/NumberField';
import { citeText } from '../../../components/names';
import { useDraft, useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';
import { RecordButton, SubmitRow } from '../../../components/SubmitRow';
import { playerName, resourceName } from '../names';

export function ProductionForm({ g }: { readonly g: SmcGame }) {
  const critical = g.state.critical;
  // My seat (several phones): a phone bound to a seat collects its own player's production only; the critical roll is the table's.
  const mine = seatPlayer(g.setup.players)?.id;
  const order = mine === undefined ? turnOrder(g.state) : turnOrder(g.state).filter((id) => id === mine);
  return (
    <div data-testid="production-form">
      {critical === null && mine !== undefined ? (
        <p class="small" role="status" data-testid="critical-waits">
          {t('smcui.criticalWaits', { player: playerName(g, g.state.startingPlayer) })}
        </p>
      ) : critical === null ? (
        <CriticalRoll g={g} />
      ) : (
        <p class="card" data-testid="critical">
          {t('smcui.critical', { a: critical.dice[0], b: critical.dice[1], resource: resourceName(critical.resource) })}
        </p>
      )}
      {critical !== null && mine === undefined && !smcFeatures(g.setup).cityValues && <CollectAll g={g} />}
      {order.map((id) => {
        const p = g.state.players.find((x) => x.id === id);
        return p === undefined ? null : <PlayerProduction key={id} g={g} p={p} rolled={critical !== null} />;
      })}
    </div>
  );
}

/**
 * Who one tap collects for (Production Phase): every player still to collect, in the order of play,
 * but a player on his own phone (he collects there) and one with city values typed (advanced rules,
 * R-S1: recorded or cleared first).
 */
function collectTap(g: SmcGame) {
  void editsInProgress.value;
  const left = turnOrder(g.state).filter((id) => {
    const p = g.state.players.find((x) => x.id === id);
    return p !== undefined && !p.eliminated && g.state.produced[id] === undefined;
  });
  const typed = (id: string) => drafts.read({ game: g.id, turn: g.state.turn, form: `production-${id}` }) !== undefined;
  return oneTapFor(left, (id) => g.setup.players.findIndex((p) => p.id === id), typed);
}

/**
 * Collects for everyone the tap covers, read again from the state now; one produce entry each, the
 * first refusal stops the rest (shown by `submit` where a form makes it; after the roll, the form is gone).
 */
async function collectAll(submit: (e: SmcEntry) => Promise<boolean> = async (e) => (await smcSignals().submit(e)).ok): Promise<void> {
  const g = smcSignals().game.value;
  if (g === undefined) return;
  for (const player of collectTap(g).record) if (!(await submit({ kind: 'produce', player, cityValues: {} }))) return;
}

function CriticalRoll({ g }: { readonly g: SmcGame }) {
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'critical-roll' });
  // Standard rules (no city values to type, R-S1): the roll and everyone's production in one tap.
  const all = !smcFeatures(g.setup).cityValues && seatPlayer(g.setup.players) === undefined;
  const tap = collectTap(g);
  const [a, setA] = useDraft<number | null>(entry, 'a', null);
  const [b, setB] = useDraft<number | null>(entry, 'b', null);
  return (
    <form
      noValidate
      class="card"
      data-testid="critical-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if ((await entry.submit({ kind: 'critical-roll', dice: [a ?? 0, b ?? 0] })) && all) await collectAll();
      }}
    >
      <h3>{t('smcui.criticalTitle')}</h3>
      <p class="small">{t('smcui.criticalHint', { player: playerName(g, g.state.startingPlayer) })}</p>
      <NumberField
        id="critical-a"
        label={t('smcui.die', { n: 1 })}
        value={a}
        min={DIE_FACES.min}
        max={DIE_FACES.max}
        onChange={(v) => (entry.touched(), setA(v))}
      />
      <NumberField
        id="critical-b"
        label={t('smcui.die', { n: 2 })}
        value={b}
        min={DIE_FACES.min}
        max={DIE_FACES.max}
        onChange={(v) => (entry.touched(), setB(v))}
      />
      <SubmitRow
        form={entry}
        label={all && tap.record.length > 0 ? t('smcui.recordRollCollect', { n: tap.record.length }) : t('smcui.recordRoll')}
        incomplete={a === null || b === null}
      />
    </form>
  );
}

/** After the roll, one tap: everyone left collects his production (one entry each); in the standard rules only (the advanced rules ask each city's value, typed per player). */
function CollectAll({ g }: { readonly g: SmcGame }) {
  const entry = useEntry(smcSignals());
  const tap = collectTap(g);
  if (tap.record.length + tap.typing.length + tap.onPhones.length < 2) return null;
  const names = (ids: readonly string[]) => ids.map((id) => playerName(g, id));
  return (
    <OneTapCard
      testid="collect-all"
      form={entry}
      ready={tap.record.length}
      label={t('smcui.collectAll', { n: tap.record.length })}
      typing={names(tap.typing)}
      sayTyping={(players) => t('smcui.typingFirstValues', { players })}
      onPhones={names(tap.onPhones)}
      onTap={() => collectAll((e) => entry.submit(e))}
    />
  );
}

function PlayerProduction({ g, p, rolled }: { readonly g: SmcGame; readonly p: PlayerState; readonly rolled: boolean }) {
  const { cityValues: asksCityValues } = smcFeatures(g.setup);
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: `production-${p.id}` });
  const [values, setValues] = useDraft<Readonly<Record<string, number | null>>>(entry, 'values', {});
  const collected = g.state.produced[p.id] !== undefined;
  // Ids from positions: names and regions are free text.
  const seat = g.state.players.indexOf(p);
  const cityValues: Record<string, number> = {};
  for (const [region, v] of Object.entries(values)) if (v !== null) cityValues[region] = v;
  const view = productionView(g.setup, g.state, { [p.id]: cityValues }).find((v) => v.player === p.id);
  if (view === undefined || p.eliminated) return null;
  return (
    <article class="card" data-player={p.id} data-testid={`production-${p.id}`}>
      <h3>
        {playerName(g, p.id)} <span class="muted small">{t('smcui.goldNow', { gold: p.gold })}</span>
      </h3>
      <p class="small">{view.held.length === 0 ? t('smcui.noResources') : t('smcui.held', { resources: view.held.map(resourceName) })}</p>
      {asksCityValues && !collected && (
        <fieldset class="inner table-values">
          <legend>{t('smcui.cityValues')}</legend>
          <p class="small from-table">{t('smcui.fromTable')}</p>
          {p.settlements.map((s, k) => (
            <NumberField
              key={s.region}
              id={`city-${seat}-${k}`}
              label={s.region}
              name={t('smcui.cityValueOf', { region: s.region, player: playerName(g, p.id) })}
              {...cityValueRange()}
              value={values[s.region] ?? null}
              onChange={(v) => (entry.touched(), setValues({ ...values, [s.region]: v }))}
            />
          ))}
        </fieldset>
      )}
      <Breakdown b={view.breakdown} />
      <RefusalNotice refusal={entry.refusal} />
      {collected ? (
        <p class="ok-note">{t('smcui.collected', { gold: view.breakdown.total })}</p>
      ) : (
        <RecordButton
          class="btn primary block"
          testId={`collect-${p.id}`}
          disabled={entry.busy || !rolled}
          onClick={() => void entry.submit({ kind: 'produce', player: p.id, cityValues: asksCityValues ? cityValues : {} })}
        >
          {t('smcui.collect', { player: playerName(g, p.id), gold: view.breakdown.total })}
        </RecordButton>
      )}
    </article>
  );
}

const lineLabel = (l: ProductionLine): string => {
  const resource = typeof l.params.resource === 'string' ? resourceName(l.params.resource as Resource) : '';
  return t(`smc.production.${l.part}`, { ...l.params, resource });
};

/** The production breakdown: one line per component with its rule; the players' numbers marked. */
export function Breakdown({ b }: { readonly b: ProductionBreakdown }) {
  return (
    <table class="figures small breakdown">
      <tbody>
        {b.lines.map((l, i) => (
          <tr key={`${l.part}-${i}`} data-part={l.part} class={l.source === 'table' ? 'from-table' : ''}>
            <td>
              {lineLabel(l)}
              {l.source === 'table' && <span class="pill">{t('smcui.tableValue')}</span>}
              <br />
              <span class="cite muted">{citeText(l.cite)}</span>
            </td>
            <td>{l.gold}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('table.total')}</th>
          <td data-testid="production-total">{b.total}</td>
        </tr>
      </tbody>
    </table>
  );
}
