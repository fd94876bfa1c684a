import { HOME_FAQS } from '@/content/home';
import { businessProfile } from '@/content/business-profile';
import { paths } from '@/config/paths';
import { HomeHero } from '@/features/hero-experiment/home-hero';
import { PageMeta } from '@/features/seo/page-meta';
import {
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from '@/features/seo/structured-data';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import {
  AboutSection,
  BrandsSection,
  ContactSection,
  InsuranceSection,
  ServicesSection,
  WarrantyBanner,
} from './home-sections';

export function Component() {
  return (
    <>
      <PageMeta
        title="Mobile Windshield Repair & Replacement in the Bay Area"
        description={`${businessProfile.name} replaces and repairs windshields at your home or office across the San Francisco Bay Area. Insurance billed directly, $0 deductible on most policies, lifetime warranty.`}
        path={paths.home()}
        jsonLd={[
          organizationJsonLd(),
          localBusinessJsonLd(),
          websiteJsonLd(),
          faqPageJsonLd(HOME_FAQS),
        ]}
      />
      <HomeHero />
      <ServicesSection />
      <AboutSection />
      <BrandsSection />
      <WarrantyBanner />
      <ContactSection />
      <InsuranceSection />
      <Section tone="muted" labelledBy="home-faq-title">
        <SectionHeading id="home-faq-title" title="Common Questions" />
        <FaqList items={HOME_FAQS} />
      </Section>
    </>
  );
}
