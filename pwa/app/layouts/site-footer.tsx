import { Link as RouterLink } from 'react-router';
import { Box, Container, Flex, Grid, Heading, Link, Separator, Text } from '@radix-ui/themes';
import { ScissorsIcon } from '#pwa/components/icons/scissors';
import { useShopDetails, phoneHref } from '../../lib/shop-details';
import { groupOpeningHours } from '../../lib/opening-hours';
import { SocialLinks } from './social-links';
import { navLabel, ROUTE_ITEMS } from './nav-items';
import { useT } from '../../i18n/use-t';
import { OffScreenPart } from '../../i18n/off-screen-part';
import { StaticSection } from '../../components/static-section';

const QUICK_LINKS = [...ROUTE_ITEMS, { label: 'Book Now', to: '/book' }];

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" size="3" mb="3" color="amber">
      {children}
    </Heading>
  );
}

/**
 * The footer on every public page. Its columns are text and links only: the server's HTML stays as it
 * is (components/static-section.tsx) until the shop's details or the language change. The line below them
 * stays React's: its year is the visitor's own, also on a page the service worker kept from last year.
 */
export function SiteFooter() {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <footer className="site-footer">
      <Container size="4" px={{ initial: '4', sm: '5' }} py="7">
        <StaticSection name="footer" data={[shop]}>
          <FooterColumns />
        </StaticSection>
        <Separator size="4" my="5" />
        <OffScreenPart>
          <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" align={{ initial: 'start', sm: 'center' }} gap="3">
            <Text size="1" color="gray">
              {t('site.footer.rights', { year: String(new Date().getFullYear()), name: shop.name })}
            </Text>
            <Flex gap="4" align="center" wrap="wrap">
              <Link asChild size="1" color="gray">
                <RouterLink to="/find-booking">{t('site.footer.findBooking')}</RouterLink>
              </Link>
              <Link asChild size="1" color="gray">
                <RouterLink to="/privacy">{t('site.footer.privacy')}</RouterLink>
              </Link>
              <Link asChild size="1" color="gray">
                <RouterLink to="/terms">{t('site.footer.terms')}</RouterLink>
              </Link>
              <Link asChild size="1" color="gray">
                <RouterLink to="/admin">{t('site.footer.adminPanel')}</RouterLink>
              </Link>
            </Flex>
          </Flex>
        </OffScreenPart>
      </Container>
    </footer>
  );
}

function FooterColumns() {
  const shop = useShopDetails();
  const { t } = useT();
  // From 1024 px: Quick Links is short, Visit Us holds the email: it gets room to stay on one line.
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '1.1fr 0.8fr 1.3fr 1fr' }} gap="6">
      <Box>
        <Flex align="center" gap="2" mb="2">
          <ScissorsIcon width="18" height="18" color="var(--amber-9)" aria-hidden />
          <Text weight="bold" size="4" className="site-serif">
            {shop.name}
          </Text>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {t('site.tagline')}
        </Text>
        <SocialLinks />
      </Box>
      <Box asChild>
        <nav aria-label={t('site.footer.quickLinksLabel')}>
          <FooterHeading>{t('site.footer.quickLinks')}</FooterHeading>
          <ul className="site-footer-list">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link asChild size="2" color="gray">
                  <RouterLink to={l.to}>{navLabel(l, t)}</RouterLink>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Box>
      <Box>
        <FooterHeading>{t('site.footer.visitUs')}</FooterHeading>
        <Text as="p" size="2" color="gray">
          {shop.addressLines.map((line) => (
            <span key={line} className="site-line">
              {line}
            </span>
          ))}
        </Text>
        <Text as="p" size="2" mt="2">
          <Link href={phoneHref(shop.phone)} color="gray">
            {shop.phone}
          </Link>
        </Text>
        <Text as="p" size="2">
          <Link href={`mailto:${shop.email}`} color="gray">
            <EmailText email={shop.email} />
          </Link>
        </Text>
      </Box>
      <Box>
        <FooterHeading>{t('site.footer.hours')}</FooterHeading>
        {groupOpeningHours(shop.openingHours).map((h) => (
          <Text as="p" size="2" color="gray" key={h.days} mb="1">
            <strong>{h.days}</strong>
            <span className="site-line">{h.hours}</span>
          </Text>
        ))}
      </Box>
    </Grid>
  );
}

/** An address that may wrap only after the @, never mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <>
      <span className="site-nowrap">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="site-nowrap">{email.slice(at + 1)}</span>
    </>
  );
}
