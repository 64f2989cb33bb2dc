import { Link as RouterLink } from 'react-router';
import { Button, Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { ClockIcon } from '#pwa/components/icons/clock';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { SewingPinFilledIcon } from '#pwa/components/icons/sewing-pin-filled';
import { useShopDetails, phoneHref } from '#pwa/lib/shop-details';
import { HoursTable } from '../hours-table';
import { PageSection } from '../page-section';
import { useT } from '#pwa/i18n/use-t';

/** Where and when: address (local 532), phone and opening hours. Home's "contact" section. */
export function VisitShop() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <PageSection id="contact" title={t('site.visit.title')} subtitle={t('site.visit.subtitle')}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <Card size="3" className="site-card">
          <Flex direction="column" gap="4">
            <Flex gap="3" align="start">
              <SewingPinFilledIcon width="20" height="20" className="site-accent-icon" aria-hidden />
              <div>
                <Heading as="h3" size="3" mb="1">
                  {t('site.details.address')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {shop.addressLines.map((l) => (
                    <span key={l} className="site-line">
                      {l}
                    </span>
                  ))}
                </Text>
              </div>
            </Flex>
            <Flex gap="3" align="start">
              <MobileIcon width="20" height="20" className="site-accent-icon" aria-hidden />
              <div>
                <Heading as="h3" size="3" mb="1">
                  {t('site.details.phone')}
                </Heading>
                <Link href={phoneHref(shop.phone)} size="2">
                  {shop.phone}
                </Link>
              </div>
            </Flex>
            <Flex gap="3" align="start">
              <EnvelopeClosedIcon width="20" height="20" className="site-accent-icon" aria-hidden />
              <div>
                <Heading as="h3" size="3" mb="1">
                  {t('site.details.email')}
                </Heading>
                <Link href={`mailto:${shop.email}`} size="2">
                  {shop.email}
                </Link>
              </div>
            </Flex>
            <Button asChild variant="soft" size="3" mt="2">
              <RouterLink to="/contact">{t('site.action.contactUs')}</RouterLink>
            </Button>
          </Flex>
        </Card>
        <Card size="3" className="site-card">
          <Flex gap="3" align="center" mb="3">
            <ClockIcon width="20" height="20" className="site-accent-icon" aria-hidden />
            <Heading as="h3" size="3">
              {t('site.hours.hours')}
            </Heading>
          </Flex>
          <HoursTable caption={t('site.visit.hoursCaption')} />
        </Card>
      </Grid>
    </PageSection>
  );
}
