import { SHOP } from '#shared/shop';
import { useT } from '../../i18n/use-t';
import { joinUrl } from './board-page';
import { QrCode } from './qr-code';
import './board.css';

/** /board/poster: a page to print for the door, the QR code to /line big in the middle (print stylesheet: one A4/Letter page). */
export function PosterPage() {
  const { t } = useT();
  const url = joinUrl();
  return (
    <main className="poster" data-testid="poster">
      <title>{`${t('line.board.posterTitle')} · ${SHOP.name}`}</title>
      <h1>{t('line.board.posterTitle')}</h1>
      <p className="poster-sub">{t('line.board.posterSubtitle')}</p>
      <QrCode text={url} label={t('line.board.qrLabel')} className="poster-qr" />
      <p className="poster-url">{url.replace(/^https?:\/\//, '').replace(/\?.*$/, '')}</p>
      <p className="poster-shop">{SHOP.name}</p>
      <button type="button" className="poster-print" onClick={() => window.print()}>
        {t('line.board.print')}
      </button>
    </main>
  );
}
