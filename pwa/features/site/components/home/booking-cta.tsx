import { Link as RouterLink } from 'react-router';
import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { useT } from '#pwa/i18n/use-t';

/** Home's "booking" section: the nav's Booking link scrolls here. */
export function BookingCta() {
  const { t } = useT();
  return (
    <Section id="booking" size="2" className="site-section site-cta">
      <Container size="3" px={{ initial: '4', sm: '5' }}>
        <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
          <Heading as="h2" size={{ initial: '7', md: '8' }}>
            {t('site.cta.title')}
          </Heading>
          <Text as="p" size="3" className="site-lede">
            {t('site.cta.text')}
          </Text>
          <Button asChild size="4">
            <RouterLink to="/book">
              <CalendarIcon aria-hidden /> {t('site.action.bookAppointment')}
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Section>
  );
}
