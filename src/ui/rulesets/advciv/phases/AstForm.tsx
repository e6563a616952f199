/** A.S.T. (33): who advances, stays or regresses and why; recording it ends the turn (and maybe the game, 34). */
import { astPreview } from '../../../../engine/rulesets/advciv/views/forms';
import { astWhy } from '../../../../engine/rulesets/advciv/views/why';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';

export function AstForm({ game }: { readonly game: AdvCivGame }) {
  const rows = astPreview(game.setup, game.state);
  const form = useEntry(advcivSignals());
  return (
    <form
      noValidate
      data-testid="ast-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'ast' });
      }}
    >
      <ul class="log-list">
        {rows.map((r) => (
          <li key={r.nation} class="card" data-nation={r.nation} data-move={r.move.kind}>
            <strong>{nationName(r.nation)}</strong>: {t(`ast.move.${r.move.kind}`, { from: r.move.from, to: r.move.to })}
            {r.move.unmet.length > 0 && (
              <ul class="small">
                {r.move.unmet.map((u, i) => (
                  <li key={i}>{t(`ast.need.${u.requirement.kind}`, { have: u.have, need: u.need })}</li>
                ))}
              </ul>
            )}
            <Why cite={r.move.cite} explain={astWhy(r.nation, r.move)} />
          </li>
        ))}
      </ul>
      <SubmitRow form={form} label={t('ast.record')} />
    </form>
  );
}
