/**
 * A game handed over with no link at all (issue 15): shown as a short sequence of QR codes, or
 * shared as a backup file; received by scanning the codes in any order. What is received goes
 * through the restore gate as a backup file and becomes a game on this phone.
 */
import { useRef, useState } from 'preact/hooks';
import { exportBackup, importBackup } from '../../../state/games';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { addChunk, assemble, type ChunkProblem, type Collected, missing, NOTHING_COLLECTED, toChunks } from '../../../link/chunks';
import { t } from '../../i18n';
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

/** On the receiving phone: scans the codes in any order until the game is whole. */
export function Receive() {
  const [collected, setCollected] = useState<Collected>(NOTHING_COLLECTED);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
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
    const imported = await importBackup(whole.value);
    const game = imported.ok ? imported.value[0] : undefined;
    if (game === undefined) {
      setProblem('phones.problem.chunk/corrupt');
      return false;
    }
    navigate({ name: 'game', id: game.id, tab: 'turn' });
    return true;
  };
  const left = missing(collected);
  return (
    <section class="card" aria-labelledby="receive-h">
      <h2 id="receive-h">{t('phones.receive.heading')}</h2>
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
    </section>
  );
}
