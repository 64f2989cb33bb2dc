import { Spinner } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';

/** While the session check loads: a spinner. */
export function LoadingScreen() {
  const { t } = useT();
  return (
    <div className="admin-center" role="status" aria-live="polite">
      <Spinner size="3" aria-label={t('admin.loading.session')} />
    </div>
  );
}
