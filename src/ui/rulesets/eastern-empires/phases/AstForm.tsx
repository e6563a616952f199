/**
 * A.S.T. alteration (ee Phase 13): what each marker will do, with the requirement that holds it back
 * (ee Phase 13a, Basic A.S.T.), then one tap ends the turn (the engine moves the markers, checks the
 * end of the game, ee Phase 13b, and returns the discarded cards under their stacks, 13c).
 */
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { astPreview } from '../../../../engine/rulesets/eastern-empires/views';
import { astWhy } from '../../../../engine/rulesets/eastern-empires/views/why';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { civName, epochName } from '../names';

export function AstForm({ game }: { readonly game: EeGame }) {
  const rows = astPreview(game.state);
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: 'ast' });
  return (
    <form
      noValidate
      data-testid="ee-ast-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'ast' });
      }}
    >
      <ul class="plain" data-testid="ast-preview">
        {rows.map((r) => (
          <li key={r.civ} data-civ={r.civ} data-moves={String(r.check.moves)}>
            <strong>{civName(r.civ)}</strong> · {t('eeui.ast.at', { position: r.position, final: r.finalSpace, epoch: epochName(r.epoch) })} ·{' '}
            {r.check.moves
              ? t('eeui.ast.moves', { to: r.check.to, epoch: epochName(r.check.epoch) })
              : r.check.reason === 'final-space'
                ? t('eeui.ast.final')
                : t(`eeui.ast.needs.${r.check.reason}`, {
                    epoch: epochName(r.check.epoch),
                    cities: r.check.need.cities,
                    advances: r.check.need.advances,
                    cost: r.check.need.minCost,
                  })}
          </li>
        ))}
      </ul>
      <Why cite={FORM_CITES.ast} explain={rows.flatMap((r) => astWhy(r.civ, r.position, r.check))} />
      <SubmitRow form={form} label={t('eeui.ast.record')} />
    </form>
  );
}
