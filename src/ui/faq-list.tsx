/**
 * FAQ accordion: one item open at a time, and the open one can be closed again.
 * Each question is a button with aria-expanded.
 */
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqItem } from '@/content/types';
import { mq } from './theme/theme';

const List = styled.div(({ theme }) => ({
  maxWidth: theme.measure.xl,
  marginInline: 'auto',
  borderTop: `1px solid ${theme.color.border}`,
  h3: { margin: 0, fontSize: theme.fontSize.lg },
  button: {
    width: '100%',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: theme.size.controlLg,
    padding: `${theme.space[1.5]} 0`,
    border: 0,
    background: 'transparent',
    color: theme.color.fg,
    font: 'inherit',
    fontWeight: 700,
    textAlign: 'left',
    cursor: 'pointer',
    svg: { flexShrink: 0, transition: `transform ${theme.duration.fast}` },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
    [mq.reducedMotion]: { svg: { transition: 'none' } },
  },
  '.faq-item': { borderBottom: `1px solid ${theme.color.border}` },
  '.faq-answer': { padding: `0 0 ${theme.space[2]}`, color: theme.color.fgMuted, lineHeight: 1.7 },
}));

export function FaqList({
  items,
  initiallyOpen = 0,
}: {
  items: FaqItem[];
  initiallyOpen?: number | null;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const id = useId();
  return (
    <List>
      {items.map((item, index) => {
        const open = openIndex === index;
        return (
          <div className="faq-item" key={item.question}>
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={open}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
                <ChevronDown size={20} aria-hidden="true" />
              </button>
            </h3>
            <div
              className="faq-answer"
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              hidden={!open}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </List>
  );
}
