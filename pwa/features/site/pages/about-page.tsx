import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';
import { useShopDetails } from '../../../lib/shop-details';
import { PageBanner } from '../components/page-banner';

const STATS = [
  { value: '15+', label: 'Years of Experience' },
  { value: '4.9/5', label: 'Client Rating' },
  { value: 'Puerto Rico', label: 'Proudly Local' },
  { value: '500+', label: 'Monthly Appointments' },
];

export function AboutPage() {
  const shop = useShopDetails();
  return (
    <>
      <PageBanner title="About Us" subtitle="A neighbourhood barbershop in the heart of San Juan." />
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Grid columns={{ initial: '1', md: '2' }} gap={{ initial: '5', md: '8' }} align="center">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="7">Our Story</Heading>
              <Text as="p" size="3" color="gray">
                {shop.name} opened its doors in Plaza Las Américas with two chairs, one mirror and a simple idea:
                every client deserves an unhurried, precise cut and a warm welcome.
              </Text>
              <Text as="p" size="3" color="gray">
                More than fifteen years later our team has grown, but the craft has not changed. We still finish every
                cut by hand, line up every beard with a straight razor and pour a complimentary whiskey for anyone who
                wants one while they wait.
              </Text>
              <Text as="p" size="3" color="gray">
                We are proud to be from Puerto Rico, and prouder still of the clients who come back month after month.
                Whether it is your first fade or your hundredth visit, pull up a chair.
              </Text>
            </Flex>
            <Box className="site-about-photo">
              <img src="/images/gallery/2.svg" alt="A classic barber chair in front of the mirror" width={400} height={300} />
            </Box>
          </Grid>
          <Grid columns={{ initial: '2', md: '4' }} gap="4" mt="8" asChild>
            <dl className="site-stats">
              {STATS.map((s) => (
                // The card is the <div> grouping its <dt> and <dd> (a <dl> allows nothing deeper); the value shows above its label.
                <Card key={s.label} size="3" className="site-card site-stat-card">
                  <Text asChild size="2" color="gray"><dt>{s.label}</dt></Text>
                  <Text asChild size={{ initial: '6', md: '7' }} weight="bold" color="amber" className="site-serif site-stat"><dd>{s.value}</dd></Text>
                </Card>
              ))}
            </dl>
          </Grid>
          <Flex direction="column" align="center" gap="3" mt="8" style={{ textAlign: 'center' }}>
            <Heading as="h2" size="6">Come See Us</Heading>
            <Text as="p" size="3" color="gray">Book your next cut online in about a minute.</Text>
            <Button asChild size="4"><RouterLink to="/book"><CalendarIcon aria-hidden /> Book Appointment</RouterLink></Button>
          </Flex>
        </Container>
      </Section>
    </>
  );
}
