import { Button, Flex } from '@radix-ui/themes';
import { PRODUCT_CATEGORIES } from '#shared/shop';
import type { CategoryFilter as Category } from '../lib/cart-math';

const OPTIONS: { value: Category; label: string }[] = [
  { value: 'all', label: 'All Products' },
  ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** All Products plus the five categories; the chosen one is solid and pressed. */
export function CategoryFilter({ value, onChange }: { value: Category; onChange: (c: Category) => void }) {
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Filter products by category">
      {OPTIONS.map((o) => (
        <Button
          key={o.value}
          size="2"
          radius="full"
          variant={o.value === value ? 'solid' : 'soft'}
          color={o.value === value ? undefined : 'gray'}
          aria-pressed={o.value === value}
          className="store-category"
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Flex>
  );
}
