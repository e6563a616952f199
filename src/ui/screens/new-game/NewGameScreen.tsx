/**
 * New game: the game to keep the books for, then that ruleset's own setup form (its UI package,
 * loaded when chosen). The engine checks the setup; the repository stores it.
 */
import { useState } from 'preact/hooks';
import { RULESET_IDS, type RulesetId } from '../../../engine/types';
import { t } from '../../i18n';
import { TopBar } from '../../components/TopBar';
import { loadUiPackage, useUiPackage } from '../../rulesets/registry';
import '../game/game.css';

/** The ruleset the form opens on: its package is loaded with the screen, so the form shows at once. */
const FIRST: RulesetId = RULESET_IDS[0];

export const preloadNewGame = (): Promise<unknown> => loadUiPackage(FIRST);

export function NewGameScreen() {
  const [ruleset, setRuleset] = useState<RulesetId>(FIRST);
  const pkg = useUiPackage(ruleset);
  return (
    <>
      <TopBar title={t('new.title')} />
      <main id="main" aria-busy={pkg === undefined ? 'true' : undefined}>
        <div class="field">
          <label for="ruleset">{t('new.ruleset')}</label>
          <select id="ruleset" value={ruleset} onChange={(e) => setRuleset(e.currentTarget.value as RulesetId)}>
            {RULESET_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`ruleset.short.${id}`)}
              </option>
            ))}
          </select>
        </div>
        {pkg !== undefined && <pkg.NewGame key={ruleset} />}
      </main>
    </>
  );
}
