import { Link as RouterLink } from 'react-router';
import { Button, Flex, Grid } from '@radix-ui/themes';
import { ArrowRightIcon } from '#pwa/components/icons/arrow-right';
import { PageSection } from '../page-section';
import { ServiceCard } from '../service-card';
import { useShopDetails } from '#pwa/lib/shop-details';
import { useT } from '#pwa/i18n/use-t';

export function HomeServices() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <PageSection id="services" title={t('site.services.title')} subtitle={t('site.services.homeSubtitle')}>
      <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
        {shop.homeServices.map((s) => (
          <ServiceCard key={s.name} {...s} />
        ))}
      </Grid>
      <Flex justify="center" gap="3" mt="6" wrap="wrap">
        <Button asChild size="3">
          <RouterLink to="/book">{t('site.services.bookService')}</RouterLink>
        </Button>
        <Button asChild size="3" variant="soft" color="gray">
          <RouterLink to="/services">
            {t('site.services.all')} <ArrowRightIcon aria-hidden />
          </RouterLink>
        </Button>
      </Flex>
    </PageSection>
  );
}
