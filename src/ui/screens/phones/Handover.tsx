/**
 * A game handed over with no link at all (issue 15): shown as a short sequence of QR codes, or
 * shared as a backup file; received by scanning the codes in any order, or by opening the file.
 * What is received goes through the restore gate as a backup file: a game this phone lacks becomes
 * a new game; a copy this phone holds is brought up to date, or kept beside it when the two parted.
 */
import { useRef, useState } from 'preact/hooks';
import type { PersistenceError } from '../../../persistence/errors';
import { exportBackup } from '../../../state/games';
import { type Received, receiveHandOver } from '../../../state/handover';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { addChunk, assemble, type ChunkProblem, type Collected, missing, NOTHING_COLLECTED, toChunks } from '../../../link/chunks';
import { locale, t, translate } from '../../i18n';
import { gameName } from '../../components/game-name';
import { RefusedGame } from '../../components/RefusedGame';
import { Reasons } from '../../components/Reasons';
import type { MessageKey } from '../../messages/catalog';
import { QrCode } from './QrCode';
import { ScanBox } from './ScanBox';

const problemKey = (p: ChunkProblem): MessageKey => `phones.problem.${p}`;

/** On the phone that holds the game: its codes one after the other, or the file. */
export function HandOver({ id }: { readonly id: string }) {
  const [codes, setCodes] = useState<readonly string[] | undefined>(undefined);
  const [shown, setShown] = useState(0);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const show = async (): Promise<void> => {
    const file = await repo().exportGame(id);
    if (!file.ok) return;
    const chunks = await toChunks(file.value.text);
    if (chunks.ok) setCodes(chunks.value);
    else setProblem(problemKey(chunks.error));
  };
  const code = codes?.[shown];
  return (
    <section class="card" aria-labelledby="handover-h">
      <h2 id="handover-h">{t('phones.handover.heading')}</h2>
      <p class="muted">{t('phones.handover.hint')}</p>
      {codes === undefined || code === undefined ? (
        <button type="button" class="btn block" onClick={() => void show()}>
          {t('phones.handover.show')}
        </button>
      ) : (
        <>
          <p data-testid="handover-position">{t('phones.handover.position', { n: shown + 1, of: codes.length })}</p>
          <QrCode key={code} text={code} testId="handover-code" />
          <div class="row">
            <button type="button" class="btn" disabled={shown === 0} onClick={() => setShown(shown - 1)}>
              {t('phones.handover.previous')}
            </button>
            <button type="button" class="btn" disabled={shown + 1 >= codes.length} onClick={() => setShown(shown + 1)}>
              {t('phones.handover.next')}
            </button>
          </div>
        </>
      )}
      {problem && (
        <p class="violation" role="alert">
          {t(problem)}
        </p>
      )}
      <button type="button" class="btn block" style="margin-top: 8px" onClick={() => void exportBackup(id)}>
        {t('phones.handover.file')}
      </button>
    </section>
  );
}

/** What became of a received game, in the app's words, with a way to open it (and its conflict copy). */
function Outcome({ r }: { readonly r: Received }) {
  const open = (id: string, name: string) => (
    <a class="btn block" style="margin-top: 6px" href={`#/game/${encodeURIComponent(id)}/turn`}>
      {t('handover.open', { name })}
    </a>
  );
  const name = gameName(r.game);
  return (
    <div
      class={r.kind === 'conflict' ? 'violation' : 'card'}
      role={r.kind === 'conflict' ? 'alert' : 'status'}
      data-testid="handover-outcome"
      data-kind={r.kind}
    >
      <p>
        {r.kind === 'conflict'
          ? r.common === 0
            ? t('handover.outcome.conflictStart', { name, copy: gameName(r.copy) })
            : t('handover.outcome.conflict', { name, copy: gameName(r.copy), common: r.common, localOnly: r.localOnly, receivedOnly: r.receivedOnly })
          : r.kind === 'appended' || r.kind === 'local-ahead'
            ? t(`handover.outcome.${r.kind}`, { name, count: r.count })
            : t(`handover.outcome.${r.kind}`, { name })}
      </p>
      {open(r.game.id, name)}
      {r.kind === 'conflict' && open(r.copy.id, gameName(r.copy))}
    </div>
  );
}

/**
 * On the receiving phone: scans the codes in any order until the game is whole, or opens the file
 * handed over. A new game opens at once; a merge or a conflict is said first.
 */
export function Receive() {
  const [collected, setCollected] = useState<Collected>(NOTHING_COLLECTED);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const [refused, setRefused] = useState<PersistenceError | undefined>(undefined);
  const [received, setReceived] = useState<readonly Received[]>([]);
  /** Takes the whole hand-over (a file, or the text the codes made); true once something was received. */
  const receive = async (input: Blob | string): Promise<boolean> => {
    setRefused(undefined);
    const r = await receiveHandOver(input);
    if (!r.ok) {
      setRefused(r.error);
      setReceived([]);
      return false;
    }
    const only = r.value[0];
    if (r.value.length === 1 && only?.kind === 'new') {
      navigate({ name: 'game', id: only.game.id, tab: 'turn' });
      return true;
    }
    setReceived(r.value);
    return true;
  };
  const onFile = async (e: Event): Promise<void> => {
    const input = e.currentTarget as HTMLInputElement;
    const chosen = input.files?.[0];
    input.value = '';
    if (chosen !== undefined) await receive(chosen);
  };
  // The camera's callback outlives renders: the parts read so far live in a ref, shown through state.
  const parts = useRef<Collected>(NOTHING_COLLECTED);
  const take = async (text: string): Promise<boolean> => {
    let current = parts.current;
    const added = addChunk(current, text);
    if (!added.ok) {
      setProblem(problemKey(added.error));
      return false;
    }
    current = added.value;
    parts.current = current;
    setCollected(current);
    setProblem(undefined);
    if (missing(current).length > 0) return false;
    const whole = await assemble(current);
    if (!whole.ok) {
      setProblem(problemKey(whole.error));
      parts.current = NOTHING_COLLECTED;
      setCollected(NOTHING_COLLECTED);
      return false;
    }
    parts.current = NOTHING_COLLECTED;
    setCollected(NOTHING_COLLECTED);
    return receive(whole.value);
  };
  const left = missing(collected);
  return (
    <section class="card" aria-labelledby="receive-h">
      <h2 id="receive-h">{t('phones.receive.heading')}</h2>
      {/* What the last hand-over did comes first, where the player looks. */}
      {refused && (
        <div class="violation" role="alert" data-testid="handover-refused" data-code={refused.code}>
          <strong>{t('handover.failed')} </strong>
          <RefusedGame error={refused} />
          {translate(locale.value, `error.${refused.code}`, refused.params)}
          {refused.violations !== undefined && <Reasons violations={refused.violations} />}
        </div>
      )}
      {received.map((r, i) => (
        // One file may hold two copies of one game: the position tells them apart.
        <Outcome key={`${i}-${r.game.id}`} r={r} />
      ))}
      {collected.total !== undefined && (
        <p data-testid="receive-progress">
          {t('phones.receive.progress', { have: collected.total - left.length, of: collected.total, missing: left.join(', ') })}
        </p>
      )}
      <ScanBox onCode={take} testId="receive-scan" />
      {problem && (
        <p class="violation" role="alert">
          {t(problem)}
        </p>
      )}
      <p class="muted">{t('handover.receive.fileHint')}</p>
      <input id="handover-file" type="file" accept=".json,application/json" class="sr-only file-pick" onChange={(e) => void onFile(e)} />
      <label class="btn block" for="handover-file">
        {t('handover.receive.file')}
      </label>
    </section>
  );
}
