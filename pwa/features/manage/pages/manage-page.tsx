import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card, Container, DataList, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { CheckCircledIcon } from '#pwa/components/icons/check-circled';
import { DownloadIcon } from '#pwa/components/icons/download';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { InfoCircledIcon } from '#pwa/components/icons/info-circled';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { SHOP } from '#shared/shop';
import { LINK_INVALID_MESSAGE, type ManagedAppointment } from '#shared/schemas/notifications';
import { ApiError } from '#pwa/lib/api';
import { LoadProblem } from '#pwa/components/load-problem';
import { phoneHref } from '#pwa/lib/shop-details';
import { queryKeys } from '#pwa/lib/query-keys';
import { useOnline } from '#pwa/offline/online-status';
import { calendarUrl, cancelAppointment, isInvalidLink, useManagedAppointment } from '../api/manage-api';
import { CancelAppointment } from '../components/cancel-appointment';
import { RemindHere } from '../components/remind-here';
import { ReschedulePanel } from '../components/reschedule-panel';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import '../manage.css';

const when = ({ t, date, time }: I18nValue, a: Pick<ManagedAppointment, 'date' | 'time'>) =>
  t('manage.when', { date: date(a.date, 'full'), time: time(a.time) });

/**
 * /manage/{token}: the client's own appointment from the link in its messages
 * (docs/decisions/042-notifications.md#the-manage-page): see it, move it, cancel it, add it to a
 * calendar, turn on reminders here; within the cut-off, call the shop instead. A wrong or expired
 * link shows only "This link is no longer valid".
 */
