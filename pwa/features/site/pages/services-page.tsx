import { Link as RouterLink } from 'react-router';
import { Button, Container, Grid, Section, Skeleton } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { useServices } from '#pwa/lib/catalogue';
import type { Service } from '#shared/schemas/catalogue';
import { phoneHref, useShopDetails } from '#pwa/lib/shop-details';
import { LoadProblem } from '#pwa/components/load-problem';
import { isCallTheShopService, serviceListPrice } from '#pwa/lib/service-prices';
import { PageBanner } from '../components/page-banner';
import { ServiceCard } from '../components/service-card';
import { useT } from '#pwa/i18n/use-t';
import { StaticSection } from '#pwa/components/static-section';

/**
 * The services the shop offers online (GET /api/services; docs/product.md#services): a priced one
 * books, one priced by phone ('Llamar', price null) calls the shop.
 */
export function ServicesPage() {
  const services = useServices();
  const shop = useShopDetails();
  const { t } = useT();
  // Cards with links only: the server's HTML stays (components/static-section.tsx). The banner and each card
  // are sections of their own: a language switch draws those on the screen, and the rest follow once it is
  // drawn. A card is drawn again when its service or the shop's details change.
  return (
    <>
      <StaticSection name="services-banner">
        <PageBanner title={t('site.services.title')} subtitle={t('site.services.subtitle')} />
      </StaticSection>
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <LoadProblem what={t('site.services.what')} query={services} offlineMessage={t('site.services.offline')} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {services.isPending && [0, 1, 2, 3].map((k) => <Skeleton key={k} height="180px" data-testid="service-skeleton" />)}
            {services.data?.map((s) => (
              <StaticSection key={s.id} name={`service-${s.id}`} data={[s, shop]}>
                <OnlineService service={s} />
              </StaticSection>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}

function OnlineService({ service: s }: { service: Service }) {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <ServiceCard
      level="h2"
      name={s.name}
      duration={s.duration}
      price={serviceListPrice(s)}
      description={s.description}
      action={
        isCallTheShopService(s) ? (
          <Button asChild size="3" variant="soft">
            <a href={phoneHref(shop.phone)}>
              <MobileIcon aria-hidden /> {t('site.services.callShop')}
            </a>
          </Button>
        ) : (
          <Button asChild size="3">
            <RouterLink to="/book">
              <CalendarIcon aria-hidden /> {t('site.nav.bookNow')}
            </RouterLink>
          </Button>
        )
      }
    />
  );
}
