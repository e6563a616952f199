/**
 * Home: the saved games on this device, newest first (resume, export, delete with confirmation),
 * import of a backup file, export of all games, or the empty state with "New game". At start-up the
 * game that was open when the app closed is reopened.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PersistenceError } from '../../../persistence/errors';
import { fromHomeScreen, isWebKit } from '../../../state/engine';
import { webkitNoticeShown } from '../../../state/preferences';
import { deleteGame, exportBackup, gameSummaries, gamesError, importBackup, lastOpenGameAtStart, refreshGames, type GameSummary } from '../../../state/games';
import type { Received } from '../../../persistence/repository';
import { locale, messagesFor, t, translate } from '../../i18n';
import { navigate } from '../../../state/router';
import { TopBar } from '../../components/TopBar';
import { gameName } from '../../components/game-name';
import { Reasons } from '../../components/Reasons';
import { RefusedGame } from '../../components/RefusedGame';
import './home.css';

/** What an import did: how many games are new, then what became of each copy this phone already held. */
function importNotice(received: readonly Received[]): string {
  const added = received.filter((r) => r.kind === 'new').length;
  const lines = added > 0 || received.length === 0 ? [t('persistence.import.done', { count: added })] : [];
  for (const r of received) {
    const name = gameName(r.game);
    if (r.kind === 'conflict')
      lines.push(
        r.common === 0
          ? t('import.outcome.conflictStart', { name, copy: gameName(r.copy) })
          : t('import.outcome.conflict', { name, copy: gameName(r.copy), common: r.common, localOnly: r.localOnly, receivedOnly: r.receivedOnly }),
      );
    else if (r.kind === 'appended' || r.kind === 'local-ahead') lines.push(t(`import.outcome.${r.kind}`, { name, count: r.count }));
    else if (r.kind === 'same') lines.push(t('import.outcome.same', { name }));
  }
  return lines.join(' ');
}

