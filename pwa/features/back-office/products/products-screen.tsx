import { useState } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { AdminProduct } from '#shared/schemas/store';
import { formatDollars } from '#shared/domain/money';
import { useT } from '#pwa/i18n/use-t';
import { officeSend, useFailureMessage, useOfficeOffline } from '../../staff-shell/api/office-api';
import { OfficeConfirmDialog, OfficeFailure } from '../common/office-dialog';
import { useOfficeCommand } from '../common/office-command';
import { OfficeListLoading, OfficeListScreen, OfficeLoadFailure, OfficeRetiredRow, OfficeRowActions } from '../common/office-list-screen';
import { ProductDialog } from './product-dialog';
import { refreshProducts, useAdminProducts } from './queries';

type Open = { kind: 'edit' | 'retire'; product: AdminProduct } | { kind: 'add' } | null;

/** Stock as the owner reads it: none, low (at or under the threshold), or the count. */
function StockBadge({ p }: { p: AdminProduct }) {
  const { t } = useT();
  if (p.stock === 0) return <Badge color="red">{t('office.product.outOfStock')}</Badge>;
  return <Badge color={p.stock <= p.lowStockThreshold ? 'amber' : 'gray'}>{t('office.product.inStock', { count: p.stock })}</Badge>;
}

/** The back office's Products screen: what the store sells, its price and stock; add, edit, retire, bring back. */
export function ProductsScreen() {
  const products = useAdminProducts();
  const [open, setOpen] = useState<Open>(null);
  const offline = useOfficeOffline();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const bringBack = useOfficeCommand({
    send: (p: AdminProduct) => officeSend('PATCH', `/api/products/${p.id}`, { retired: false }, AdminProduct),
    refresh: refreshProducts,
    done: (saved) => ({ title: t('office.product.back'), description: t('office.product.backBody', { name: saved.name }) }),
    failed: t('office.product.bringBackFailed'),
  });

  if (products.isPending) return <OfficeListLoading testId="products-loading" />;
  if (products.isError)
    return (
      <OfficeLoadFailure message={failureMessage(products.error, t('office.product.loadFailed'))} onRetry={() => void products.refetch()} />
    );
  const live = products.data.filter((p) => !p.retired);
  const retired = products.data.filter((p) => p.retired);
  const close = () => setOpen(null);

  return (
    <OfficeListScreen
      intro={t('office.product.intro')}
      addLabel={t('office.product.add')}
      onAdd={() => setOpen({ kind: 'add' })}
      offline={offline}
      notes={<OfficeFailure failure={bringBack.failure} />}
      live={{
        items: live,
        label: t('office.nav.products'),
        emptyTitle: t('office.product.empty'),
        emptyHint: t('office.product.emptyHint'),
        row: (p) => (
          <li key={p.id} className="office-row office-row-with-photo" data-testid="product-row">
            {p.image ? <img className="office-thumb" src={p.image} alt="" loading="lazy" /> : <div className="office-thumb" aria-hidden />}
            <Flex direction="column" gap="1" className="office-row-main">
              <Text size="4" weight="medium">
                {p.name}
              </Text>
              <Flex gap="2" align="center" wrap="wrap">
                <Text color="gray">
                  {t(`office.category.${p.category}`)}
                  {p.size ? ` · ${p.size}` : ''} · ${formatDollars(p.price)}
                </Text>
                <StockBadge p={p} />
              </Flex>
            </Flex>
            <OfficeRowActions
              name={p.name}
              onEdit={() => setOpen({ kind: 'edit', product: p })}
              remove="retire"
              onRemove={() => setOpen({ kind: 'retire', product: p })}
              offline={offline}
            />
          </li>
        ),
      }}
      retired={{
        items: retired,
        heading: t('office.retired'),
        label: t('office.product.retiredList'),
        row: (p) => (
          <OfficeRetiredRow
            key={p.id}
            name={p.name}
            badge={t('office.product.retiredBadge')}
            action={{
              label: t('office.product.bringBack'),
              accessibleName: t('office.product.bringBackName', { name: p.name }),
              disabled: offline || bringBack.busy,
              onClick: () => bringBack.run(p),
            }}
          />
        ),
      }}
    >
      {open?.kind === 'add' && <ProductDialog onClose={close} />}
      {open?.kind === 'edit' && <ProductDialog product={open.product} onClose={close} />}
      {open?.kind === 'retire' && <RetireDialog product={open.product} onClose={close} />}
    </OfficeListScreen>
  );
}

/** Retiring asks first: the product leaves the store; past orders keep their lines. */
function RetireDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useT();
  const retire = useOfficeCommand({
    send: () => officeSend('DELETE', `/api/products/${product.id}`, undefined, AdminProduct),
    refresh: refreshProducts,
    done: () => ({ title: t('office.product.retiredToast'), description: t('office.product.retiredToastBody', { name: product.name }) }),
    failed: t('office.product.retireFailed'),
    onDone: onClose,
  });
  return (
    <OfficeConfirmDialog
      title={t('office.service.retireTitle', { name: product.name })}
      body={t('office.product.retireBody')}
      maxWidth="480px"
      onClose={onClose}
      notes={retire.failure ? <OfficeFailure failure={retire.failure} /> : undefined}
      keepLabel={t('office.keep')}
      confirmLabel={t('office.retire')}
      busyLabel={t('office.retiring')}
      busy={retire.busy}
      disabled={retire.busy}
      onConfirm={() => retire.run(undefined)}
    />
  );
}
