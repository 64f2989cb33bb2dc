import { Link as RouterLink } from 'react-router';
import { Badge, Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { CalendarIcon } from '#pwa/components/icons/calendar';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { PersonIcon } from '#pwa/components/icons/person';
import { SewingPinFilledIcon } from '#pwa/components/icons/sewing-pin-filled';
import { useShopDetails, phoneHref } from '#pwa/lib/shop-details';
import { useT } from '#pwa/i18n/use-t';
import { HeroArt } from './hero-art';

/** The first screen of Home: who we are, book, join the line (walk-ins), or call. */
export function HomeHero() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <section id="home" className="site-hero site-section" aria-labelledby="home-title">
      <HeroArt />
      <Container size="4" px={{ initial: '4', sm: '5' }} className="site-hero-content">
        <Flex
          direction="column"
          align={{ initial: 'center', md: 'start' }}
          gap="5"
          py={{ initial: '9', md: '9' }}
          className="site-hero-inner"
        >
          <Badge size="2" variant="surface" radius="full">
            <SewingPinFilledIcon aria-hidden /> {t('site.hero.location')}
          </Badge>
          <Heading id="home-title" as="h1" size={{ initial: '8', sm: '9' }} className="site-hero-title">
            {shop.name}
          </Heading>
          <Text as="p" size={{ initial: '4', md: '5' }} className="site-hero-tagline">
            {t('site.tagline')}
          </Text>
          <Flex gap="3" wrap="wrap" justify={{ initial: 'center', md: 'start' }}>
            <Button asChild size="4">
              <RouterLink to="/book">
                <CalendarIcon aria-hidden /> {t('site.action.bookAppointment')}
              </RouterLink>
            </Button>
            <Button asChild size="4" variant="soft">
              <RouterLink to="/line">
                <PersonIcon aria-hidden /> {t('site.action.joinLine')}
              </RouterLink>
            </Button>
            <Button asChild size="4" variant="outline" color="gray" highContrast>
              <a href={phoneHref(shop.phone)}>
                <MobileIcon aria-hidden /> {t('site.header.call', { phone: shop.phone })}
              </a>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </section>
  );
}
