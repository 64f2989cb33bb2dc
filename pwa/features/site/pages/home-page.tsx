import { BookingCta } from '../components/home/booking-cta';
import { HomeHero } from '../components/home/home-hero';
import { HomeProducts } from '../components/home/home-products';
import { HomeServices } from '../components/home/home-services';
import { OurWork } from '../components/home/our-work';
import { VisitShop } from '../components/home/visit-shop';
import { WhyChoose } from '../components/home/why-choose';

/** Home (/): its sections carry the ids the navigation scrolls to (home, services, barbers, booking, contact). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeServices />
      <HomeProducts />
      <WhyChoose />
      <OurWork />
      <BookingCta />
      <VisitShop />
    </>
  );
}
