import { Badge, Box, Button, Flex, Heading, IconButton, ScrollArea, Separator, Text } from '@radix-ui/themes';
import { Cross2Icon } from '#pwa/components/icons/cross-2';
import { BagIcon } from '#pwa/components/bag-icon';
import { useNavigate } from 'react-router';
import type { CartRow } from '#pwa/offline/db';
import { cartCount, cartTotalCents, formatCents } from '../lib/cart-math';
import { CartLine } from './cart-line';
import { useT } from '#pwa/i18n/use-t';
import { SHOWS_CART_ATTR } from '#pwa/start/device-cart';
import { useEffect, useId } from 'react';
import { useDismissToast } from '#pwa/components/toast';
import { SideSheet } from '#pwa/components/side-sheet';

type Props = { cart: CartRow[]; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The cart as a side sheet (the browser's own modal dialog, decision 095): its lines, the total (2
 * decimals, summed in cents) and Proceed to Checkout.
 */
export function CartDrawer({ cart, open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const { t } = useT();
  const count = cartCount(cart);
  const titleId = useId();
  // An "Added to cart" toast would cover the sheet's title, its close button and its first line.
  const dismissToast = useDismissToast();
  useEffect(() => {
    if (open) dismissToast();
  }, [open, dismissToast]);
  return (
    <>
      <Button
        size="3"
        variant="soft"
        data-testid="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <BagIcon /> {t('store.cart.button')}
        <Badge variant="solid" radius="full" data-testid="cart-count" {...{ [SHOWS_CART_ATTR]: '' }}>
          {count}
        </Badge>
      </Button>
      <SideSheet open={open} onOpenChange={onOpenChange} labelledBy={titleId} testId="cart-drawer">
        <Flex direction="column" height="100%">
          <Flex justify="between" align="center" px="4" pt="4" pb="2">
            <Heading as="h2" size="5" id={titleId}>
              {t('store.cart.title')}
            </Heading>
            <IconButton variant="ghost" color="gray" aria-label={t('store.cart.close')} onClick={() => onOpenChange(false)}>
              <Cross2Icon />
            </IconButton>
          </Flex>
          <Separator size="4" />
          {cart.length === 0 ? (
            <Flex flexGrow="1" align="center" justify="center" p="4">
              <Text color="gray">{t('store.cart.empty')}</Text>
            </Flex>
          ) : (
            <ScrollArea type="auto" scrollbars="vertical" className="store-sheet-lines">
              <Box px="4">
                {cart.map((line) => (
                  <CartLine key={line.id} line={line} />
                ))}
              </Box>
            </ScrollArea>
          )}
          <Separator size="4" />
          <Flex direction="column" gap="3" p="4">
            <Flex justify="between" align="center">
              <Text size="3" weight="medium">
                {t('store.cart.total')}
              </Text>
              <Text size="5" weight="bold" data-testid="cart-total">
                {formatCents(cartTotalCents(cart))}
              </Text>
            </Flex>
            <Button
              size="3"
              disabled={cart.length === 0}
              onClick={() => {
                onOpenChange(false);
                navigate('/checkout');
              }}
            >
              {t('store.cart.checkout')}
            </Button>
          </Flex>
        </Flex>
      </SideSheet>
    </>
  );
}
