/**
 * The host's parts of a linked table that its game screen shows too (issue 19 item 8): the code for
 * the next (or a rejoining) phone and the scan of its answer, and the seats, each held by the phone
 * that took it until the host frees it (a lost phone), in words.
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { MessageKey } from '../../messages/catalog';
import { LinkCodeError } from '../../../link/peer';
import { type HostHub, hostedHub } from '../../../link/session';
import { QrCode } from './QrCode';
import { ScanBox } from './ScanBox';

/**
 * Every failure in the words of its cause: a bad code (LinkCodeError names which), a link that
 * failed or did not open in time (with what to try), and anything else the browser refused (never
 * "damaged": only a malformed code is).
 */
export const problemKey = (e: unknown): MessageKey => {
  if (e instanceof LinkCodeError) return `phones.problem.${e.problem}`;
  if (e instanceof Error && (e.message === 'link/failed' || e.message === 'link/timeout')) return `phones.problem.${e.message}`;
  return 'phones.problem.link/browser';
};

/** "1. Let the joining phone scan this code", "2. Scan the code the joining phone shows". */
export function HostCodes({ hub }: { readonly hub: HostHub }) {
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const code = hub.code.value;
  const accept = async (text: string): Promise<boolean> => {
    try {
      await hub.accept(text);
      setProblem(undefined);
      return true;
    } catch (e) {
      setProblem(problemKey(e));
      return false;
    }
  };
  return (
    <>
      <section class="card" aria-labelledby="offer-h">
        <h2 id="offer-h">{t('phones.host.showCode')}</h2>
        {code === undefined ? <p aria-busy="true">{t('phones.host.making')}</p> : <QrCode key={code} text={code} testId="host-code" />}
      </section>
      <section class="card" aria-labelledby="answer-h">
        <h2 id="answer-h">{t('phones.host.scanAnswer')}</h2>
        {code !== undefined && <ScanBox key={code} onCode={accept} testId="host-scan" />}
        {problem && (
          <p class="violation" role="alert">
            {t(problem)}
          </p>
        )}
      </section>
    </>
  );
}

/** Each seat: free, on a linked phone, or held by a phone away; the host may free a held seat, after saying what that does. */
export function HostSeats({ hub }: { readonly hub: HostHub }) {
  const [asking, setAsking] = useState<number | undefined>(undefined);
  const held = hub.held.value;
  const phones = hub.phones.value;
  return (
    <section class="card" aria-labelledby="seats-h">
      <h2 id="seats-h">{t('phones.host.seats')}</h2>
      <ul class="list" data-testid="host-seats">
        {hub.seats.map((seat, i) => {
          const phone = phones.find((p) => p.connected && p.seat === i);
          const n = phone === undefined ? undefined : Number(phone.id.replace('phone-', ''));
          const isHeld = held[i] !== null && held[i] !== undefined;
          return (
            <li key={seat} data-seat-index={i} data-held={isHeld} class={asking === i ? undefined : 'row'}>
              <span>
                {n !== undefined
                  ? t('phones.host.seatOnPhone', { seat, n })
                  : isHeld
                    ? t('phones.host.seatAway', { seat })
                    : t('phones.host.seatFree', { seat })}
              </span>
              {isHeld && asking !== i && (
                <button type="button" class="btn" onClick={() => setAsking(i)}>
                  {t('phones.host.freeSeat', { seat })}
                </button>
              )}
              {asking === i && (
                <div role="alert">
                  <p>{t('phones.host.freeConfirm', { seat })}</p>
                  <div class="row">
                    <button
                      type="button"
                      class="btn danger"
                      onClick={() => {
                        hub.freeSeat(i);
                        setAsking(undefined);
                      }}
                    >
                      {t('phones.host.freeYes', { seat })}
                    </button>
                    <button type="button" class="btn" onClick={() => setAsking(undefined)}>
                      {t('phones.host.freeNo')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * On the host's game screen: the code for a phone that joins or rejoins, behind one tap, without
 * leaving the game; the phones screen keeps the rest (the phones linked, removing one).
 */
export function InGameHost({ gameId }: { readonly gameId: string }) {
  const [open, setOpen] = useState(false);
  const hub = hostedHub();
  if (hub === undefined || hub.gameId !== gameId) return null;
  return (
    <div class="in-game-host" data-testid="in-game-host">
      <button type="button" class="btn block" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? 'phones.ingame.hide' : 'phones.ingame.show')}
      </button>
      {open && (
        <>
          <p class="small muted">{t('phones.ingame.hint')}</p>
          <HostCodes hub={hub} />
          <HostSeats hub={hub} />
          <a class="btn block" href={`#/phones/${encodeURIComponent(gameId)}`}>
            {t('phones.ingame.more')}
          </a>
        </>
      )}
    </div>
  );
}
