import { useState } from 'react';
import { Badge, Flex, Grid, Heading, Skeleton, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '#pwa/components/icons/magnifying-glass';
import { useClientsWithHistory } from '../../api/get-clients';
import { useDebounced } from '#pwa/lib/use-debounced';
import { useProgressive } from '../../hooks/use-progressive';
import { EmptyState } from '#pwa/features/staff-shell/components/empty-state';
import { LoadProblem } from '#pwa/components/load-problem';
import { BulkRemindersButton } from './bulk-reminders-button';
import { ClientCard } from './client-card';
import { useT } from '#pwa/i18n/use-t';

/** How long typing must pause before the server is asked (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Client Database: count, server-side search, bulk reminders, a card per client. */
export function ClientsTab() {
  const [search, setSearch] = useState('');
  const { t } = useT();
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useClientsWithHistory(settled);
  const list = clients.data ?? [];
  const shown = useProgressive(list.length, 30);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="3">
          <Heading as="h2" size="5">
            {t('admin.clients.heading')}
          </Heading>
          {clients.data && (
            <Badge size="2" variant="soft" aria-label={t('admin.clients.count', { count: list.length })} data-testid="client-count">
              {list.length}
            </Badge>
          )}
        </Flex>
        <BulkRemindersButton />
      </Flex>
      <TextField.Root
        size="3"
        className="admin-search"
        type="search"
        placeholder={t('admin.clients.search.placeholder')}
        aria-label={t('admin.clients.search.label')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden width={18} height={18} />
        </TextField.Slot>
      </TextField.Root>
      <LoadProblem size="3" what={t('admin.clients.what')} failure={t('admin.clients.failed')} query={clients} />
      {clients.isPending && (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="150px" />
          ))}
        </Grid>
      )}
      {clients.isSuccess &&
        list.length === 0 &&
        (settled ? (
          <EmptyState title={t('admin.clients.notFound')} hint={t('admin.clients.notFoundHint')} />
        ) : (
          <EmptyState title={t('admin.clients.none')} hint={t('admin.clients.noneHint')} />
        ))}
      {list.length > 0 && (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" asChild aria-busy={clients.isFetching}>
          <ul className="admin-plain-list" aria-label={t('admin.clients.list')}>
            {list.slice(0, shown).map((c) => (
              <ClientCard key={c.client.id} entry={c} />
            ))}
          </ul>
        </Grid>
      )}
    </Flex>
  );
}
