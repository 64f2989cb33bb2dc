import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Callout, Card, Container, Flex, Heading, Section, Skeleton, Text } from '@radix-ui/themes';
import { ApiError } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import { useT } from '../../i18n/use-t';
import { leaveLine, LineEntry, lineKeys, saveToken, savedToken, useLineEntry } from './line-api';
import { LinePush } from './line-push';
import './line.css';

/**
 * /line/:token, the visitor's place in the line: "N ahead of you" and a time range, updated live
 * (GET /api/line/:token/events: each event is the entry itself), then "It's your turn" when they
 * are called, without a reload. "Leave the line" asks first.
 */
export function LineEntryPage() {
  const { token = '' } = useParams();
  const { t } = useT();
  const queryClient = useQueryClient();
  const entry = useLineEntry(token);
  const [leaving, setLeaving] = useState(false);
  const live = useLiveEvents(token ? `/api/line/${encodeURIComponent(token)}/events` : null, (data) => {
    const parsed = LineEntry.safeParse(data);
    if (parsed.success) queryClient.setQueryData(lineKeys.entry(token), parsed.data);
    else void queryClient.invalidateQueries({ queryKey: lineKeys.entry(token) }, { cancelRefetch: false });
  });
  const e = entry.data;
  const gone = entry.error instanceof ApiError && entry.error.status === 404;
  const over = e && (e.status === 'done' || e.status === 'left');
  if (over && savedToken() === token) saveToken(null);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveLine(token);
      saveToken(null);
      await entry.refetch();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Section size={{ initial: '2', md: '3' }}>
      <title>{t('line.title')}</title>
      <Container size="2" px={{ initial: '4', sm: '5' }}>
        {entry.isPending && <Skeleton height="240px" />}
        {gone && (
          <Callout.Root color="amber">
            <Callout.Text>
              {t('line.entry.notFound')} <Link to="/line">{t('line.title')}</Link>
            </Callout.Text>
          </Callout.Root>
        )}
        {e && (
          <Card size="4" className="site-card line-entry" data-testid="line-entry" data-status={e.status}>
            <Flex direction="column" gap="4" align="center" className="line-entry-body">
              <Text size="4" color="gray">
                {t('line.entry.hello', { name: e.firstName })}
              </Text>
              {(e.status === 'called' || e.status === 'in_chair') && (
                <Heading as="h1" size="9" className="line-turn" data-testid="line-your-turn">
                  {t('line.entry.yourTurn')}
                </Heading>
              )}
              {e.status === 'waiting' && (
                <>
                  <Heading as="h1" size="9" data-testid="line-ahead">
                    {t('line.entry.ahead', { count: e.ahead ?? 0 })}
                  </Heading>
                  {e.estimate && (
                    <Text size="6" weight="bold">
                      {t('line.range', { from: Math.round(e.estimate.fromMinutes), to: Math.round(e.estimate.toMinutes) })}
                    </Text>
                  )}
                  <Text size="3" color="gray" align="center">
                    {t('line.entry.told')}
                  </Text>
                  <LinePush token={token} />
                </>
              )}
              {e.status === 'done' && (
                <Heading as="h1" size="7">
                  {t('line.entry.done')}
                </Heading>
              )}
              {e.status === 'left' && (
                <>
                  <Heading as="h1" size="7">
                    {t('line.entry.left')}
                  </Heading>
                  <Button asChild size="3" variant="soft">
                    <Link to="/line">{t('line.entry.joinAgain')}</Link>
                  </Button>
                </>
              )}
              {live !== 'live' && !over && <Badge color="amber">{t('line.reconnecting')}</Badge>}
              {e.status === 'waiting' && (
                <AlertDialog.Root>
                  <AlertDialog.Trigger>
                    <Button size="3" variant="soft" color="red" disabled={leaving}>
                      {t('line.entry.leave')}
                    </Button>
                  </AlertDialog.Trigger>
                  <AlertDialog.Content maxWidth="420px">
                    <AlertDialog.Title>{t('line.entry.leave')}</AlertDialog.Title>
                    <AlertDialog.Description>{t('line.entry.leaveConfirm')}</AlertDialog.Description>
                    <Flex gap="3" mt="4" justify="end">
                      <AlertDialog.Cancel>
                        <Button variant="soft" color="gray">
                          {t('line.entry.stay')}
                        </Button>
                      </AlertDialog.Cancel>
                      <AlertDialog.Action>
                        <Button color="red" onClick={() => void leave()}>
                          {t('line.entry.leave')}
                        </Button>
                      </AlertDialog.Action>
                    </Flex>
                  </AlertDialog.Content>
                </AlertDialog.Root>
              )}
            </Flex>
          </Card>
        )}
      </Container>
    </Section>
  );
}
