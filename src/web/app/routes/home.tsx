import { LatestProducts } from '../../features/catalog/components/latest-products';
import { BestSellersCarousel } from '../../features/content/components/best-sellers-carousel';
import { BusinessHistory } from '../../features/content/components/business-history';
import { ContactForm } from '../../features/content/components/contact-form';
import { Hero } from '../../features/content/components/hero';
import { HowItWorks } from '../../features/content/components/how-it-works';
import { WhyBuyHere } from '../../features/content/components/why-buy-here';
import { HappyCustomers } from '../../features/content/components/happy-customers';
import { PageMeta } from '../../components/seo/page-meta';

/** / and /home: the storefront. */
export default function HomePage() {
  return (
    <>
      <PageMeta
        title="PartsHub — laptop parts that fit"
        description="Genuine and compatible laptop parts: memory, SSDs, batteries, screens, keyboards, chargers and fans, matched to your laptop model, shipped fast with a 12-month warranty."
      />
      <Hero />
      <LatestProducts />
      <WhyBuyHere />
      <HappyCustomers />
      <BestSellersCarousel />
      <HowItWorks />
      <BusinessHistory />
      <ContactForm />
    </>
  );
}
