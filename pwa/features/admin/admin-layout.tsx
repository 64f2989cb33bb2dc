import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { startAdminCache } from '../../offline/persist-cache';
// Badge colours only the dashboard uses (Walk-in, Waiting to sync); the app loads the rest in main.tsx.
import '@radix-ui/themes/tokens/colors/violet.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import './admin.css';

/**
 * The admin area's own frame: no public header or footer, nothing a visitor's pages load. Its
 * pages wait for the saved admin cache to be restored (localStorage: a moment), so offline the
 * dashboard opens on the last known data instead of empty lists (docs/decisions/036-admin-cache-offline.md).
 */
export function AdminLayout() {
  const queryClient = useQueryClient();
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void startAdminCache(queryClient).then(() => live && setRestored(true));
    return () => {
      live = false;
    };
  }, [queryClient]);
  return <div className="admin-shell">{restored && <Outlet />}</div>;
}
