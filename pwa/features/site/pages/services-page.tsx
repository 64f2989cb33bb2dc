import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Grid, Section } from '@radix-ui/themes';
import { CalendarIcon, MobileIcon } from '@radix-ui/react-icons';
import { SHOP } from '#shared/shop';
import { PageBanner } from '../components/page-banner';
import { ServiceCard } from '../components/service-card';

/** The shop's four services (docs/product.md#services); chemical work is priced by phone ('Llamar'). */
const SERVICES = [
  { name: 'Barba', duration: 30, price: '$20+', description: 'Beard trim and line-up with a hot towel finish.' },
  { name: 'Corte', duration: 45, price: '$35+', description: 'Haircut, wash and style, finished to your taste.' },
  { name: 'Corte y Barba', duration: 60, price: '$45+', description: 'Haircut and beard trim together, hot towel included.' },
  {
    name: 'Servicios de Químico',
    duration: 60,
    price: 'Llamar',
    description: 'Color, highlights, perms and relaxers. Call the barbershop for evaluation and guidance: everything depends on the type of work and hair length.',
    call: true,
  },
] as const;

export function ServicesPage() {
  return (
    <>
      <PageBanner title="Our Services" subtitle="Traditional barbering with a modern edge. Prices start at the amount shown." />
      <Section size={{ initial: '2', md: '3' }}>
        <Container size="4" px={{ initial: '4', sm: '5' }}>
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {SERVICES.map(({ name, duration, price, description, ...rest }) => (
              <ServiceCard
                key={name}
                name={name}
                duration={duration}
                price={price}
                description={description}
                action={
                  'call' in rest ? (
                    <Button asChild size="3" variant="soft">
                      <a href={SHOP.phoneHref}><MobileIcon aria-hidden /> Call the Shop</a>
                    </Button>
                  ) : (
                    <Button asChild size="3">
                      <RouterLink to="/book"><CalendarIcon aria-hidden /> Book Now</RouterLink>
                    </Button>
                  )
                }
              />
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
