import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, InstagramLogoIcon, MobileIcon, SewingPinFilledIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { SHOP } from '#shared/shop';

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="start">
      <span className="site-accent-icon">{icon}</span>
      <div>
        <Heading as="h3" size="3" mb="1">{title}</Heading>
        {children}
      </div>
    </Flex>
  );
}

/** Address, phone, email and Instagram, and a way to book instead of writing. */
export function ContactDetails() {
  const handle = SHOP.instagram.replace(/\/+$/, '').split('/').pop();
  return (
    <Flex direction="column" gap="4">
      <Row icon={<SewingPinFilledIcon width="20" height="20" />} title="Address">
        <Text as="p" size="2" color="gray">{SHOP.addressLines.map((l) => <span key={l} className="site-line">{l}</span>)}</Text>
      </Row>
      <Row icon={<MobileIcon width="20" height="20" />} title="Phone">
        <Link href={SHOP.phoneHref} size="2">{SHOP.phone}</Link>
      </Row>
      <Row icon={<EnvelopeClosedIcon width="20" height="20" />} title="Email">
        <Link href={`mailto:${SHOP.email}`} size="2">{SHOP.email}</Link>
      </Row>
      <Row icon={<InstagramLogoIcon width="20" height="20" />} title="Instagram">
        <Link href={SHOP.instagram} target="_blank" rel="noopener noreferrer" size="2">@{handle}</Link>
      </Row>
      <Button asChild size="3" mt="1">
        <RouterLink to="/book">Book Appointment</RouterLink>
      </Button>
    </Flex>
  );
}
