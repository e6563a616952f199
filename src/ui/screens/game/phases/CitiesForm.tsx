/**
 * Cities (24-26): each player's city count after conflict, construction and reduction, pre-filled
 * with the count before; treasury pillaged (24.52) folded away as it is rare.
 */
import { useState } from 'preact/hooks';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../../state/i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';

export function CitiesForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const [cities, setCities] = useState<Partial<Record<NationId, number | null>>>(() => Object.fromEntries(active.map((p) => [p.nation, p.cities])));
  const [pillage, setPillage] = useState<Partial<Record<NationId, number | null>>>({});
  const form = useEntry();
  const entered: Partial<Record<NationId, number>> = {};
  for (const p of active) {
    const v = cities[p.nation];
    if (v !== null && v !== undefined) entered[p.nation] = v;
  }
  const pillaged: Partial<Record<NationId, number>> = {};
  for (const p of active) {
    const v = pillage[p.nation];
    if (v !== null && v !== undefined && v > 0) pillaged[p.nation] = v;
  }
  const complete = active.every((p) => entered[p.nation] !== undefined);
  return (
    <form
      data-testid="cities-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'cities', cities: entered, ...(Object.keys(pillaged).length > 0 ? { pillage: pillaged } : {}) });
      }}
    >
      <p class="small muted">{t('cities.hint')}</p>
      {active.map((p) => (
        <NumberField
          key={p.nation}
          id={`cities-${p.nation}`}
          label={t('cities.of', { nation: nationName(p.nation), name: p.name })}
          value={cities[p.nation] ?? null}
          max={9}
          onChange={(v) => (form.touched(), setCities({ ...cities, [p.nation]: v }))}
        />
      ))}
      <details class="why">
        <summary>{t('cities.pillage')}</summary>
        {active.map((p) => (
          <NumberField
            key={p.nation}
            id={`pillage-${p.nation}`}
            label={t('cities.pillageOf', { nation: nationName(p.nation) })}
            value={pillage[p.nation] ?? null}
            onChange={(v) => (form.touched(), setPillage({ ...pillage, [p.nation]: v }))}
          />
        ))}
      </details>
      <RefusalNotice refusal={form.refusal} />
      <button type="submit" class="btn primary block" disabled={form.busy || !complete}>
        {t('cities.record')}
      </button>
    </form>
  );
}
