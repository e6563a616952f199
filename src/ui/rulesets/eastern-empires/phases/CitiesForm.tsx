/**
 * Conflict and city construction (ee Phases 4-5) or surplus removal (ee Phase 11): each player's cities
 * and tokens on the board after the step, pre-filled with the books; treasury gained from city attacks
 * in Phase 4. The engine checks new cities against the tokens and the city support (ee Phase 5c).
 */
import { censusRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { citySupport, CITIES_PER_PLAYER } from '../../../../engine/rulesets/eastern-empires/views';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { usePerPlayer } from '../../../components/usePerPlayer';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { eeConsequenceSentences } from '../consequences';
import { Why } from '../../../components/Why';
import { civName } from '../names';
import { eeBoardSuggestion, eeCitiesSuggestion } from '../../../../engine/rulesets/eastern-empires/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { eeSuggestionText } from '../suggest';

export function CitiesForm({ game, step }: { readonly game: EeGame; readonly step: 'construction' | 'surplus' }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  const civs = active.map((p) => p.civ);
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: `cities-${step}` });
  // ee Phases 5a, 11: the cities held now and the tokens on the board, the engine's (suggest.ts); the
  // tokens follow the cities typed (six a new city at least) until the table types them itself.
  const cities = usePerPlayer(civs, () => Object.fromEntries(civs.map((c) => [c, eeCitiesSuggestion(game.state, c)?.value ?? null])), { form, name: 'cities' });
  const typedTokens = usePerPlayer(civs, undefined, { form, name: 'tokens' });
  const [ownTokens, setOwnTokens] = useDraft<readonly string[]>(form, 'ownTokens', []);
  const board = (c: (typeof civs)[number]) => eeBoardSuggestion(game.state, c, cities.entered[c]);
  const tokenOf = (c: (typeof civs)[number]): number | null => (ownTokens.includes(c) ? typedTokens.typed(c) : (board(c)?.value ?? null));
  const tokensEntered = Object.fromEntries(civs.flatMap((c) => (tokenOf(c) === null ? [] : [[c, tokenOf(c)]])));
  const tokens = { entered: tokensEntered as Partial<Record<(typeof civs)[number], number>>, complete: civs.every((c) => tokenOf(c) !== null) };
  const pillage = usePerPlayer(civs, undefined, { form, name: 'pillage' });
  const c = cities.entered;
  const support = citySupport(game.state, c);
  const k = tokens.entered;
  const pl = Object.fromEntries(Object.entries(pillage.entered).filter(([, v]) => v > 0));
  const complete = cities.complete && tokens.complete;
  const entry = { kind: 'cities' as const, step, cities: c, tokens: k, ...(step === 'construction' && Object.keys(pl).length > 0 ? { pillage: pl } : {}) };
  // ee Phase 4b, 5, 11: a city lost is said in words and recorded on a second tap.
  const confirm = useConfirm(complete ? eeConsequenceSentences(game.setup, game.state, entry) : []);
  return (
    <form
      noValidate
      data-testid={`ee-cities-${step}`}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry);
      }}
    >
      <p class="small muted">{t(`eeui.cities.hint.${step}`)}</p>
      {active.map((p) => (
        <fieldset class="inner" key={p.civ} data-civ={p.civ}>
          <legend>
            {civName(p.civ)} · {p.name}
          </legend>
          <NumberField
            id={`ee-cities-${p.civ}`}
            label={t('eeui.cities.cities')}
            name={t('form.fieldOf', { field: t('eeui.cities.cities'), who: civName(p.civ) })}
            value={cities.typed(p.civ)}
            max={CITIES_PER_PLAYER}
            onChange={(v) => (form.touched(), cities.set(p.civ, v))}
          />
          <Suggested
            id={`ee-cities-${p.civ}`}
            text={eeSuggestionText(eeCitiesSuggestion(game.state, p.civ))}
            cite={eeCitiesSuggestion(game.state, p.civ)?.cite ?? []}
          />
          <NumberField
            id={`ee-tokens-${p.civ}`}
            label={t('eeui.cities.tokens')}
            name={t('form.fieldOf', { field: t('eeui.cities.tokens'), who: civName(p.civ) })}
            {...censusRange(p)}
            value={tokenOf(p.civ)}
            onChange={(v) => {
              form.touched();
              if (!ownTokens.includes(p.civ)) setOwnTokens([...ownTokens, p.civ]);
              typedTokens.set(p.civ, v);
            }}
          />
          <Suggested id={`ee-tokens-${p.civ}`} text={eeSuggestionText(board(p.civ))} cite={board(p.civ)?.cite ?? []} />
          {support[p.civ] !== undefined && <p class="small muted">{t('eeui.cities.support', support[p.civ])}</p>}
        </fieldset>
      ))}
      {step === 'construction' && (
        <details class="why" data-testid="ee-pillage">
          <summary>{t('eeui.cities.pillage')}</summary>
          {active.map((p) => (
            <NumberField
              key={p.civ}
              id={`ee-pillage-${p.civ}`}
              label={civName(p.civ)}
              value={pillage.typed(p.civ)}
              onChange={(v) => (form.touched(), pillage.set(p.civ, v))}
            />
          ))}
        </details>
      )}
      <Why cite={FORM_CITES[step]} />
      <ConfirmRow form={form} label={t(`eeui.cities.record.${step}`)} incomplete={!complete} confirm={confirm} />
    </form>
  );
}
