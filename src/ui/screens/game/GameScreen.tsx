/**
 * The game screen: opens the game from the route, shows its tabs (turn, players, scores, log) and
 * the notices every tab shares (another screen changed the game; the table shown is as of an old
 * entry). Lazy-loaded: the start bundle carries only the home screen; each ruleset's tabs come from
 * its UI package (src/ui/rulesets), loaded when a game of that ruleset opens.
 */
import { useEffect } from 'preact/hooks';
import { session } from '../../../state/game';
import { joinWanted, type LinkEnd, linkedOpen, mySeatName, openPresence, openSeatFreed } from '../../../state/seat';
import type { MessageKey } from '../../messages/catalog';
import { navigate } from '../../../state/router';
import { lazyPart } from '../../Lazy';
import { t } from '../../i18n';
import { routeHash } from '../../../state/router';
import { gameName } from '../../components/game-name';
import { TopBar } from '../../components/TopBar';
import { StaleNotice, StorageError, staleShownInForms } from '../../components/Violations';
import { LogLinesContext } from '../../components/logLines';
import { loadUiPackage, TABS, useUiPackage, type Tab } from '../../rulesets/registry';
import { RULESET_IDS, type RulesetId } from '../../../engine/types';
import './game.css';

/** The host's code for a phone that joins or rejoins, on the game screen: with the link code, loaded only on a host. */
const InGameHost = lazyPart<{ readonly gameId: string }>(() => import('../phones/HostPanel').then((m) => m.InGameHost));

/**
 * A guest whose link ended says so on the game screen, whatever tab is open: the host's phone went
 * silent or left, or removed this phone. This phone holds the whole log: it can host the game, or
 * join again (its own seat comes back).
 */
const ENDED: Readonly<Record<LinkEnd, MessageKey>> = {
  'host-gone': 'phones.gone.host-gone',
  'host-left': 'phones.gone.host-left',
  removed: 'phones.gone.removed',
  slow: 'phones.guest.bye.slow',
  unreadable: 'phones.guest.bye.unreadable',
  version: 'phones.guest.bye.version',
  conflict: 'phones.gone.conflict',
};

function LinkEnded() {
  const p = openPresence.value;
  if (p === undefined || p.role !== 'guest' || p.link === 'linked') return null;
  return (
    <div class="card" role="alert" data-testid="host-gone" data-why={p.link}>
      <p class="violation">{t(ENDED[p.link])}</p>
      <div class="row">
        <button type="button" class="btn primary" onClick={() => navigate({ name: 'phones', game: p.gameId })}>
          {t('phones.gone.takeOver')}
        </button>
        <button
          type="button"
          class="btn"
          onClick={() => {
            joinWanted.value = true;
            navigate({ name: 'phones' });
          }}
        >
          {t('phones.gone.again')}
        </button>
      </div>
    </div>
  );
}

/** The host freed this phone's seat (its phone taken as lost): said on the game screen, with the way to choose again. */
function SeatFreed() {
  if (!openSeatFreed.value) return null;
  return (
    <div class="card" role="alert" data-testid="seat-freed-here">
      <p class="violation">{t('phones.gone.freed')}</p>
      <button type="button" class="btn primary" onClick={() => navigate({ name: 'phones' })}>
        {t('phones.gone.chooseAgain')}
      </button>
    </div>
  );
}

/**
 * Before a listed game is tapped (the home screen is idle): the UI package of every listed ruleset,
 * and the first game (the newest) replayed from its stored log, kept while that log is unchanged.
 */
export async function prepareGames(games: readonly { readonly id: string; readonly ruleset: string }[]): Promise<void> {
  const rulesets = new Set(games.map((g) => g.ruleset).filter((r): r is RulesetId => (RULESET_IDS as readonly string[]).includes(r)));
  const first = games[0];
  await Promise.all([...[...rulesets].map((r) => loadUiPackage(r)), first === undefined ? undefined : session().prepare(first.id)]);
}

export function GameScreen({ id, tab }: { readonly id: string; readonly tab: string }) {
  const s = session();
  useEffect(() => {
    void s.open(id);
  }, [id]);
  const game = s.record.value;
  // The tabs are the ruleset's UI package, loaded on first use (the game screen itself holds no ruleset).
  const pkg = useUiPackage(game?.ruleset);
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
  if (game === undefined || game.id !== id || pkg === undefined) {
    return (
      <>
        <TopBar title={t('table.loading')} />
        <main id="main" aria-busy="true">
          <h2>{t('table.loading')}</h2>
        </main>
      </>
    );
  }
  const Body = pkg.tabs[current];
  // The open game's log lines reach the shared components below (notices, phase steps) from here.
  return (
    <LogLinesContext.Provider value={pkg.logLines}>
      <TopBar title={gameName({ name: game.name, copy: s.game.value?.copy })} />
      <main id="main">
        {mySeatName.value !== undefined && (
          <p class="small muted" data-testid="my-seat">
            {t('table.mySeat', { name: mySeatName.value })}
          </p>
        )}
        <LinkEnded />
        <SeatFreed />
        {openPresence.value?.role === 'host' && <InGameHost gameId={id} />}
        {s.stale.value !== undefined && staleShownInForms.value === 0 && <StaleNotice refusal={s.stale.value} onDismiss={() => s.acknowledgeStale()} />}
        {s.changedElsewhere.value && !linkedOpen.value && (
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
    </LogLinesContext.Provider>
  );
}