/** Runs `work` once the page is idle (requestIdleCallback; a short timer where the browser lacks it); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(work, { timeout: 1000 });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

export function HomeScreen({ prepare }: { readonly prepare?: (games: readonly GameSummary[]) => Promise<void> }) {
  const [error, setError] = useState<PersistenceError | undefined>(undefined);
  const [fromImport, setFromImport] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<GameSummary | undefined>(undefined);
  const file = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void refreshGames();
    // Reopen only on a fresh start at the home address, never when the player came back here.
    if (globalThis.location.hash === '' || globalThis.location.hash === '#/') {
      void lastOpenGameAtStart().then((id) => {
        if (id !== undefined && (globalThis.location.hash === '' || globalThis.location.hash === '#/')) navigate({ name: 'game', id, tab: 'turn' });
      });
    }
  }, []);
  const games = gameSummaries.value;
  // Once the list is drawn and the page idle: what opening these games needs (the list shows that it is ready).
  const [prepared, setPrepared] = useState<string | undefined>(undefined);
  const listed = games?.map((g) => `${g.id}@${g.rev}`).join(' ') ?? '';
  useEffect(() => {
    if (prepare === undefined || games === undefined || games.length === 0) return;
    let live = true;
    const cancel = whenIdle(() => {
      void prepare(games).then(
        () => {
          if (live) setPrepared(listed);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [listed]);
  const shownError = error ?? gamesError.value;

  const onImport = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const chosen = input.files?.[0];
    input.value = '';
    if (chosen === undefined) return;
    setNotice(undefined);
    // A refusal by the rules names violations, and a copy brought up to date or in conflict is told,
    // in words from the rest of the catalog: load it first, so they never show as keys (the home
    // screen starts with the start part only).
    await messagesFor('rest');
    const r = await importBackup(chosen);
    setFromImport(!r.ok);
    if (r.ok) {
      setError(undefined);
      setNotice(importNotice(r.value));
    } else setError(r.error);
  };
  const onExport = async (id?: string) => {
    const r = await exportBackup(id);
    setFromImport(false);
    if (r.ok) {
      setError(undefined);
      setNotice(t('home.exported'));
    } else setError(r.error);
  };
  const onDelete = async (g: GameSummary) => {
    const r = await deleteGame(g.id);
    setConfirming(undefined);
    setFromImport(false);
    if (r.ok) {
      setError(undefined);
      setNotice(t('home.deleted', { name: gameName(g) }));
    } else setError(r.error);
  };

  // Said once on WebKit, where a site not added to the home screen loses its storage after days without use.
  const webkitNotice = !webkitNoticeShown.value && isWebKit() && !fromHomeScreen();
  return (
    <>
      <TopBar title={t('app.name')} />
      <main id="main">
        <h2>{t('home.title')}</h2>
        {shownError && (
          <div class="violation" role="alert" data-testid="home-error" data-code={shownError.code}>
            {fromImport && error !== undefined && <strong>{t('home.importFailed')} </strong>}
            {fromImport && error !== undefined && <RefusedGame error={error} />}
            {translate(locale.value, `error.${shownError.code}`, shownError.params)}
            {shownError.violations !== undefined && <Reasons violations={shownError.violations} />}
          </div>
        )}
        {webkitNotice && (
          <div class="card" role="note" data-testid="webkit-storage">
            <p>{t('home.webkitStorage')}</p>
            <button type="button" class="btn" onClick={() => (webkitNoticeShown.value = true)}>
              {t('home.webkitStorage.ok')}
            </button>
          </div>
        )}
        {notice && (
          <p class="card" role="status" data-testid="home-notice">
            {notice}
          </p>
        )}
        {games === undefined ? null : games.length === 0 ? (
          <div class="empty card">
            <p>
              <strong>{t('home.empty.title')}</strong>
            </p>
            <p class="muted">{t('home.empty.body')}</p>
            <button type="button" class="btn primary" onClick={() => navigate({ name: 'new-game' })}>
              {t('home.newGame')}
            </button>
          </div>
        ) : (
          <>
            <ul class="list" data-prepared={prepared === listed ? 'true' : undefined}>
              {games.map((g) => (
                <li key={g.id} class="card" data-game={g.id}>
                  <a class="btn list-item" href={`#/game/${encodeURIComponent(g.id)}/turn`} aria-label={t('home.resume', { name: gameName(g) })}>
                    <span>{gameName(g)}</span>
                    <span class="muted">
                      {translate(locale.value, `ruleset.${g.ruleset}`)} · {t('home.entries', { count: g.entryCount })}
                    </span>
                  </a>
                  <div class="row" style="margin-top: 6px">
                    <button type="button" class="btn" aria-label={t('home.exportGame', { name: gameName(g) })} onClick={() => void onExport(g.id)}>
                      {t('home.export')}
                    </button>
                    <button type="button" class="btn danger" aria-label={t('home.deleteGame', { name: gameName(g) })} onClick={() => setConfirming(g)}>
                      {t('home.delete')}
                    </button>
                  </div>
                  {confirming?.id === g.id && (
                    <div class="violation" role="alertdialog" aria-label={t('home.deleteGame', { name: gameName(g) })}>
                      <p>{t('home.confirmDelete', { name: gameName(g) })}</p>
                      <div class="row">
                        <button type="button" class="btn danger" onClick={() => void onDelete(g)}>
                          {t('home.confirmDeleteYes')}
                        </button>
                        <button type="button" class="btn" onClick={() => setConfirming(undefined)}>
                          {t('home.cancel')}
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            <button type="button" class="btn primary block" onClick={() => navigate({ name: 'new-game' })}>
              {t('home.newGame')}
            </button>
            <button type="button" class="btn block" style="margin-top: 8px" onClick={() => void onExport()}>
              {t('home.exportAll')}
            </button>
          </>
        )}
        {/* Drawn with the list, never before it: the list arriving must not push them down (issue 21 item 7). */}
        {games !== undefined && (
          <a class="btn block" style="margin-top: 8px" href="#/phones">
            {t('phones.open')}
          </a>
        )}
        <input id="import-file" ref={file} type="file" accept=".json,application/json" class="sr-only file-pick" onChange={(e) => void onImport(e)} />
        {games !== undefined && (
          <label class="btn block" style="margin-top: 8px" for="import-file">
            {t('home.import')}
          </label>
        )}
      </main>
    </>
  );
}
