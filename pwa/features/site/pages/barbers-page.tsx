import { Link as RouterLink } from 'react-router';
import { Button, Callout, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { ShuffleIcon } from '#pwa/components/icons/shuffle';
import { useBarbers } from '#pwa/lib/catalogue';
import { BarberCard, BarberCardSkeleton } from '../components/barber-card';
import { PageBanner } from '../components/page-banner';
import { useT } from '#pwa/i18n/use-t';
import { StaticSection } from '#pwa/components/static-section';

function BarberGrid() {
  const { data, isPending, isError, refetch } = useBarbers();
  const { t } = useT();
  if (isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{t('site.barbers.loadFailed')} </Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={() => void refetch()}>
          {t('common.action.tryAgain')}
        </Button>
      </Callout.Root>
    );
  }
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      {isPending
        ? [1, 2, 3, 4].map((k) => <BarberCardSkeleton key={k} />)
        : data.map((b) => (
            <StaticSection key={b.id} name={`barber-${b.id}`} data={[b]}>
              <BarberCard barber={b} />
            </StaticSection>
          ))}
    </Grid>
  );
}

/**
 * Barbers (/barbers): cards and links, kept as the server's HTML (components/static-section.tsx). The
 * banner, each barber's card and the links under them are sections of their own: a language switch draws
 * those on the screen, and the rest follow once it is drawn. A barber's card is drawn again when their
 * details change; the grid itself, when the list does.
 */
export function BarbersPage() {
  const { t } = useT();
  return (
    <>
      <StaticSection name="barbers-banner">
        <PageBanner title={t('site.barbers.title')} subtitle={t('site.barbers.subtitle')} />
      </StaticSection>
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <BarberGrid />
          <StaticSection name="barbers-book">
            <BookAnyBarber />
          </StaticSection>
        </Container>
      </Section>
    </>
  );
}

function BookAnyBarber() {
  const { t } = useT();
  return (
    <>
      <Card size="4" mt="6" className="site-card site-card-accent" asChild>
        <RouterLink to="/book" aria-label={t('site.barbers.anyLabel')}>
          <Flex direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'start', sm: 'center' }} justify="between" gap="4">
            <Flex gap="3" align="start">
              <ShuffleIcon width="24" height="24" className="site-accent-icon" aria-hidden />
              <div>
                <Heading as="h2" size="5" mb="1">
                  {t('site.barbers.anyTitle')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {t('site.barbers.anyText')}
                </Text>
              </div>
            </Flex>
            <Button asChild size="3">
              <span>{t('site.barbers.anyButton')}</span>
            </Button>
          </Flex>
        </RouterLink>
      </Card>
      <Flex direction="column" align="center" gap="3" mt="8" style={{ textAlign: 'center' }}>
        <Heading as="h2" size="6">
          {t('site.barbers.freshTitle')}
        </Heading>
        <Text as="p" size="3" color="gray">
          {t('site.barbers.freshText')}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <RouterLink to="/book">{t('site.action.bookAppointment')}</RouterLink>
          </Button>
          <Button asChild size="3" variant="outline" color="gray" highContrast>
            <RouterLink to="/contact">{t('site.action.contactUs')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
