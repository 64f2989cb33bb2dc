import { Button, Flex } from '@radix-ui/themes';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import type { CategoryFilter as Category } from '../lib/cart-math';
import { useT } from '#pwa/i18n/use-t';

const OPTIONS: readonly Category[] = ['all', ...PRODUCT_CATEGORIES];

/** All Products plus the five categories; the chosen one is solid and pressed. */
export function CategoryFilter({ value, onChange }: { value: Category; onChange: (c: Category) => void }) {
  const { t } = useT();
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('store.filter.label')}>
      {OPTIONS.map((o) => (
        <Button
          key={o}
          size="2"
          radius="full"
          variant={o === value ? 'solid' : 'soft'}
          color={o === value ? undefined : 'gray'}
          aria-pressed={o === value}
          onClick={() => onChange(o)}
        >
          {o === 'all' ? t('store.filter.all') : t(`store.category.${o}`)}
        </Button>
      ))}
    </Flex>
  );
}
