import { StaticSection } from '#pwa/components/static-section';
import { useShopDetails } from '#pwa/lib/shop-details';
import { useProducts } from '#pwa/lib/catalogue';
import { BookingCta } from '../components/home/booking-cta';
import { HomeHero } from '../components/home/home-hero';
import { HomeProducts } from '../components/home/home-products';
import { HomeServices } from '../components/home/home-services';
import { OurWork } from '../components/home/our-work';
import { VisitShop } from '../components/home/visit-shop';
import { WhyChoose } from '../components/home/why-choose';

/**
 * Home (/): its sections carry the ids the navigation scrolls to (home, services, barbers, booking,
 * contact). Nothing on it but text, pictures and links: the server's HTML stays as it is, and it renders
 * again only when the shop's details, the products or the language change.
 */
export function HomePage() {
  const shop = useShopDetails();
  const { data: products } = useProducts();
  return (
    <StaticSection name="home" data={[shop, products]}>
      <HomeHero />
      <HomeServices />
      <HomeProducts />
      <WhyChoose />
      <OurWork />
      <BookingCta />
      <VisitShop />
    </StaticSection>
  );
}
