/**
 * The home page's car brand strip. A deferred island (home-page.tsx): it and the brand
 * list load after the page has hydrated.
 */
import { BrandCarousel } from '@/ui/brand-carousel/brand-carousel';
import { Section, SectionHeading } from '@/ui/layout';

export function BrandsSection() {
  return (
    <Section id="brands" tone="muted" labelledBy="brands-title">
      <SectionHeading
        id="brands-title"
        eyebrow="Every make"
        title="Car Brands We Service"
        intro="Domestic, Asian, European and Korean vehicles, including cars with cameras, sensors and heated glass."
      />
      <BrandCarousel />
    </Section>
  );
}
