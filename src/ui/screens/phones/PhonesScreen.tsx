/**
 * "Play with several phones": host a stored game, or join a host's table, by QR codes and a
 * WebRTC data channel with no server (src/link). Loaded lazily: the camera, the decoder and the
 * link code never weigh on the start of the app.
 */
import { useEffect, useState } from 'preact/hooks';
import { locale, t, translate } from '../../i18n';
import { gameSummaries, refreshGames } from '../../../state/games';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { canLinkPhones } from '../../../state/engine';
import {
  copyConflict,
  copyProblem,
  type GuestLink,
  type HostHub,
  hostedHub,
  hostGame,
  HostingRefused,
  joinedLink,
  joinTable,
  localCopyOf,
} from '../../../link/session';
import { TopBar } from '../../components/TopBar';
import type { MessageKey } from '../../messages/catalog';
import { gameName } from '../../components/game-name';
import { HandOver, Receive } from './Handover';
import { HostCodes, HostSeats, problemKey } from './HostPanel';
import { QrCode } from './QrCode';
import { ScanBox } from './ScanBox';
import { joinWanted } from '../../../state/seat';

export function PhonesScreen({ game }: { readonly game: string | undefined }) {
  return (
    <>
      <TopBar title={t('phones.title')} />
      <main id="main">{game === undefined ? <Choose /> : canLinkPhones() ? <Host id={game} /> : <NoLink id={game} />}</main>
    </>
  );
}

