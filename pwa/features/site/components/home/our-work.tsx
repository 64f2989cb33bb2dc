import { Link as RouterLink } from 'react-router';
import { Button, Flex, Grid } from '@radix-ui/themes';
import { ArrowRightIcon } from '#pwa/components/icons/arrow-right';
import { PageSection } from '../page-section';
import { useT } from '#pwa/i18n/use-t';

const PHOTOS = [
  { src: '/images/gallery/1.webp', alt: 'site.work.photo1' },
  { src: '/images/gallery/2.webp', alt: 'site.work.photo2' },
  { src: '/images/gallery/3.webp', alt: 'site.work.photo3' },
  { src: '/images/gallery/4.webp', alt: 'site.work.photo4' },
  { src: '/images/gallery/5.webp', alt: 'site.work.photo5' },
  { src: '/images/gallery/6.webp', alt: 'site.work.photo6' },
] as const;

/** Six photos of the shop and its work. It is also Home's "barbers" section (the nav scrolls here). */
export function OurWork() {
  const { t } = useT();
  return (
    <PageSection id="barbers" title={t('site.work.title')} subtitle={t('site.work.subtitle')} tone="raised">
      <Grid columns={{ initial: '2', sm: '3' }} gap={{ initial: '2', sm: '4' }}>
        {PHOTOS.map((p) => (
          <figure key={p.src} className="site-gallery-item">
            <img src={p.src} alt={t(p.alt)} width={400} height={300} loading="lazy" />
          </figure>
        ))}
      </Grid>
      <Flex justify="center" mt="6">
        <Button asChild size="3" variant="outline">
          <RouterLink to="/barbers">
            {t('site.action.meetBarbers')} <ArrowRightIcon aria-hidden />
          </RouterLink>
        </Button>
      </Flex>
    </PageSection>
  );
}
