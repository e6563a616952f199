/**
 * Trade Phase: a permanent trade, one direction per entry (gold, technologies, settlers), and a
 * resource card lent for the turn (it counts for the holder until the end of production). A swap
 * is two entries. The engine refuses handing over more gold than the giver has.
 */
import { smcSignals, type SmcGame } from '../../../../state/game-smc';
import { giveGoldRange, giveSettlersRange } from '../../../../engine/rulesets/smc/views/ranges';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SelectField } from '../../../components/SelectField';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { PlayerPick } from '../fields';
import { playerName, resourceName, sizeLabel, technologyName, wonderName } from '../names';
import { CITE } from '../../../../engine/rulesets/smc/cite';

export function TradeForm({ g }: { readonly g: SmcGame }) {
  return (
    <div data-testid="trade-form">
      <p class="muted small">{t('smcui.tradeHint')}</p>
      <details class="card">
        <summary>{t('smcui.give.title')}</summary>
        <Give g={g} />
      </details>
      <details class="card">
        <summary>{t('smcui.lend.title')}</summary>
        <Lend g={g} />
      </details>
      {g.state.loans.length > 0 && (
        <ul class="small" data-testid="loans">
          {g.state.loans.map((l) => (
            <li key={l.region}>{t('smcui.lend.line', { from: playerName(g, l.from), to: playerName(g, l.to), region: l.region })}</li>
          ))}
        </ul>
      )}
      <Why cite={[CITE.trade]} />
    </div>
  );
}

const firstOther = (g: SmcGame, not: string): string => g.state.players.find((p) => p.id !== not && !p.eliminated)?.id ?? not;

function Give({ g }: { readonly g: SmcGame }) {
  const first = g.state.players[0]?.id ?? '';
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'give' });
  const [from, setFrom] = useDraft(entry, 'from', first);
  const [to, setTo] = useDraft(entry, 'to', firstOther(g, first));
  const [gold, setGold, resetGold] = useDraft<number | null>(entry, 'gold', null);
  const [settlers, setSettlers, resetSettlers] = useDraft<number | null>(entry, 'settlers', null);
  const [techs, setTechs, resetTechs] = useDraft<readonly string[]>(entry, 'techs', []);
  const [wonders, setWonders, resetWonders] = useDraft<readonly string[]>(entry, 'wonders', []);
  const [towns, setTowns, resetTowns] = useDraft<readonly string[]>(entry, 'towns', []);
  const giver = g.state.players.find((p) => p.id === from);
  const toggle = (list: readonly string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  return (
    <form
      noValidate
      data-testid="give-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await entry.submit({
          kind: 'give',
          from,
          to,
          gold: gold ?? 0,
          technologies: techs,
          wonders,
          settlements: towns,
          settlers: settlers ?? 0,
          units: [],
        });
        if (ok) {
          resetGold(null);
          resetSettlers(null);
          resetTechs([]);
          resetWonders([]);
          resetTowns([]);
        }
      }}
    >
      <PlayerPick
        g={g}
        id="give-from"
        label={t('smcui.give.from')}
        value={from}
        onChange={(v) => (entry.touched(), setFrom(v), setTechs([]), setWonders([]), setTowns([]), v === to && setTo(firstOther(g, v)))}
      />
      <PlayerPick g={g} id="give-to" label={t('smcui.give.to')} value={to} exclude={from} onChange={(v) => (entry.touched(), setTo(v))} />
      <NumberField
        id="give-gold"
        label={t('smcui.give.gold', { gold: giver?.gold ?? 0 })}
        {...(giver === undefined ? {} : giveGoldRange(giver))}
        value={gold}
        onChange={(v) => (entry.touched(), setGold(v))}
      />
      <NumberField
        id="give-settlers"
        label={t('smcui.settlers')}
        {...(giver === undefined ? {} : giveSettlersRange(giver))}
        value={settlers}
        onChange={(v) => (entry.touched(), setSettlers(v))}
      />
      {(giver?.technologies ?? []).map((x) => (
        <label class="choice" key={x.id}>
          <input type="checkbox" checked={techs.includes(x.id)} onChange={(e) => (entry.touched(), setTechs(toggle(techs, x.id, e.currentTarget.checked)))} />
          <span>{technologyName(x)}</span>
        </label>
      ))}
      {(giver?.wonders ?? []).map((w) => (
        <label class="choice" key={w.id}>
          <input
            type="checkbox"
            checked={wonders.includes(w.id)}
            onChange={(e) => (entry.touched(), setWonders(toggle(wonders, w.id, e.currentTarget.checked)))}
          />
          <span>{wonderName(w.id)}</span>
        </label>
      ))}
      {(giver?.settlements ?? []).map((x) => (
        <label class="choice" key={x.region}>
          <input
            type="checkbox"
            checked={towns.includes(x.region)}
            onChange={(e) => (entry.touched(), setTowns(toggle(towns, x.region, e.currentTarget.checked)))}
          />
          <span>{t('smcui.give.settlement', { region: x.region, size: sizeLabel(x.size) })}</span>
        </label>
      ))}
      <SubmitRow form={entry} label={t('smcui.give.record')} />
    </form>
  );
}

function Lend({ g }: { readonly g: SmcGame }) {
  const first = g.state.players[0]?.id ?? '';
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'lend' });
  const [from, setFrom] = useDraft(entry, 'from', first);
  const [to, setTo] = useDraft(entry, 'to', firstOther(g, first));
  const [region, setRegion] = useDraft(entry, 'region', '');
  const cards = (g.state.players.find((p) => p.id === from)?.settlements ?? []).filter(
    (s) => s.resource !== null && !g.state.loans.some((l) => l.region === s.region),
  );
  const chosen = cards.find((s) => s.region === region)?.region ?? cards[0]?.region ?? '';
  return (
    <form
      noValidate
      data-testid="lend-form"
      onSubmit={(e) => {
        e.preventDefault();
        void entry.submit({ kind: 'lend', from, to, region: chosen });
      }}
    >
      <PlayerPick
        g={g}
        id="lend-from"
        label={t('smcui.lend.from')}
        value={from}
        onChange={(v) => (setFrom(v), setRegion(''), v === to && setTo(firstOther(g, v)))}
      />
      <SelectField
        id="lend-region"
        label={t('smcui.lend.card')}
        value={chosen}
        options={cards.map((s) => ({ value: s.region, label: `${s.region} (${s.resource === null ? '' : resourceName(s.resource)})` }))}
        onChange={setRegion}
      />
      <PlayerPick g={g} id="lend-to" label={t('smcui.lend.to')} value={to} exclude={from} onChange={setTo} />
      <SubmitRow form={entry} label={t('smcui.lend.record')} incomplete={chosen === ''} look="plain" />
    </form>
  );
}
