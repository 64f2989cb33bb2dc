import { memo } from 'react';
import { Card, Flex, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { useLastVisitWords } from './last-visit';
import type { ClientWithHistory } from '#shared/schemas/client-history';
import { ClientDetailsDialog } from './client-details-dialog';
import { RemindedOn, ReminderButton } from './reminder-button';

/**
 * One client: name, contact, last visit in words, no-shows when there are any; details; 'Send Reminder' only when the bulk reminders
 * would remind them too, else "Reminded <date>" when a reminder went.
 */
function ClientCardView({ entry }: { entry: ClientWithHistory }) {
  const { client, lastAppointment, daysSinceLastVisit } = entry;
  const name = `${client.firstName} ${client.lastName}`;
  const { t, lastVisit } = useLastVisitWords();
  return (
    <li>
      <Card size="2" className="admin-client-card" data-testid="client-card">
        <Flex direction="column" gap="2" height="100%">
          <Text size="4" weight="bold">
            {name}
          </Text>
          {client.email && (
            <Flex gap="2" align="center">
              <EnvelopeClosedIcon aria-hidden />
              <Text size="2" color="gray" className="admin-break">
                {client.email}
              </Text>
            </Flex>
          )}
          <Flex gap="2" align="center">
            <MobileIcon aria-hidden />
            <Text size="2" color="gray">
              {client.phone}
            </Text>
          </Flex>
          <Text size="2">
            {t('admin.clients.lastVisit')} <Text weight="medium">{lastVisit(daysSinceLastVisit)}</Text>
            {lastAppointment && <Text color="gray"> · {lastAppointment.serviceName}</Text>}
          </Text>
          {entry.noShows > 0 && (
            <Text size="2" color="amber">
              {t('admin.clients.noShows', { count: entry.noShows })}
            </Text>
          )}
          <Flex gap="2" mt="auto" pt="2" wrap="wrap">
            <ClientDetailsDialog clientId={client.id} name={name} />
            {entry.reminderDue ? (
              <ReminderButton clientId={client.id} name={name} />
            ) : (
              entry.lastReminderAt && <RemindedOn at={entry.lastReminderAt} />
            )}
          </Flex>
        </Flex>
      </Card>
    </li>
  );
}

/** Drawn again only when its client's entry changes (the list grows 30 cards at a time). */
export const ClientCard = memo(ClientCardView);
