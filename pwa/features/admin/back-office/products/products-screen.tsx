import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { AdminProduct } from '#shared/schemas/store';
import { formatDollars } from '#shared/domain/money';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import { EmptyState } from '../../components/empty-state';
import { OfflineNote, officeSend, useFailureMessage, useOfficeOffline } from '../services/office-api';
import { ProductDialog } from './product-dialog';
import { refreshProducts, useAdminProducts } from './queries';
import '../services/office.css';

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
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const bringBack = useMutation({ mutationFn: (p: AdminProduct) => officeSend('PATCH', `/api/products/${p.id}`, { retired: false }, AdminProduct), networkMode: 'always' });

  if (products.isPending) return <Skeleton data-testid="products-loading" height="12rem" />;
  if (products.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {failureMessage(products.error, t('office.product.loadFailed'))}{' '}
          <Button size="1" variant="soft" onClick={() => void products.refetch()}>{t('office.tryAgain')}</Button>
        </Callout.Text>
      </Callout.Root>
    );
  }
  const live = products.data.filter((p) => !p.retired);
  const retired = products.data.filter((p) => p.retired);
  const close = () => setOpen(null);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray">{t('office.product.intro')}</Text>
        <Button size="3" onClick={() => setOpen({ kind: 'add' })}><PlusIcon aria-hidden width={18} height={18} /> {t('office.product.add')}</Button>
      </Flex>
      <OfflineNote offline={offline} />
      {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
      {live.length === 0 ? (
        <EmptyState title={t('office.product.empty')} hint={t('office.product.emptyHint')} />
      ) : (
        <ul className="office-list" aria-label={t('office.nav.products')}>
          {live.map((p) => (
            <li key={p.id} className="office-row office-row-with-photo" data-testid="product-row">
              {p.image ? <img className="office-thumb" src={p.image} alt="" loading="lazy" /> : <div className="office-thumb" aria-hidden />}
              <Flex direction="column" gap="1" className="office-row-main">
                <Text size="4" weight="medium">{p.name}</Text>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text color="gray">{t(`office.category.${p.category}`)}{p.size ? ` · ${p.size}` : ''} · ${formatDollars(p.price)}</Text>
                  <StockBadge p={p} />
                </Flex>
              </Flex>
              <Flex gap="2" wrap="wrap">
                <Button size="3" variant="soft" aria-label={t('office.editName', { name: p.name })} onClick={() => setOpen({ kind: 'edit', product: p })}>{t('office.edit')}</Button>
                <Button size="3" variant="soft" color="red" aria-label={t('office.retireName', { name: p.name })} disabled={offline} onClick={() => setOpen({ kind: 'retire', product: p })}>{t('office.retire')}</Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {retired.length > 0 && (
        <Flex direction="column" gap="2" mt="2">
          <Heading as="h3" size="3" color="gray">{t('office.retired')}</Heading>
          <ul className="office-list" aria-label={t('office.product.retiredList')}>
            {retired.map((p) => (
              <li key={p.id} className="office-row" data-muted="">
                <Flex gap="2" align="center" className="office-row-main"><Text size="3" color="gray">{p.name}</Text><Badge color="gray">{t('office.product.retiredBadge')}</Badge></Flex>
                <Button
                  size="3" variant="soft" aria-label={t('office.product.bringBackName', { name: p.name })} disabled={offline || bringBack.isPending}
                  onClick={() => {
                    setFailure(null);
                    bringBack.mutate(p, {
                      onSuccess: (saved) => {
                        void refreshProducts(queryClient);
                        toast({ title: t('office.product.back'), description: t('office.product.backBody', { name: saved.name }) });
                      },
                      onError: (err) => setFailure(failureMessage(err, t('office.product.bringBackFailed'))),
                    });
                  }}
                >
                  {t('office.product.bringBack')}
                </Button>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {open?.kind === 'add' && <ProductDialog onClose={close} />}
      {open?.kind === 'edit' && <ProductDialog product={open.product} onClose={close} />}
      {open?.kind === 'retire' && <RetireDialog product={open.product} onClose={close} />}
    </Flex>
  );
}

/** Retiring asks first: the product leaves the store; past orders keep their lines. */
function RetireDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const retire = useMutation({ mutationFn: () => officeSend('DELETE', `/api/products/${product.id}`, undefined, AdminProduct), networkMode: 'always' });
  return (
    <AlertDialog.Root open onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Content maxWidth="480px" className="admin-touch">
        <AlertDialog.Title>{t('office.service.retireTitle', { name: product.name })}</AlertDialog.Title>
        <AlertDialog.Description size="3">{t('office.product.retireBody')}</AlertDialog.Description>
        {failure && <Callout.Root color="red" size="1" role="alert" mt="3"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel><Button size="3" variant="soft" color="gray">{t('office.keep')}</Button></AlertDialog.Cancel>
          <Button
            size="3" color="red" disabled={retire.isPending}
            onClick={() => retire.mutate(undefined, {
              onSuccess: () => {
                void refreshProducts(queryClient);
                toast({ title: t('office.product.retiredToast'), description: t('office.product.retiredToastBody', { name: product.name }) });
                onClose();
              },
              onError: (err) => setFailure(failureMessage(err, t('office.product.retireFailed'))),
            })}
          >
            {retire.isPending ? t('office.retiring') : t('office.retire')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
