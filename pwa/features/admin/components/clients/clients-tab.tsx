import { useState } from 'react';
import { Badge, Flex, Grid, Heading, Skeleton, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useClientsWithHistory } from '../../api/get-clients';
import { useDebounced } from '../../../../lib/use-debounced';
import { useProgressive } from '../../hooks/use-progressive';
import { EmptyState } from '../empty-state';
import { LoadProblem } from '../../../../components/load-problem';
import { BulkRemindersButton } from './bulk-reminders-button';
import { ClientCard } from './client-card';

/** How long typing must pause before the server is asked (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Client Database: count, server-side search, bulk reminders, a card per client. */
export function ClientsTab() {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useClientsWithHistory(settled);
  const list = clients.data ?? [];
  const shown = useProgressive(list.length, 30);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="3">
          <Heading as="h2" size="5">Client Database</Heading>
          {clients.data && (
            <Badge size="2" variant="soft" aria-label={`${list.length} clients`} data-testid="client-count">{list.length}</Badge>
          )}
        </Flex>
        <BulkRemindersButton />
      </Flex>
      <TextField.Root
        size="3"
        className="admin-search"
        type="search"
        placeholder="Search clients by name, email, or phone..."
        aria-label="Search clients"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      >
        <TextField.Slot><MagnifyingGlassIcon aria-hidden width={18} height={18} /></TextField.Slot>
      </TextField.Root>
      <LoadProblem size="3" what="clients" failure="Failed to fetch clients" query={clients} />
      {clients.isPending && (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
          {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="150px" />)}
        </Grid>
      )}
      {clients.isSuccess && list.length === 0 &&
        (settled ? (
          <EmptyState title="No clients found" hint="Try adjusting your search terms" />
        ) : (
          <EmptyState title="No clients yet" hint="Clients will appear here after their first booking" />
        ))}
      {list.length > 0 && (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3" asChild aria-busy={clients.isFetching}>
          <ul className="admin-plain-list" aria-label="Clients">
            {list.slice(0, shown).map((c) => <ClientCard key={c.client.id} entry={c} />)}
          </ul>
        </Grid>
      )}
    </Flex>
  );
}
