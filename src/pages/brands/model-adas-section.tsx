/**
 * The ADAS section of a model page, shown only where the model's facts record a forward
 * camera (docs/decisions/indexed-pages.md): the safety notice, the two calibration methods,
 * then Tesla's eight cameras or the common driver-assistance features.
 */
import styled from '@emotion/styled';
import { Gauge, TriangleAlert } from 'lucide-react';
import type { CarBrand } from '@/content/types';
import { Section, SectionHeading } from '@/ui/layout';
import { Reveal } from '@/ui/reveal';
import { mq } from '@/ui/theme/theme';
import {
  ADAS_SAFETY_NOTICE,
  CALIBRATION_METHODS,
  GENERIC_ADAS_FEATURES,
  genericAdasIntro,
  isTesla,
  teslaCameraText,
} from './brand-copy';

const Notice = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[1.5],
  alignItems: 'flex-start',
  padding: theme.space[2],
  marginBottom: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.warningBg,
  borderLeft: `4px solid ${theme.color.warning}`,
  color: theme.color.fg,
  lineHeight: 1.6,
  svg: { flexShrink: 0, color: theme.color.warning, marginTop: theme.space[0.25] },
  p: { margin: 0 },
  strong: { color: theme.color.warning },
}));

const AdasLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  [mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  h3: { margin: `0 0 ${theme.space[1.5]}`, fontSize: theme.fontSize.xl },
  p: { margin: `0 0 ${theme.space[2]}`, lineHeight: 1.7 },
  '.method': {
    padding: theme.space[2],
    borderRadius: theme.radius.md,
    background: theme.color.bg,
    border: `1px solid ${theme.color.border}`,
    marginBottom: theme.space[2],
  },
  '.method h4': { margin: `0 0 ${theme.space[0.5]}`, fontSize: theme.fontSize.md },
  '.method p': { margin: 0, color: theme.color.fgMuted, lineHeight: 1.6 },
  ul: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space[1.5] },
  li: { display: 'flex', gap: theme.space[1], alignItems: 'flex-start', lineHeight: 1.5 },
  'li svg': { flexShrink: 0, color: theme.color.brand, marginTop: theme.space[0.25] },
}));

export function ModelAdasSection({
  brand,
  model,
  camera,
}: {
  brand: CarBrand;
  model: string;
  camera: { system: string; fitted: string };
}) {
  return (
    <Section labelledBy="model-adas-title">
      <Reveal>
        <SectionHeading
          id="model-adas-title"
          eyebrow="ADAS calibration"
          title={`Keeping Your ${model}'s Safety Systems Accurate`}
        />
        <Notice>
          <TriangleAlert size={24} aria-hidden="true" />
          <p>
            <strong>Safety notice: </strong>
            {ADAS_SAFETY_NOTICE}
          </p>
        </Notice>
        <AdasLayout>
          <div>
            <h3>Static versus dynamic calibration</h3>
            {CALIBRATION_METHODS.map((method) => (
              <div className="method" key={method.title}>
                <h4>{method.title}</h4>
                <p>{method.description}</p>
              </div>
            ))}
          </div>
          {isTesla(brand) ? (
            <div>
              <h3>Tesla’s eight cameras</h3>
              {teslaCameraText(model).map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <div>
              <h3>Driver-assistance features we restore</h3>
              <p>{genericAdasIntro(brand, model, camera)}</p>
              <ul>
                {GENERIC_ADAS_FEATURES.map((feature) => (
                  <li key={feature.title}>
                    <Gauge size={22} aria-hidden="true" />
                    <span>
                      <strong>{`${feature.title}:`}</strong>
                      {` ${feature.description}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </AdasLayout>
      </Reveal>
    </Section>
  );
}
