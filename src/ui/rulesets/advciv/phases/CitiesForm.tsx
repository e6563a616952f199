/**
 * Cities (24-26): each player's city count after conflict, construction and reduction, pre-filled
 * with the count before (cities taken in attacks, with their pillage, are entered in the conflict
 * phase, 24.3-24.5); city support (26.31) folded away: the tokens of a player who may be short and the
 * cities he reduced (26.41). "Cities as last turn" records every count unchanged in one tap.
 */
import { citiesRange, citySupportRanges } from '../../../../engine/rulesets/advciv/views/ranges';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { SelectField } from '../../../components/SelectField';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { consequenceSentences } from '../consequences';
import type { CitiesEntry } from '../../../../engine/rulesets/advciv/entries/cities';
import { CAPITAL_SITES, type CapitalId } from '../../../../engine/rulesets/advciv/variants/capitals';
import { capitalSitesAsked, citiesAsLastTurn, EMPTY_LOSS, supportReductions, type LossInput } from '../../../../engine/rulesets/advciv/views/forms';
import { supportPreview } from '../../../../engine/rulesets/advciv/views/board';
import { citiesSuggestion, suggestedValues, suggestionsOf } from '../../../../engine/rulesets/advciv/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { suggestionText } from '../suggest';

export function CitiesForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const nations = active.map((p) => p.nation);
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'cities' });
  // 24-26: the cities each holds after every earlier entry of the turn (views/suggest.ts).
  const suggested = suggestionsOf(game.state, (n) => citiesSuggestion(game.state, n));
  const cities = usePerPlayer(nations, () => suggestedValues(suggested), { form, name: 'cities' });
  const tokens = usePerPlayer(nations, undefined, { form, name: 'tokens' });
  const [support, setSupport] = useDraft<Readonly<Partial<Record<NationId, LossInput>>>>(form, 'support', {});
  const { entered, complete } = cities;
  // One tap when nothing changed on the board (24-26): the engine's entry, offered only where it takes it.
  const asLastTurn = citiesAsLastTurn(game.setup, game.state);
  const reductions = supportReductions(support);
  const needs = supportPreview(game.state, entered);
  // Variant 'capitals' (capitals 2, R-G2): which capital sites each player's cities stand on.
  const withCapitals = capitalSitesAsked(game.setup);
  const [owners, setOwners] = useDraft<Partial<Record<CapitalId, NationId>>>(form, 'owners', () =>
    Object.fromEntries(active.flatMap((p) => (p.capitals ?? []).map((site) => [site, p.nation]))),
  );
  const capitals = Object.fromEntries(active.map((p) => [p.nation, CAPITAL_SITES.filter((site) => owners[site] === p.nation)]));
  const entry: CitiesEntry = {
    kind: 'cities',
    cities: entered,
    ...(withCapitals ? { capitals } : {}),
    // 26.31: always in the counted shape, so the engine checks support for every player.
    tokens: tokens.entered,
    ...(Object.keys(reductions).length > 0 ? { support: reductions } : {}),
  };
  // 24-26: a city lost is said in words and recorded on a second tap.
  const confirm = useConfirm(complete ? consequenceSentences(game.setup, game.state, entry) : []);
  return (
    <form
      noValidate
      data-testid="cities-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry);
      }}
    >
      <p class="small muted">{t('cities.hint')}</p>
      {asLastTurn.violations.length === 0 && (
        <div class="card" data-testid="cities-as-last-turn">
          <button type="button" class="btn primary block" disabled={form.busy} onClick={() => form.submit(asLastTurn.entry)}>
            {t('cities.asLastTurn')}
          </button>
          <p class="small muted">{t('cities.asLastTurnHint')}</p>
        </div>
      )}
      {active.map((p) => (
        <div key={p.nation}>
          <NumberField
            id={`cities-${p.nation}`}
            label={t('cities.of', { nation: nationName(p.nation), name: p.name })}
            {...citiesRange()}
            value={cities.typed(p.nation)}
            onChange={(v) => (form.touched(), cities.set(p.nation, v))}
          />
          <Suggested id={`cities-${p.nation}`} text={suggestionText(suggested[p.nation])} cite={suggested[p.nation]?.cite ?? []} />
        </div>
      ))}
      <details class="why" data-testid="support">
        <summary>{t('cities.support')}</summary>
        <p class="small muted">{t('cities.supportHint')}</p>
        {needs.map((r) => {
          const l = support[r.nation] ?? EMPTY_LOSS;
          // 26.31, 26.41: from the cities and tokens typed for him.
          const range = citySupportRanges(game.setup, game.state, r.nation, cities.typed(r.nation), tokens.typed(r.nation));
          return (
            <div key={r.nation}>
              <NumberField
                id={`support-${r.nation}`}
                label={t('cities.tokensOf', { nation: nationName(r.nation), needed: r.needed })}
                {...range.tokens}
                value={tokens.typed(r.nation)}
                onChange={(v) => (form.touched(), tokens.set(r.nation, v))}
              />
              <NumberField
                id={`support-${r.nation}-reduced`}
                label={t('cities.reducedOf', { nation: nationName(r.nation) })}
                {...range.reduced}
                value={l.reduced}
                onChange={(n) => (form.touched(), setSupport({ ...support, [r.nation]: { ...l, reduced: n } }))}
              />
              {(l.reduced ?? 0) > 0 && (
                <NumberField
                  id={`support-${r.nation}-left`}
                  label={t('cities.leftOf')}
                  name={t('cal.supportLeft', { nation: nationName(r.nation) })}
                  {...range.left}
                  value={l.left}
                  onChange={(n) => (form.touched(), setSupport({ ...support, [r.nation]: { ...l, left: n } }))}
                />
              )}
            </div>
          );
        })}
      </details>
      {withCapitals && (
        <details class="why" open data-testid="capitals">
          <summary>{t('variant.capitals.sites')}</summary>
          {CAPITAL_SITES.map((site) => (
            <SelectField<NationId | ''>
              wide
              key={site}
              id={`capital-${site}`}
              label={t(`variant.capital.${site}`)}
              value={owners[site] ?? ''}
              none={t('variant.capitals.nobody')}
              options={active.map((p) => ({ value: p.nation, label: nationName(p.nation) }))}
              onChange={(v) => (form.touched(), setOwners({ ...owners, [site]: v || undefined }))}
            />
          ))}
        </details>
      )}
      <ConfirmRow form={form} label={t('cities.record')} incomplete={!complete} confirm={confirm} />
    </form>
  );
}
