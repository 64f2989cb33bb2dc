import { useState } from 'react';
import { Button, DataList, Dialog, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { relativeLastVisit } from '#shared/domain/analytics';
import { shopDate } from '#shared/domain/shop-time';
import { useClientDetails } from '../../api/get-client-details';
import { formatLongDay } from '../../lib/format';
import { LoadProblem } from '../../../../components/load-problem';
import { ClientHistory } from './client-history';
import { ClientMessagesList } from './client-messages';

/**
 * 'View Details': the client's record, last visit, every appointment and every message (loaded when opened).
 * `label`: the button's text elsewhere (the inbox's 'Client record').
 */
export function ClientDetailsDialog({ clientId, name, label = 'View Details' }: { clientId: number; name: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const details = useClientDetails(clientId, open);
  const d = details.data;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="3" variant="outline" color="gray" aria-label={`${label === 'View Details' ? 'View details' : label} for ${name}`}>{label}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px" className="admin-touch">
        <Dialog.Title size="6">{name}</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">Client details</Dialog.Description>
        <LoadProblem size="3" what="client details" failure="Failed to fetch client details" query={details} />
        {details.isPending && <Skeleton height="160px" />}
        {d && (
          <Flex direction="column" gap="4">
            <DataList.Root size="3" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
              <Item label="Email" value={d.client.email ?? '—'} />
              <Item label="Phone" value={d.client.phone} />
              <Item label="Client since" value={formatLongDay(shopDate(new Date(d.client.createdAt)))} />
              <Item label="Last visit" value={d.lastAppointment ? `${relativeLastVisit(d.daysSinceLastVisit)} (${formatLongDay(d.lastAppointment.appointmentDate)})` : relativeLastVisit(null)} />
              {d.client.notes && <Item label="Notes" value={d.client.notes} />}
            </DataList.Root>
            <Heading as="h3" size="4">Appointments ({d.appointments.length})</Heading>
            <ClientHistory appointments={d.appointments} />
            <Heading as="h3" size="4">Messages</Heading>
            <ClientMessagesList clientId={clientId} open={open} />
          </Flex>
        )}
        <Flex justify="end" mt="5">
          <Dialog.Close><Button size="3" variant="soft" color="gray">Close</Button></Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value><Text className="admin-break">{value}</Text></DataList.Value>
    </DataList.Item>
  );
}
