import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Grid } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { PageSection } from '../page-section';

const PHOTOS = [
  { src: '/images/gallery/1.svg', alt: 'A fresh skin fade, seen from the side' },
  { src: '/images/gallery/2.svg', alt: 'A classic barber chair in front of the mirror' },
  { src: '/images/gallery/3.svg', alt: 'Scissors and comb laid out on the station' },
  { src: '/images/gallery/4.svg', alt: 'The barber pole by the shop entrance' },
  { src: '/images/gallery/5.svg', alt: 'Straight razor, brush and lather for a hot towel shave' },
  { src: '/images/gallery/6.svg', alt: 'A glass of whiskey at the complimentary bar' },
];

/** Six photos of the shop and its work. It is also Home's "barbers" section (the nav scrolls here). */
export function OurWork() {
  return (
    <PageSection id="barbers" title="Our Work" subtitle="Fresh cuts and clean shaves from our barbers' chairs." tone="raised">
      <Grid columns={{ initial: '2', sm: '3' }} gap={{ initial: '2', sm: '4' }}>
        {PHOTOS.map((p) => (
          <figure key={p.src} className="site-gallery-item">
            <img src={p.src} alt={p.alt} width={400} height={300} loading="lazy" />
          </figure>
        ))}
      </Grid>
      <Flex justify="center" mt="6">
        <Button asChild size="3" variant="outline">
          <RouterLink to="/barbers">Meet Our Barbers <ArrowRightIcon aria-hidden /></RouterLink>
        </Button>
      </Flex>
    </PageSection>
  );
}