export function ManagePage() {
  const { token = '' } = useParams();
  const i18n = useT();
  const { t, known } = i18n;
  const offlineMessage = t('manage.offline.message');
  const query = useManagedAppointment(token);
  const queryClient = useQueryClient();
  const online = useOnline();
  const [rescheduling, setRescheduling] = useState(false);
  const [done, setDone] = useState<string>();
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (done) document.getElementById('manage-done')?.focus();
  }, [done]);

  const title = <title>{`${t('manage.title')} · ${SHOP.name}`}</title>;
  if (query.isPending && query.fetchStatus !== 'paused') {
    return (
      <Container size="2" px={{ initial: '3', sm: '5' }} py={{ initial: '5', md: '7' }}>
        {title}
        <Skeleton height="320px" aria-busy="true" aria-label={t('manage.loading')} />
      </Container>
    );
  }
  if (isInvalidLink(query.error)) return <InvalidLink />;
  const a = query.data;
  if (!a) {
    return (
      <Container size="2" px={{ initial: '3', sm: '5' }} py={{ initial: '5', md: '7' }}>
        {title}
        <LoadProblem what={t('manage.load.appointment')} query={query} offlineMessage={offlineMessage} />
      </Container>
    );
  }

  const show = (next: ManagedAppointment, message: string) => {
    queryClient.setQueryData(queryKeys.managed(token), next);
    void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/availability') });
    setRescheduling(false);
    setProblem(undefined);
    setDone(message);
  };
  const cancel = async () => {
    setCancelling(true);
    setProblem(undefined);
    try {
      show(await cancelAppointment(token), t('manage.cancelled', { when: when(i18n, a) }));
    } catch (err) {
      if (isInvalidLink(err)) await query.refetch();
      setProblem(err instanceof ApiError ? (err.serverMessage ? known(err.serverMessage) : t('manage.cancelFailed')) : offlineMessage);
    } finally {
      setCancelling(false);
    }
  };

  const cancelled = a.status === 'cancelled';
  return (
    <Container size="3" px={{ initial: '3', sm: '5' }} py={{ initial: '5', md: '7' }}>
      {title}
      <Flex direction="column" gap="2" align="center" mb="5">
        <Heading as="h1" size={{ initial: '7', md: '8' }} align="center">
          {t('manage.heading')}
        </Heading>
        <Text as="p" size="3" color="gray" align="center">
          {t('manage.greeting', { name: a.clientFirstName, shop: a.shop.name })}
        </Text>
      </Flex>
      {!online && (
        <Callout.Root color="red" role="alert" mb="4" data-testid="manage-offline">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            <strong>{t('manage.offline.title')}</strong> {offlineMessage}
          </Callout.Text>
        </Callout.Root>
      )}
      {done && (
        <Callout.Root color="green" role="status" mb="4" id="manage-done" tabIndex={-1} data-testid="manage-done">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text size="3">{done}</Callout.Text>
        </Callout.Root>
      )}
      {problem && (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{problem}</Callout.Text>
        </Callout.Root>
      )}
      <Card size={{ initial: '2', sm: '4' }} className="manage-panel">
        <Flex direction={{ initial: 'column', md: 'row' }} gap="5" justify="between">
          <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="3" data-testid="manage-details">
            <DataList.Item>
              <DataList.Label>{t('manage.details.service')}</DataList.Label>
              <DataList.Value>{a.serviceName}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.barber')}</DataList.Label>
              <DataList.Value>{a.barberName}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.when')}</DataList.Label>
              <DataList.Value data-testid="manage-when">
                <Text as="span" className={cancelled ? 'manage-struck' : undefined}>
                  {when(i18n, a)}
                </Text>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.length')}</DataList.Label>
              <DataList.Value>{t('manage.minutes', { minutes: a.durationMin })}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.price')}</DataList.Label>
              <DataList.Value>${a.price.toFixed(2)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.where')}</DataList.Label>
              <DataList.Value>
                <Flex direction="column">
                  <Text weight="medium">{a.shop.name}</Text>
                  {a.shop.addressLines.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Flex>
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>{t('manage.details.phone')}</DataList.Label>
              <DataList.Value>
                <a href={phoneHref(a.shop.phone)} className="manage-link">
                  {a.shop.phone}
                </a>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>

          <Flex direction="column" gap="3" className="manage-actions">
            {cancelled ? (
              <>
                <Callout.Root color="gray" data-testid="manage-cancelled">
                  <Callout.Icon>
                    <InfoCircledIcon />
                  </Callout.Icon>
                  <Callout.Text>{a.changeBlockedReason && known(a.changeBlockedReason)}</Callout.Text>
                </Callout.Root>
                <Button size="3" asChild>
                  <RouterLink to="/book">{t('manage.bookAgain')}</RouterLink>
                </Button>
              </>
            ) : (
              <>
                {a.canChange ? (
                  <>
                    <Button size="3" onClick={() => setRescheduling((v) => !v)} disabled={!online} aria-expanded={rescheduling}>
                      <CalendarIcon aria-hidden /> {t('manage.reschedule')}
                    </Button>
                    <CancelAppointment when={when(i18n, a)} disabled={!online} busy={cancelling} onConfirm={() => void cancel()} />
                  </>
                ) : (
                  <>
                    <Callout.Root color="amber" data-testid="manage-cutoff">
                      <Callout.Icon>
                        <InfoCircledIcon />
                      </Callout.Icon>
                      <Callout.Text>{a.changeBlockedReason && known(a.changeBlockedReason)}</Callout.Text>
                    </Callout.Root>
                    <Button size="3" asChild>
                      <a href={phoneHref(a.shop.phone)}>
                        <MobileIcon aria-hidden /> {t('manage.callShop')}
                      </a>
                    </Button>
                  </>
                )}
                <Button size="3" variant="soft" asChild>
                  <a href={calendarUrl(token)} download>
                    <DownloadIcon aria-hidden /> {t('manage.addToCalendar')}
                  </a>
                </Button>
                <RemindHere token={token} disabled={!online} />
              </>
            )}
          </Flex>
        </Flex>
      </Card>
      {rescheduling && a.canChange && (
        <Card size={{ initial: '2', sm: '4' }} mt="4" className="manage-panel">
          <ReschedulePanel
            token={token}
            appointment={a}
            online={online}
            onClose={() => setRescheduling(false)}
            onMoved={(moved) => show(moved, t('manage.moved', { when: when(i18n, moved), barber: moved.barberName }))}
          />
        </Card>
      )}
    </Container>
  );
}

/** A wrong or expired link: only this, and the way home. */
function InvalidLink() {
  const { t, known } = useT();
  const message = known(LINK_INVALID_MESSAGE);
  return (
    <Container size="1" px="4" py="9">
      <title>{`${message} · ${SHOP.name}`}</title>
      <Flex direction="column" align="center" gap="4" data-testid="manage-invalid">
        <Heading as="h1" size="7" align="center">
          {message}
        </Heading>
        <Button size="3" variant="soft" asChild>
          <RouterLink to="/find-booking">{t('manage.find.link')}</RouterLink>
        </Button>
        <Button size="3" asChild>
          <RouterLink to="/">{t('manage.home')}</RouterLink>
        </Button>
      </Flex>
    </Container>
  );
}
