import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card, Container, Flex, Grid, Heading, Section, Select, Skeleton, Text, TextField } from '@radix-ui/themes';
import { FormField, fieldAria } from '../../components/form-field';
import { useServices } from '../../lib/catalogue';
import { ApiError } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import { useT } from '../../i18n/use-t';
import { joinLine, lineKeys, savedToken, saveToken, useLineWait, type Estimate } from './line-api';
import './line.css';

const FIRST = 'first';

function Wait({ estimate }: { estimate: (Pick<Estimate, 'fromMinutes'> & { toMinutes: number | null }) | null }) {
  const { t } = useT();
  if (!estimate || estimate.toMinutes === null) return <Text color="gray">{t('line.noWait')}</Text>;
  if (estimate.toMinutes <= 0)
    return (
      <Text weight="bold" color="green">
        {t('line.noWaitNow')}
      </Text>
    );
  return <Text weight="bold">{t('line.range', { from: Math.round(estimate.fromMinutes), to: Math.round(estimate.toMinutes) })}</Text>;
}

/**
 * /line, "Join the line" (docs/decisions/068-floor-screens.md): the wait for each barber working
 * today and for the first available, then the form (first name, phone or email, service, barber or
 * first available; the page's language). Joining opens /line/:token; the token stays on this device.
 */
export function JoinLinePage() {
  const { t, lang, known } = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromDoor = search.get('from') === 'door';
  const wait = useLineWait();
  const services = useServices();
  const queryClient = useQueryClient();
  // A fetch still on its way is kept (not cancelled): a burst of events must not starve the page.
  useLiveEvents('/api/board/events', () => void queryClient.invalidateQueries({ queryKey: lineKeys.wait() }, { cancelRefetch: false }));
  const [mine, setMine] = useState<string | null>(null);
  useEffect(() => setMine(savedToken()), []);
  const [firstName, setFirstName] = useState('');
  const [contact, setContact] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [barberId, setBarberId] = useState(FIRST);
  const [errors, setErrors] = useState<{ firstName?: string; contact?: string; serviceId?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const working = wait.data?.barbers.filter((b) => b.working) ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const c = contact.trim();
    const next = {
      firstName: firstName.trim() ? undefined : t('line.form.firstNameRequired'),
      contact: c ? undefined : t('line.form.contactRequired'),
      serviceId: serviceId ? undefined : t('line.form.serviceRequired'),
    };
    setErrors(next);
    if (next.firstName || next.contact || next.serviceId) return;
    setBusy(true);
    try {
      const joined = await joinLine({
        firstName: firstName.trim(),
        serviceId: Number(serviceId),
        barberId: barberId === FIRST ? null : Number(barberId),
        lang,
        source: fromDoor ? 'door' : 'web',
        ...(c.includes('@') ? { email: c } : { phone: c }),
      });
      saveToken(joined.token);
      void navigate(`/line/${encodeURIComponent(joined.token)}`);
    } catch (err) {
      const said = err instanceof ApiError && err.status < 500 ? err.serverMessage : undefined;
      setErrors({ form: said ? known(said) : t('line.form.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section size={{ initial: '2', md: '3' }}>
      <title>{t('line.title')}</title>
      <Container size="3" px={{ initial: '4', sm: '5' }}>
        <Heading as="h1" size="8" mb="2">
          {t('line.title')}
        </Heading>
        <Text as="p" size="4" color="gray" mb="5">
          {t('line.subtitle')}
        </Text>
        {mine && (
          <Callout.Root mb="4" data-testid="line-mine">
            <Callout.Text>
              {t('line.youAreIn')} <Link to={`/line/${encodeURIComponent(mine)}`}>{t('line.seeYourPlace')}</Link>
            </Callout.Text>
          </Callout.Root>
        )}
        <Card size="3" mb="5" className="site-card">
          <Heading as="h2" size="5" mb="3">
            {t('line.waitNow')}
          </Heading>
          {wait.isPending && <Skeleton height="80px" />}
          {wait.data && (
            <Grid columns={{ initial: '1', sm: '2' }} gap="3" data-testid="line-waits">
              <Flex justify="between" className="line-wait-row">
                <Text>{t('line.firstAvailable')}</Text>
                <Wait estimate={wait.data.firstAvailable} />
              </Flex>
              {working.map((b) => (
                <Flex key={b.id} justify="between" className="line-wait-row">
                  <Text>{b.name}</Text>
                  <Wait estimate={b.toMinutes === null ? null : { fromMinutes: b.fromMinutes ?? 0, toMinutes: b.toMinutes }} />
                </Flex>
              ))}
            </Grid>
          )}
        </Card>
        {wait.data?.paused ? (
          <Callout.Root color="amber">
            <Callout.Text>{t('line.paused')}</Callout.Text>
          </Callout.Root>
        ) : (
          <Card size="3" className="site-card">
            <Heading as="h2" size="5" mb="3">
              {t('line.form.heading')}
            </Heading>
            <form onSubmit={submit} noValidate>
              <Grid columns={{ initial: '1', sm: '2' }} gap="4">
                <FormField id="join-firstName" label={t('line.form.firstName')} error={errors.firstName}>
                  <TextField.Root
                    size="3"
                    autoComplete="given-name"
                    value={firstName}
                    onChange={(e) => setFirstName(e.target.value)}
                    {...fieldAria('join-firstName', errors.firstName)}
                  />
                </FormField>
                <FormField id="join-contact" label={t('line.form.contact')} error={errors.contact}>
                  <TextField.Root
                    size="3"
                    autoComplete="tel"
                    value={contact}
                    onChange={(e) => setContact(e.target.value)}
                    {...fieldAria('join-contact', errors.contact)}
                  />
                </FormField>
                <FormField id="join-serviceId" label={t('line.form.service')} error={errors.serviceId}>
                  <Select.Root size="3" value={serviceId} onValueChange={setServiceId}>
                    <Select.Trigger
                      id="join-serviceId"
                      placeholder={t('line.form.chooseService')}
                      aria-invalid={errors.serviceId ? true : undefined}
                    />
                    <Select.Content position="popper">
                      {services.data?.map((s) => (
                        <Select.Item key={s.id} value={String(s.id)}>
                          {s.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </FormField>
                <FormField id="join-barberId" label={t('line.form.barber')}>
                  <Select.Root size="3" value={barberId} onValueChange={setBarberId}>
                    <Select.Trigger id="join-barberId" />
                    <Select.Content position="popper">
                      <Select.Item value={FIRST}>{t('line.firstAvailable')}</Select.Item>
                      {working.map((b) => (
                        <Select.Item key={b.id} value={String(b.id)}>
                          {b.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </FormField>
              </Grid>
              {errors.form && (
                <Text as="p" color="red" role="alert" mt="3">
                  {errors.form}
                </Text>
              )}
              <Flex justify="end" mt="5">
                <Button type="submit" size="3" disabled={busy}>
                  {t('line.join')}
                </Button>
              </Flex>
            </form>
          </Card>
        )}
      </Container>
    </Section>
  );
}
