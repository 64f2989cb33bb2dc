import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';

/** Home's "booking" section: the nav's Booking link scrolls here. */
export function BookingCta() {
  return (
    <Section id="booking" size="2" className="site-section site-cta">
      <Container size="3" px={{ initial: '4', sm: '5' }}>
        <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
          <Heading as="h2" size={{ initial: '7', md: '8' }}>Ready for Your Next Cut?</Heading>
          <Text as="p" size="3" className="site-lede">
            Book online any time, day or night. Choose your service, your barber and a time that suits you.
          </Text>
          <Button asChild size="4">
            <RouterLink to="/book"><CalendarIcon aria-hidden /> Book Appointment</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Section>
  );
}
