import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { CalendarIcon, StarFilledIcon } from '@radix-ui/react-icons';
import { useShopDetails } from '../../../../lib/shop-details';
import { PageSection } from '../page-section';

/** Radix Icons has no glass: a small tumbler drawn to match. */
function GlassIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 15 15" fill="none" stroke="currentColor" strokeWidth="1.1" aria-hidden="true">
      <path d="M3 3h9l-1 9.5H4z" />
      <path d="M3.6 8h7.8" />
      <rect x="5.5" y="8.8" width="2.2" height="2.2" rx=".4" fill="currentColor" stroke="none" />
    </svg>
  );
}

const REASONS = [
  { icon: <StarFilledIcon width="22" height="22" aria-hidden />, title: 'Expert Barbers', text: 'Seasoned barbers who master classic cuts, sharp fades and razor work.' },
  { icon: <CalendarIcon width="22" height="22" aria-hidden />, title: 'Convenient 24/7 Online Booking', text: 'Pick your service, barber and time online, day or night, in about a minute.' },
  { icon: <GlassIcon />, title: 'Complimentary Whiskey Bar', text: 'Relax with a complimentary pour while you wait. Water and coffee too.' },
];

export function WhyChoose() {
  const shop = useShopDetails();
  return (
    <PageSection title={`Why Choose ${shop.name}`} subtitle="More than a haircut: an hour that is all yours.">
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        {REASONS.map((r) => (
          <Card key={r.title} size="3" className="site-card">
            <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
              <Flex align="center" justify="center" className="site-icon-badge">{r.icon}</Flex>
              <Heading as="h3" size="4">{r.title}</Heading>
              <Text as="p" size="2" color="gray">{r.text}</Text>
            </Flex>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}
