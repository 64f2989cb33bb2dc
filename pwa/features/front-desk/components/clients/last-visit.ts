import { useT } from '#pwa/i18n/use-t';

/**
 * The Clients tab's last-visit wording in the page's language (the English is
 * shared/domain/analytics.ts's relativeLastVisit, word for word): 'Today', 'Yesterday', 'N days ago'
 * under 30 days, then whole 30-day months under a year, then years; null: 'No visits yet'.
 */
export function useLastVisitWords() {
  const i18n = useT();
  const { t } = i18n;
  const lastVisit = (days: number | null): string => {
    if (days === null) return t('admin.clients.visit.none');
    const d = Math.max(0, Math.floor(days));
    if (d === 0) return t('admin.clients.visit.today');
    if (d === 1) return t('admin.clients.visit.yesterday');
    if (d < 30) return t('admin.clients.visit.days', { count: d });
    if (d < 365) return t('admin.clients.visit.months', { count: Math.max(1, Math.floor(d / 30)) });
    return t('admin.clients.visit.years', { count: Math.floor(d / 365) });
  };
  return { ...i18n, lastVisit };
}
