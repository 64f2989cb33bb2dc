import { Link as RouterLink } from 'react-router-dom';
import { Button, Callout, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, ShuffleIcon } from '@radix-ui/react-icons';
import { useBarbers } from '../../../lib/catalogue';
import { BarberCard, BarberCardSkeleton } from '../components/barber-card';
import { PageBanner } from '../components/page-banner';

function BarberGrid() {
  const { data, isPending, isError, refetch } = useBarbers();
  if (isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon><ExclamationTriangleIcon /></Callout.Icon>
        <Callout.Text>We could not load our barbers right now. </Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={() => void refetch()}>Try again</Button>
      </Callout.Root>
    );
  }
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      {isPending ? [1, 2, 3, 4].map((k) => <BarberCardSkeleton key={k} />) : data.map((b) => <BarberCard key={b.id} barber={b} />)}
    </Grid>
  );
}

export function BarbersPage() {
  return (
    <>
      <PageBanner title="Meet Our Barbers" subtitle="Skilled hands, sharp eyes and years behind the chair. Pick your barber and book." />
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <BarberGrid />
          <Card size="4" mt="6" className="site-card site-card-accent" asChild>
            <RouterLink to="/book" aria-label="No Preference? Book with the first available barber">
              <Flex direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'start', sm: 'center' }} justify="between" gap="4">
                <Flex gap="3" align="start">
                  <ShuffleIcon width="24" height="24" className="site-accent-icon" aria-hidden />
                  <div>
                    <Heading as="h2" size="5" mb="1">No Preference?</Heading>
                    <Text as="p" size="2" color="gray">Book with the first available barber at the time you choose.</Text>
                  </div>
                </Flex>
                <Button asChild size="3"><span>Book with Any Barber</span></Button>
              </Flex>
            </RouterLink>
          </Card>
          <Flex direction="column" align="center" gap="3" mt="8" style={{ textAlign: 'center' }}>
            <Heading as="h2" size="6">Ready for a Fresh Look?</Heading>
            <Text as="p" size="3" color="gray">Book online in a minute, or ask us anything first.</Text>
            <Flex gap="3" wrap="wrap" justify="center">
              <Button asChild size="3"><RouterLink to="/book">Book Appointment</RouterLink></Button>
              <Button asChild size="3" variant="outline" color="gray" highContrast><RouterLink to="/contact">Contact Us</RouterLink></Button>
            </Flex>
          </Flex>
        </Container>
      </Section>
    </>
  );
}
