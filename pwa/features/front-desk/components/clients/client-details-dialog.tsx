import { useState } from 'react';
import { Button, DataList, Dialog, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useLastVisitWords } from './last-visit';
import { shopDate } from '#shared/domain/shop-time';
import { useClientDetails } from '../../api/get-client-details';
import { formatLongDay } from '#pwa/features/staff-shell/lib/format';
import { LoadProblem } from '#pwa/components/load-problem';
import { ClientHistory } from './client-history';
import { ClientMessagesList } from './client-messages';
import { ClientLanguageItem } from './client-language';
import { ClientEditForm } from './client-edit-form';

/**
 * 'View Details': the client's record, last visit, every appointment and every message (loaded when opened).
 * `label`: the button's text elsewhere (the inbox's 'Client record').
 */
export function ClientDetailsDialog({ clientId, name, label }: { clientId: number; name: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const { t, lang, lastVisit } = useLastVisitWords();
  const details = useClientDetails(clientId, open);
  const d = details.data;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setEditing(false);
      }}
    >
      <Dialog.Trigger>
        <Button
          size="3"
          variant="outline"
          color="gray"
          aria-label={label ? t('admin.clients.labelFor', { label, name }) : t('admin.clients.viewDetailsFor', { name })}
        >
          {label ?? t('admin.clients.viewDetails')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px" className="admin-touch">
        <Dialog.Title size="6">{d ? `${d.client.firstName} ${d.client.lastName}`.trim() : name}</Dialog.Title>
        <Dialog.Description size="3" color="gray" mb="4">
          {t('admin.clients.details')}
        </Dialog.Description>
        <LoadProblem size="3" what={t('admin.clients.details.what')} failure={t('admin.clients.details.failed')} query={details} />
        {details.isPending && <Skeleton height="160px" />}
        {d && (
          <Flex direction="column" gap="4">
            {/* While editing, the form holds the details; the list comes back with what was saved. */}
            {editing ? (
              <ClientEditForm client={d.client} onDone={() => setEditing(false)} />
            ) : (
              <>
                <Flex justify="end">
                  <Button size="3" variant="soft" onClick={() => setEditing(true)}>
                    {t('admin.clients.edit.button')}
                  </Button>
                </Flex>
                <DataList.Root size="3" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                  <Item label={t('admin.clients.email')} value={d.client.email ?? '—'} />
                  <Item label={t('admin.clients.phone')} value={d.client.phone} />
                  <Item label={t('admin.clients.since')} value={formatLongDay(shopDate(new Date(d.client.createdAt)), lang)} />
                  <Item
                    label={t('admin.clients.lastVisitLabel')}
                    value={
                      d.lastAppointment
                        ? `${lastVisit(d.daysSinceLastVisit)} (${formatLongDay(d.lastAppointment.appointmentDate, lang)})`
                        : lastVisit(null)
                    }
                  />
                  <ClientLanguageItem client={d.client} />
                  {d.client.notes && <Item label={t('admin.clients.notes')} value={d.client.notes} />}
                </DataList.Root>
              </>
            )}
            <Heading as="h3" size="4">
              {t('admin.clients.appointments', { count: d.appointments.length })}
            </Heading>
            <ClientHistory appointments={d.appointments} />
            <Heading as="h3" size="4">
              {t('admin.clients.messages')}
            </Heading>
            <ClientMessagesList clientId={clientId} open={open} />
          </Flex>
        )}
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button size="3" variant="soft" color="gray">
              {t('admin.common.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value>
        <Text className="admin-break">{value}</Text>
      </DataList.Value>
    </DataList.Item>
  );
}