function Choose() {
  // "Join again" on the game screen of a phone whose host is gone opens here on joining.
  const [joining, setJoining] = useState(() => {
    const wanted = joinWanted.peek();
    joinWanted.value = false;
    return wanted || joinedLink() !== undefined;
  });
  const [receiving, setReceiving] = useState(false);
  useEffect(() => {
    void refreshGames();
  }, []);
  if (joining) return <Join />;
  if (receiving) return <Receive />;
  const games = gameSummaries.value ?? [];
  const link = canLinkPhones();
  return (
    <>
      {link ? (
        <p>{t('phones.intro')}</p>
      ) : (
        <p class="card" role="note" data-testid="no-link">
          {t('phones.noLink')}
        </p>
      )}
      <section class="card" aria-labelledby="join-h">
        <h2 id="join-h">{t('phones.join.heading')}</h2>
        {link && (
          <button type="button" class="btn primary block" onClick={() => setJoining(true)}>
            {t('phones.join.start')}
          </button>
        )}
        <button type="button" class={link ? 'btn block' : 'btn primary block'} style="margin-top: 8px" onClick={() => setReceiving(true)}>
          {t('phones.receive.start')}
        </button>
      </section>
      <section class="card" aria-labelledby="host-h">
        <h2 id="host-h">{t('phones.host.heading')}</h2>
        {games.length === 0 ? (
          <p class="muted">{t('phones.host.none')}</p>
        ) : (
          <ul class="list">
            {games.map((g) => (
              <li key={g.id}>
                <button type="button" class="btn block" onClick={() => navigate({ name: 'phones', game: g.id })}>
                  {t('phones.host.game', { name: gameName(g) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** A browser with no WebRTC: the game handed over as codes or a file, the only way it has. */
function NoLink({ id }: { readonly id: string }) {
  return (
    <>
      <p class="card" role="note" data-testid="no-link">
        {t('phones.noLink')}
      </p>
      <HandOver id={id} />
    </>
  );
}

function Host({ id }: { readonly id: string }) {
  const [hub, setHub] = useState<HostHub | undefined>(undefined);
  // This page is at another host's table: it hosts once it has left it (`tries` hosts again).
  const [joined, setJoined] = useState(false);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    // Hosting goes on when the host leaves this screen to record on the game screen.
    let live = true;
    void repo()
      .loadGame(id)
      .then((loaded) => {
        if (!live || !loaded.ok) return;
        try {
          setHub(hostGame(loaded.value.record, loaded.value.state, loaded.value.rev, loaded.value.origin));
          setJoined(false);
        } catch (e) {
          if (!(e instanceof HostingRefused)) throw e;
          setJoined(true);
        }
      });
    return () => {
      live = false;
    };
  }, [id, tries]);
  if (joined)
    return (
      <section class="card">
        <p class="violation" role="alert" data-testid="host-joined">
          {t('phones.host.joined')}
        </p>
        <button
          type="button"
          class="btn block"
          onClick={() => {
            joinedLink()?.close();
            setTries((n) => n + 1);
          }}
        >
          {t('phones.host.leaveTable')}
        </button>
      </section>
    );
  if (hub === undefined) return <p aria-busy="true">{t('phones.host.making')}</p>;
  return (
    <>
      <section class="card" aria-labelledby="linked-h">
        <h2 id="linked-h">{t('phones.host.linked')}</h2>
        <p data-testid="host-log-length">{t('phones.host.entries', { count: hub.logLength.value })}</p>
        {hub.otherVersion.value && (
          <p class="violation" role="alert" data-testid="host-other-version">
            {t('phones.host.otherVersion')}
          </p>
        )}
        {hub.phones.value.length === 0 ? (
          <p class="muted">{t('phones.host.noPhones')}</p>
        ) : (
          <ul class="list" data-testid="host-phones">
            {hub.phones.value.map((p) => {
              const n = Number(p.id.replace('phone-', ''));
              const seat = p.seat === undefined ? undefined : hub.seats[p.seat];
              return (
                <li key={p.id} class="row" data-phone={p.id} data-connected={p.connected} data-seat={seat ?? ''}>
                  <span>
                    {!p.connected
                      ? t('phones.host.connecting', { n })
                      : seat === undefined
                        ? t('phones.host.noSeat', { n })
                        : t('phones.host.seat', { n, seat })}
                  </span>
                  <button type="button" class="btn danger" aria-label={t('phones.host.removePhone', { n })} onClick={() => hub.remove(p.id)}>
                    {t('phones.host.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <div class="row">
        <a class="btn primary" href={`#/game/${encodeURIComponent(id)}/turn`}>
          {t('phones.host.toGame')}
        </a>
        <button
          type="button"
          class="btn danger"
          onClick={() => {
            hub.close();
            navigate({ name: 'phones' });
          }}
        >
          {t('phones.host.stop')}
        </button>
      </div>
      <HostCodes hub={hub} />
      <HostSeats hub={hub} />
      <HandOver id={id} />
    </>
  );
}

function Join() {
  // The link goes on while this phone's player records on the game screen, as hosting does.
  const [link, setLink] = useState<GuestLink | undefined>(joinedLink);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  // This page hosts a game: it joins another table once it has stopped hosting.
  const [hosting, setHosting] = useState(() => hostedHub() !== undefined);
  const take = async (text: string): Promise<boolean> => {
    try {
      setLink(await joinTable(text));
      setProblem(undefined);
      return true;
    } catch (e) {
      if (e instanceof HostingRefused) {
        setHosting(true);
        return false;
      }
      setProblem(problemKey(e));
      return false;
    }
  };
  if (link === undefined && hosting)
    return (
      <section class="card">
        <p class="violation" role="alert" data-testid="join-hosting">
          {t('phones.guest.hosting')}
        </p>
        <button
          type="button"
          class="btn block"
          onClick={() => {
            hostedHub()?.close();
            setHosting(false);
          }}
        >
          {t('phones.guest.stopHosting')}
        </button>
      </section>
    );
  if (link === undefined)
    return (
      <section class="card" aria-labelledby="scan-h">
        <h2 id="scan-h">{t('phones.guest.scanOffer')}</h2>
        <ScanBox onCode={take} testId="guest-scan" />
        {problem && (
          <p class="violation" role="alert">
            {t(problem)}
          </p>
        )}
      </section>
    );
  const table = link.table.value;
  const event = link.lastEvent.value;
  const game = table?.game;
  const seat = table === undefined ? undefined : link.seat.value;
  const held = link.held.value;
  const claim = link.claim.value;
  const conflict = link.conflict.value;
  const failed = link.failed.value;
  const ended = event?.kind === 'bye' || link.status.value === 'closed';
  // This phone stored every entry it accepted: it can host the game when the host has left.
  const copy = game === undefined ? undefined : localCopyOf(game.id);
  return (
    <>
      {ended && (
        <div class="row">
          <button type="button" class="btn primary" onClick={() => setLink(undefined)}>
            {t('phones.guest.again')}
          </button>
          {copy !== undefined && (
            <button type="button" class="btn" onClick={() => navigate({ name: 'phones', game: copy })}>
              {t('phones.guest.takeOver')}
            </button>
          )}
        </div>
      )}
      {conflict !== undefined ? (
        // The host's log does not continue this phone's: refused, in words (English and Danish).
        <p class="violation" role="alert" data-testid="guest-conflict" data-reason={conflict.reason}>
          {conflict.reason === 'setup'
            ? t('phones.guest.conflict.setup')
            : conflict.reason === 'behind'
              ? t('phones.guest.conflict.behind', { length: conflict.length, held: conflict.held })
              : t('phones.guest.conflict.parted', { at: conflict.at })}
        </p>
      ) : event?.kind === 'bye' ? (
        <p class="violation" role="alert">
          {t(`phones.guest.bye.${event.reason}`)}
        </p>
      ) : failed !== undefined ? (
        // No link yet (or the browser gave up on it): the words the host sees, for this phone too.
        <p class="violation" role="alert" data-testid="guest-not-linked">
          {t(failed === 'link/timeout' ? 'phones.guest.notLinked' : 'phones.problem.link/failed')}
        </p>
      ) : link.status.value === 'closed' ? (
        <p class="violation" role="alert">
          {/* Never welcomed: a host of an older version says nothing to a hello it cannot read. */}
          {t(game === undefined ? 'phones.guest.noWelcome' : 'phones.guest.closed')}
        </p>
      ) : null}
      {link.told.value === 'slow' && (
        <p class="note" role="status" data-testid="guest-told">
          {t('phones.guest.told.slow')}
        </p>
      )}
      {copyConflict.value !== undefined && game !== undefined && copyConflict.value.copy === localCopyOf(game.id) && (
        <p class="note" role="status" data-testid="guest-copy-conflict">
          {t('phones.guest.copyConflict')}
        </p>
      )}
      {copyProblem.value !== undefined && (
        // Storage refused this phone's copy (a full disk): the entries are kept and stored again.
        <p class="violation" role="alert" data-testid="guest-not-stored" data-code={copyProblem.value.code}>
          {t('phones.guest.notStored')} {translate(locale.value, `error.${copyProblem.value.code}`, copyProblem.value.params)}
        </p>
      )}
      {game === undefined ? (
        <section class="card" aria-labelledby="answer-h">
          <h2 id="answer-h">{t('phones.guest.showAnswer')}</h2>
          <QrCode text={link.code} testId="guest-code" />
          <p aria-busy="true">{t('phones.guest.waiting')}</p>
        </section>
      ) : (
        <section class="card" aria-labelledby="joined-h" data-testid="guest-joined">
          <h2 id="joined-h">{t('phones.guest.joined', { name: game.name })}</h2>
          <p data-testid="guest-log-length">{t('phones.guest.entries', { count: table?.log.length ?? 0 })}</p>
          {seat === undefined ? (
            <fieldset>
              <legend>{t('phones.guest.chooseSeat')}</legend>
              {link.freed.value && (
                <p class="violation" role="alert" data-testid="seat-freed">
                  {t('phones.guest.seatFreed')}
                </p>
              )}
              {game.seats.map((name, i) => {
                // A seat another phone holds is not offered: the host would refuse it, and nothing would change.
                const other = held[i] !== null && held[i] !== undefined && held[i] !== link.holder.value;
                return (
                  <button
                    key={name}
                    type="button"
                    class="btn block"
                    disabled={other || ended || claim?.refused === false}
                    data-held={other}
                    onClick={() => link.chooseSeat(i)}
                  >
                    {other ? t('phones.guest.seatHeld', { seat: name }) : name}
                  </button>
                );
              })}
              {claim !== undefined && (
                <p class={claim.refused ? 'violation' : undefined} role={claim.refused ? 'alert' : 'status'} data-testid="seat-claim">
                  {t(claim.refused ? 'phones.guest.claimRefused' : 'phones.guest.claiming', { seat: game.seats[claim.seat] ?? '' })}
                </p>
              )}
            </fieldset>
          ) : (
            <>
              <p data-testid="guest-seat">{t('phones.guest.seat', { seat: game.seats[seat] ?? '' })}</p>
              {link.back.value && (
                <p class="small muted" data-testid="seat-back">
                  {t('phones.guest.seatBack', { seat: game.seats[seat] ?? '' })}
                </p>
              )}
              {copy !== undefined && !ended && (
                // This phone's copy of the game: what its player records there is proposed to the host.
                <a class="btn primary block" href={`#/game/${encodeURIComponent(copy)}/turn`}>
                  {t('phones.guest.open')}
                </a>
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}
