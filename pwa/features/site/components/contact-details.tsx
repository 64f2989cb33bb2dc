import { Link as RouterLink } from 'react-router';
import { Button, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { InstagramLogoIcon } from '#pwa/components/icons/instagram-logo';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { SewingPinFilledIcon } from '#pwa/components/icons/sewing-pin-filled';
import type { ReactNode } from 'react';
import { instagramHandle, phoneHref, useShopDetails } from '#pwa/lib/shop-details';
import { useT } from '#pwa/i18n/use-t';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="start">
      <span className="site-accent-icon">{icon}</span>
      <div>
        <Heading as="h3" size="3" mb="1">
          {title}
        </Heading>
        {children}
      </div>
    </Flex>
  );
}

/** Address, phone, email and Instagram, and a way to book instead of writing. */
export function ContactDetails() {
  const shop = useShopDetails();
  const { t } = useT();
  const handle = instagramHandle(shop.instagram);
  return (
    <Flex direction="column" gap="4">
      <Row icon={<SewingPinFilledIcon width="20" height="20" />} title={t('site.details.address')}>
        <Text as="p" size="2" color="gray">
          {shop.addressLines.map((l) => (
            <span key={l} className="site-line">
              {l}
            </span>
          ))}
        </Text>
      </Row>
      <Row icon={<MobileIcon width="20" height="20" />} title={t('site.details.phone')}>
        <Link href={phoneHref(shop.phone)} size="2">
          {shop.phone}
        </Link>
      </Row>
      <Row icon={<EnvelopeClosedIcon width="20" height="20" />} title={t('site.details.email')}>
        <Link href={`mailto:${shop.email}`} size="2">
          {shop.email}
        </Link>
      </Row>
      <Row icon={<InstagramLogoIcon width="20" height="20" />} title="Instagram">
        <Link href={shop.instagram} target="_blank" rel="noopener noreferrer" size="2">
          @{handle}
        </Link>
      </Row>
      <Button asChild size="3" mt="1">
        <RouterLink to="/book">{t('site.action.bookAppointment')}</RouterLink>
      </Button>
    </Flex>
  );
}
