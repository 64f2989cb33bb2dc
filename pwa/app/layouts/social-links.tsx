import { Flex, IconButton } from '@radix-ui/themes';
import { InstagramLogoIcon } from '#pwa/components/icons/instagram-logo';
import { useShopDetails } from '../../lib/shop-details';

/** Radix Icons has no Facebook mark: a 15×15 one drawn to match. */
export function FacebookIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="currentColor" aria-hidden="true">
      <path d="M8.6 14V8.3h1.9l.3-2.2H8.6V4.7c0-.6.2-1.1 1.1-1.1h1.2V1.7a15 15 0 0 0-1.7-.1c-1.7 0-2.9 1-2.9 3v1.6H4.4v2.2h1.9V14z" />
    </svg>
  );
}

/**
 * The shop's Instagram and Facebook, opened in a new tab. Ghost buttons reach past their box by their
 * padding: the gap keeps each whole target clear of the other (Lighthouse target-size).
 */
export function SocialLinks({ size = '2' }: { size?: '1' | '2' | '3' }) {
  const shop = useShopDetails();
  return (
    <Flex gap="4" align="center">
      <IconButton asChild variant="ghost" color="gray" size={size} radius="full">
        <a href={shop.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
          <InstagramLogoIcon />
        </a>
      </IconButton>
      <IconButton asChild variant="ghost" color="gray" size={size} radius="full">
        <a href={shop.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
          <FacebookIcon />
        </a>
      </IconButton>
    </Flex>
  );
}
