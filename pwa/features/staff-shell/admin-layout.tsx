import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onServerBack } from '../../offline/connection';
import { startAdminCache } from '../../offline/persist-cache';
import { settleOwedSignOut } from '../../offline/sign-out-owed';
import { logout } from './api/logout';
import { isBundleLoaded, loadBundle } from '../../i18n/catalogue';
import { useT } from '../../i18n/use-t';
import { useRefetchWhenServerBack } from './hooks/use-refetch-when-server-back';
// Badge colours only the dashboard uses (Walk-in, Waiting to sync, a refunded order); the app loads the rest in main.tsx.
import '@radix-ui/themes/tokens/colors/violet.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/purple.css';
import './admin.css';

/**
 * The admin area's own frame: no public header or footer, nothing a visitor's pages load. Its
 * pages wait for the saved admin cache to be restored (localStorage: a moment), so offline the
 * dashboard opens on the last known data instead of empty lists (docs/decisions/036-admin-cache-offline.md),
 * and for the staff screens' messages in the chosen language (docs/decisions/046-spanish.md).
 */
export function AdminLayout() {
  const queryClient = useQueryClient();
  const { lang } = useT();
  const [restored, setRestored] = useState(false);
  useRefetchWhenServerBack();
  // A sign-out made without the server reaches it as soon as it answers (docs/decisions/058-offline-sign-out.md).
  useEffect(() => {
    void settleOwedSignOut(logout);
    return onServerBack(() => void settleOwedSignOut(logout));
  }, []);
  // The staff screens' messages (a chunk of their own: visitors never download them).
  const [messagesReady, setMessagesReady] = useState(() => isBundleLoaded(lang, 'admin'));
  useEffect(() => {
    let live = true;
    void startAdminCache(queryClient).then(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [queryClient]);
  useEffect(() => {
    let live = true;
    // Offline with the chunk not yet cached, the screens still open (their messages show as ids) rather than never.
    void loadBundle(lang, 'admin').finally(() => live && setMessagesReady(true));
    return () => {
      live = false;
    };
  }, [lang]);
  return <div className="admin-shell">{restored && messagesReady && <Outlet />}</div>;
}
