/**
 * Conflict (24): each city attacked and eliminated, one at a time: attacker, whose city, the tokens
 * against it, pillage. The engine says the tokens needed and what replaces the city (24.31-24.35,
 * Engineering) and the most that may be pillaged (24.52). Optional: a quiet turn skips with one tap.
 */
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { cityAttackPreview, cityAttackSides } from '../../../../engine/rulesets/advciv/views/board';
import { cityAttackRanges } from '../../../../engine/rulesets/advciv/views/ranges';
import { entriesThisTurn } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';

type Side = NationId | 'pirates';

const side = (s: Side) => (s === 'pirates' ? t('attack.pirates') : nationName(s));

export function CityAttackForm({ game }: { readonly game: AdvCivGame }) {
  const done = entriesThisTurn(game.entries).flatMap((e) => (e.kind === 'city-attack' ? [e] : []));
  return (
    <div data-testid="city-attack-form">
      <p class="small muted">{t('turn.atTable.conflict')}</p>
      {done.map((e, i) => (
        <p key={i} class="small">
          {t('attack.done', { attacker: nationName(e.attacker), defender: side(e.defender), pillage: e.pillage })}
        </p>
      ))}
      <NewAttack key={`${game.state.turn}-${done.length}`} game={game} index={done.length} />
    </div>
  );
}

function NewAttack({ game, index }: { readonly game: AdvCivGame; readonly index: number }) {
  const sides = cityAttackSides(game.state);
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: `city-attack-${index}` });
  const [attacker, setAttacker] = useDraft<NationId | ''>(form, 'attacker', '');
  const [defender, setDefender] = useDraft<Side | ''>(form, 'defender', '');
  const [tokens, setTokens] = useDraft<number | null>(form, 'tokens', null);
  const [pillage, setPillage] = useDraft<number | null>(form, 'pillage', 0);
  const [stock, setStock] = useDraft<number | null>(form, 'stock', null);
  const ranges = attacker === '' ? undefined : cityAttackRanges(game.setup, game.state, attacker, stock ?? undefined);
  const view = attacker === '' || defender === '' ? undefined : cityAttackPreview(game.state, attacker, defender, stock ?? undefined);
  return (
    <details class="card">
      <summary class="btn block">{t('attack.title')}</summary>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (attacker === '' || defender === '') return;
          await form.submit({
            kind: 'city-attack',
            attacker,
            defender,
            tokens: tokens ?? 0,
            pillage: pillage ?? 0,
            ...(stock === null ? {} : { stock }),
          });
        }}
      >
        <p class="small muted">{t('attack.hint')}</p>
        <SelectField<NationId | ''>
          id="attack-attacker"
          label={t('attack.attacker')}
          value={attacker}
          none="–"
          options={sides.attackers.map((n) => ({ value: n, label: nationName(n) }))}
          onChange={(v) => (form.touched(), setAttacker(v))}
        />
        <SelectField<Side | ''>
          id="attack-defender"
          label={t('attack.defender')}
          value={defender}
          none="–"
          options={sides.defenders.filter((n) => n !== attacker).map((n) => ({ value: n, label: side(n) }))}
          onChange={(v) => (form.touched(), setDefender(v))}
        />
        {view !== undefined && (
          <>
            <p class="small" data-testid="attack-needs">
              {t('attack.needs', { needed: view.needed, replaced: view.replacedBy })}
            </p>
            <Why cite={view.cite} />
          </>
        )}
        <NumberField id="attack-tokens" label={t('attack.tokens')} {...ranges?.tokens} value={tokens} onChange={(v) => (form.touched(), setTokens(v))} />
        <NumberField
          id="attack-pillage"
          label={view?.pillageMax === null || view === undefined ? t('attack.pillageAny') : t('attack.pillage', { max: view.pillageMax })}
          {...ranges?.pillage}
          value={pillage}
          onChange={(v) => (form.touched(), setPillage(v))}
        />
        <NumberField id="attack-stock" label={t('attack.stock')} {...ranges?.stock} value={stock} onChange={(v) => (form.touched(), setStock(v))} />
        <SubmitRow form={form} label={t('attack.record')} incomplete={attacker === '' || defender === '' || tokens === null} />
      </form>
    </details>
  );
}
