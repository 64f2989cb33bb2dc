import { useState } from 'react';
import { ImageIcon } from '#pwa/components/icons/image';
import { useT } from '#pwa/i18n/use-t';

type Props = { src: string | null | undefined; name: string; size?: 'card' | 'thumb' };

/** The product's image with its size reserved (no layout shift); a placeholder icon when it is missing or fails. */
export function ProductImage({ src, name, size = 'card' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useT();
  const [w, h] = size === 'card' ? [400, 400] : [56, 56]; // the product images are square
  const frame = size === 'card' ? 'store-image store-image-card' : 'store-image store-image-thumb';
  if (!src || failedSrc === src) {
    return (
      <div
        className={`${frame} store-image-placeholder`}
        role="img"
        aria-label={t('store.product.noImage', { name })}
        data-testid="product-placeholder"
      >
        <ImageIcon width={size === 'card' ? 40 : 20} height={size === 'card' ? 40 : 20} />
      </div>
    );
  }
  return (
    <div className={frame}>
      <img src={src} alt={name} width={w} height={h} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
    </div>
  );
}
