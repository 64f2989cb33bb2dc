import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SHOP } from '#shared/shop';
import { useLiveEvents } from '../../lib/live-events';
import { useT } from '../../i18n/use-t';
import { Board, lineKeys, useBoard } from './line-api';
import { QrCode } from './qr-code';
import './board.css';

/** The address the QR codes lead to: this site's /line, marked as joined at the door (the line's `source`). */
export const joinUrl = () => `${typeof window === 'undefined' ? '' : window.location.origin}/line?from=door`;

/**
 * /board, the lobby TV (docs/decisions/068-floor-screens.md): no sign-in, first names and an
 * initial only; the wait for the first available barber, each chair, the line, and the QR code to
 * /line, in type read from across the room. Live from /api/board/events; when the connection drops
 * it says "Reconnecting…" and keeps showing the last board it had.
 */
export function BoardPage() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const board = useBoard();
  const live = useLiveEvents('/api/board/events', (data) => {
    const parsed = Board.safeParse(data);
    if (parsed.success) queryClient.setQueryData(lineKeys.board(), parsed.data);
    else void queryClient.invalidateQueries({ queryKey: lineKeys.board() }, { cancelRefetch: false });
  });
  const b = board.data;
  const down = live === 'reconnecting' || (board.isError && !!b);
  return (
    <main className="board" data-testid="board">
      <title>{`${t('line.board.title')} · ${SHOP.name}`}</title>
      <header className="board-head">
        <h1>{SHOP.name}</h1>
        {down && (
          <p className="board-offline" role="status" data-testid="board-offline">
            {t('line.board.reconnecting')}
          </p>
        )}
      </header>
      <section className="board-wait">
        <p className="board-label">{t('line.board.waitNow')}</p>
        <p className="board-big" data-testid="board-wait">
          {b
            ? b.wait
              ? b.wait.toMinutes <= 0
                ? t('line.board.noWait')
                : t('line.range', { from: Math.round(b.wait.fromMinutes), to: Math.round(b.wait.toMinutes) })
              : t('line.board.closed')
            : '…'}
        </p>
      </section>
      <div className="board-grid">
        <section className="board-chairs" aria-label={t('line.board.chairs')}>
          {b?.barbers.map((barber) => (
            <div key={barber.id} className="board-chair">
              <p className="board-barber">{barber.name}</p>
              <p className="board-in">{barber.inChair ?? t('line.board.free')}</p>
              {barber.next.length > 0 && (
                <p className="board-next">{t('line.board.next', { names: barber.next.slice(0, 2).join(', ') })}</p>
              )}
            </div>
          ))}
        </section>
        <section className="board-line" aria-label={t('line.board.line')}>
          <h2>{t('line.board.line')}</h2>
          <ol>
            {b?.line.slice(0, 8).map((e) => (
              <li key={e.position} data-testid="board-line-entry">
                <span className="board-pos">{e.position}</span>
                <span className="board-name">{e.name}</span>
                <span className="board-eta">
                  {e.estimate ? t('line.range', { from: Math.round(e.estimate.fromMinutes), to: Math.round(e.estimate.toMinutes) }) : ''}
                </span>
              </li>
            ))}
          </ol>
          {b && b.line.length === 0 && <p className="board-empty">{t('line.board.empty')}</p>}
        </section>
        <aside className="board-qr">
          <QrCode text={joinUrl()} label={t('line.board.qrLabel')} className="board-qr-code" />
          <p>{t('line.board.scan')}</p>
          <Link to="/board/poster" className="board-poster-link">
            {t('line.board.poster')}
          </Link>
        </aside>
      </div>
    </main>
  );
}
