/**
 * The home page's last sections, insurers and common questions. A deferred island
 * (home-page.tsx): their code loads after the page has hydrated.
 */
import styled from '@emotion/styled';
import { INSURERS } from '@/content/insurers';
import { FaqList } from '@/ui/faq-list';
import { Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { useHomeSectionWords } from './home-section-language';

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
  const words = useHomeSectionWords().insurance;
  const popular = INSURERS.filter((insurer) => insurer.popular);
  const others = INSURERS.filter((insurer) => !insurer.popular);
  return (
    <Section labelledBy="insurance-title">
      <Reveal>
        <SectionHeading
          id="insurance-title"
          eyebrow={words.eyebrow}
          title={words.title}
          intro={words.intro}
        />
        <GroupTitle>{words.popular}</GroupTitle>
        <InsurerList className="popular">
          {popular.map((insurer) => (
            <li key={insurer.name}>{insurer.name}</li>
          ))}
        </InsurerList>
        <GroupTitle className="spaced">{words.others}</GroupTitle>
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
  const words = useHomeSectionWords();
  return (
    <>
      <InsuranceSection />
      <Section tone="muted" labelledBy="home-faq-title">
        <SectionHeading id="home-faq-title" title={words.faqTitle} />
        <FaqList items={words.faqs} />
      </Section>
    </>
  );
}
