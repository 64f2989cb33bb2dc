import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { StarFilledIcon } from '#pwa/components/icons/star-filled';
import { useShopDetails } from '#pwa/lib/shop-details';
import { PageSection } from '../page-section';
import { useT } from '#pwa/i18n/use-t';

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
  { icon: <StarFilledIcon width="22" height="22" aria-hidden />, title: 'site.why.expert.title', text: 'site.why.expert.text' },
  { icon: <CalendarIcon width="22" height="22" aria-hidden />, title: 'site.why.online.title', text: 'site.why.online.text' },
  { icon: <GlassIcon />, title: 'site.why.whiskey.title', text: 'site.why.whiskey.text' },
] as const;

export function WhyChoose() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <PageSection title={t('site.why.title', { name: shop.name })} subtitle={t('site.why.subtitle')}>
      <Grid columns={{ initial: '1', sm: '3' }} gap="4">
        {REASONS.map((r) => (
          <Card key={r.title} size="3" className="site-card">
            <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
              <Flex align="center" justify="center" className="site-icon-badge">
                {r.icon}
              </Flex>
              <Heading as="h3" size="4">
                {t(r.title)}
              </Heading>
              <Text as="p" size="2" color="gray">
                {t(r.text)}
              </Text>
            </Flex>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}
