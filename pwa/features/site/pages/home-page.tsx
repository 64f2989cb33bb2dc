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
 * contact). Nothing on it but text, pictures and links: the server's HTML stays as it is, and a section
 * renders again only when what it shows changes (the shop's details, the products, the language). One
 * static section each, so a new language is drawn first in the sections on the screen.
 */
export function HomePage() {
  const shop = useShopDetails();
  const { data: products } = useProducts();
  return (
    <>
      <StaticSection name="home-hero" data={[shop]}>
        <HomeHero />
      </StaticSection>
      <StaticSection name="home-services" data={[shop]}>
        <HomeServices />
      </StaticSection>
      <StaticSection name="home-products" data={[products]}>
        <HomeProducts />
      </StaticSection>
      <StaticSection name="home-why" data={[shop]}>
        <WhyChoose />
      </StaticSection>
      <StaticSection name="home-work">
        <OurWork />
      </StaticSection>
      <StaticSection name="home-booking">
        <BookingCta />
      </StaticSection>
      <StaticSection name="home-visit" data={[shop]}>
        <VisitShop />
      </StaticSection>
    </>
  );
}
