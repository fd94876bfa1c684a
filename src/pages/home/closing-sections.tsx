/**
 * The home page's last sections, insurers and common questions. A deferred island
 * (home-page.tsx): their code loads after the page has hydrated.
 */
import styled from '@emotion/styled';
import { HOME_FAQS } from '@/content/home-faqs';
import { INSURERS } from '@/content/insurers';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';

const InsurerList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[1.5],
  justifyContent: 'center',
  li: {
    padding: `${theme.space[1]} ${theme.space[2]}`,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.color.border}`,
    background: theme.color.bg,
    fontWeight: 600,
  },
  '&.popular li': {
    fontSize: theme.fontSize.lg,
    borderColor: theme.color.brand,
    color: theme.color.brand,
  },
}));

/** The title over a group of insurers; the second group's sits one step further down. */
const GroupTitle = styled.h3(({ theme }) => ({
  textAlign: 'center',
  '&.spaced': { marginTop: theme.space[4] },
}));

function InsuranceSection() {
  const popular = INSURERS.filter((insurer) => insurer.popular);
  const others = INSURERS.filter((insurer) => !insurer.popular);
  return (
    <Section labelledBy="insurance-title">
      <Reveal>
        <SectionHeading
          id="insurance-title"
          eyebrow="Insurance"
          title="We Work With Your Insurance"
          intro="We bill insurers directly. Most comprehensive policies with full glass coverage pay the whole job, so you pay $0; without glass coverage your deductible applies. We check your policy for you."
        />
        <GroupTitle>Popular insurers</GroupTitle>
        <InsurerList className="popular">
          {popular.map((insurer) => (
            <li key={insurer.name}>{insurer.name}</li>
          ))}
        </InsurerList>
        <GroupTitle className="spaced">Also accepted</GroupTitle>
        <InsurerList>
          {others.map((insurer) => (
            <li key={insurer.name}>{insurer.name}</li>
          ))}
        </InsurerList>
      </Reveal>
    </Section>
  );
}

export function ClosingSections() {
  return (
    <>
      <InsuranceSection />
      <Section tone="muted" labelledBy="home-faq-title">
        <SectionHeading id="home-faq-title" title="Common Questions" />
        <FaqList items={HOME_FAQS} />
      </Section>
    </>
  );
}
