/**
 * The business location. A configured map embed loads only after the visitor asks for
 * it (privacy and speed, docs/decisions.md#optional-embeds); without one, a static drawing of the service area.
 */
import styled from '@emotion/styled';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { businessProfile, formatAddress } from '@/content/business-profile';
import { siteConfig } from '@/config/site-config';
import { Button } from '@/ui/button';

const Frame = styled.div(({ theme }) => ({
  position: 'relative',
  marginTop: theme.space[2],
  aspectRatio: '4 / 3',
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.bgBrandSoft,
  svg: { display: 'block', width: '100%', height: '100%' },
  '.map-caption': {
    position: 'absolute',
    insetInline: theme.space[1.5],
    bottom: theme.space[1.5],
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[1],
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: theme.space[1],
    borderRadius: theme.radius.sm,
    background: 'rgba(255, 255, 255, 0.94)',
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
  },
}));

export function MapEmbed() {
  const [loaded, setLoaded] = useState(false);
  const radiusMiles = Math.round(businessProfile.serviceRadiusKm / 1.609);
  if (loaded && siteConfig.mapEmbedUrl) {
    return (
      <Frame>
        <iframe
          src={siteConfig.mapEmbedUrl}
          title={`Map of ${formatAddress()}`}
          width="100%"
          height="100%"
          style={{ border: 0 }}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <svg
        viewBox="0 0 400 300"
        role="img"
        aria-label={`Service area: about ${radiusMiles} miles around ${formatAddress()}`}
      >
        <rect width="400" height="300" fill="#dce8f7" />
        <path d="M150 0 C140 60 170 90 160 140 C150 190 190 230 200 300 H0 V0Z" fill="#eef4fb" />
        <path d="M260 0 C250 80 230 120 250 170 C270 220 250 260 260 300 H400 V0Z" fill="#eef4fb" />
        <circle
          cx="230"
          cy="170"
          r="120"
          fill="#1f56a3"
          opacity="0.12"
          stroke="#1f56a3"
          strokeDasharray="6 6"
        />
        <circle cx="230" cy="170" r="10" fill="#f59e0b" stroke="#0b2447" strokeWidth="3" />
      </svg>
      <div className="map-caption">
        <span>
          <MapPin size={14} aria-hidden="true" /> {formatAddress()} · about {radiusMiles} mile
          radius
        </span>
        {siteConfig.mapEmbedUrl && (
          <Button variant="outline" onClick={() => setLoaded(true)}>
            Show map
          </Button>
        )}
      </div>
    </Frame>
  );
}
