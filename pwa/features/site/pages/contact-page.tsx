import { Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { ClockIcon } from '#pwa/components/icons/clock';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { HoursTable } from '../components/hours-table';
import { PageBanner } from '../components/page-banner';
import { useT } from '#pwa/i18n/use-t';
import { StaticSection } from '#pwa/components/static-section';
import { OffScreenPart } from '#pwa/i18n/off-screen-part';
import { useShopDetails } from '#pwa/lib/shop-details';

/**
 * Contact (/contact): only the form needs its code; the banner, details and hours stay the server's HTML
 * (components/static-section.tsx), each a section of its own: a language switch draws what is on the screen,
 * and the rest follow once it is drawn.
 */
export function ContactPage() {
  const { t } = useT();
  const shop = useShopDetails();
  return (
    <>
      <StaticSection name="contact-banner">
        <PageBanner title={t('site.contact.title')} subtitle={t('site.contact.subtitle')} />
      </StaticSection>
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
            <Flex direction="column" gap="5" className="site-span-2">
              <StaticSection name="contact-details" data={[shop]}>
                <Card size="3" className="site-card">
                  <Heading as="h2" size="5" mb="4">
                    {t('site.contact.getInTouch')}
                  </Heading>
                  <ContactDetails />
                </Card>
              </StaticSection>
              <StaticSection name="contact-hours" data={[shop]}>
                <Card size="3" className="site-card">
                  <Flex gap="3" align="center" mb="3">
                    <ClockIcon width="20" height="20" className="site-accent-icon" aria-hidden />
                    <Heading as="h2" size="5">
                      {t('site.contact.businessHours')}
                    </Heading>
                  </Flex>
                  <HoursTable />
                </Card>
              </StaticSection>
            </Flex>
            {/* Below the details on a phone: a language switch draws it once the part on the screen is drawn. */}
            <OffScreenPart>
              <Card size="3" className="site-card site-span-3">
                <Heading as="h2" size="5" mb="1">
                  {t('site.contact.sendTitle')}
                </Heading>
                <Text as="p" size="2" color="gray" mb="4">
                  {t('site.contact.answerTime')}
                </Text>
                <ContactForm />
              </Card>
            </OffScreenPart>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
