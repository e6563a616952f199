/**
 * The game screen: opens the game from the route, shows its tabs (turn, players, scores, log) and
 * the notices every tab shares (another screen changed the game; the table shown is as of an old
 * entry). Lazy-loaded: the start bundle carries only the home screen.
 */
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import type { RulesetId } from '../../../engine/types';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { routeHash } from '../../../state/router';
import { TopBar } from '../../components/TopBar';
import { StaleNotice, StorageError, staleShownInForms } from '../../components/Violations';
import { LogTab } from './LogTab';
import { PlayersTab } from './PlayersTab';
import { ScoresTab } from './ScoresTab';
import { TurnTab } from './TurnTab';
import { SMC_TABS } from '../smc';
import { EE_TABS } from '../ee';
import './game.css';

export const TABS = ['turn', 'players', 'scores', 'log'] as const;
export type Tab = (typeof TABS)[number];

/** The body of each tab, per ruleset; a ruleset not listed shows Advanced Civilization's. */
export type TabScreens = Readonly<Record<Tab, ComponentType>>;
const ADVCIV_TABS: TabScreens = { turn: TurnTab, players: PlayersTab, scores: ScoresTab, log: LogTab };
const TAB_SCREENS: Partial<Record<RulesetId, TabScreens>> = { advciv: ADVCIV_TABS, smc: SMC_TABS, 'eastern-empires': EE_TABS };

export function GameScreen({ id, tab }: { readonly id: string; readonly tab: string }) {
  const s = session();
  useEffect(() => {
    void s.open(id);
  }, [id]);
  const game = s.record.value;
  const current: Tab = (TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'turn';
  const status = s.status.value;
  const error = s.loadError.value;
  if (status === 'error' && error !== undefined) {
    return (
      <>
        <TopBar title={t('table.openFailed')} />
        <main id="main">
          <h2>{t('table.openFailed')}</h2>
          <StorageError error={error} />
          <a class="btn block" href="#/">
            {t('table.backHome')}
          </a>
        </main>
      </>
    );
  }
  if (game === undefined || game.id !== id) {
    return (
      <>
        <TopBar title={t('table.loading')} />
        <main id="main" aria-busy="true">
          <h2>{t('table.loading')}</h2>
        </main>
      </>
    );
  }
  const Body = (TAB_SCREENS[game.ruleset] ?? ADVCIV_TABS)[current];
  return (
    <>
      <TopBar title={game.name} />
      <main id="main">
        {s.stale.value !== undefined && staleShownInForms.value === 0 && <StaleNotice refusal={s.stale.value} onDismiss={() => s.acknowledgeStale()} />}
        {s.changedElsewhere.value && (
          <div class="card" role="status">
            <p>{t('table.otherTab')}</p>
            <button type="button" class="btn" onClick={() => s.acknowledgeOtherTab()}>
              {t('table.ok')}
            </button>
          </div>
        )}
        {s.asOf.value !== null && (
          <div class="card asof" role="status">
            <p>{t('log.asOf', { n: s.asOf.value })}</p>
            <button type="button" class="btn" onClick={() => s.showAsOf(null)}>
              {t('log.backToNow')}
            </button>
          </div>
        )}
        <Body />
      </main>
      <nav class="tabs" aria-label={t('tab.label')}>
        {TABS.map((name) => (
          <a key={name} href={routeHash({ name: 'game', id, tab: name })} aria-current={name === current ? 'page' : undefined}>
            {t(`tab.${name}`)}
          </a>
        ))}
      </nav>
    </>
  );
}
