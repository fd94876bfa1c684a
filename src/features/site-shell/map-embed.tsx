/**
 * The business location. A configured map embed loads only after the visitor asks for
 * it (privacy and speed, docs/decisions.md#optional-embeds); without one, the site's
 * own drawing of the counties served around the Hayward base.
 */
import styled from '@emotion/styled';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { businessProfile, formatAddress } from '@/content/business-profile';
import { siteConfig } from '@/config/site-config';
import { BayAreaMapArt } from '@/ui/art/bay-area-map-art';
import { Button } from '@/ui/button';

const Frame = styled.div(({ theme }) => ({
  position: 'relative',
  marginTop: theme.space[2],
  aspectRatio: '3 / 2',
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.bgBrandSoft,
  // Only the map drawing fills the frame; the caption's icon keeps its own size.
  '> svg': { display: 'block', width: '100%', height: '100%' },
  iframe: { border: 0 },
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
    background: theme.color.bgTranslucent,
    fontSize: theme.fontSize.sm,
    fontWeight: 600,
    svg: { verticalAlign: '-2px' },
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
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </Frame>
    );
  }
  return (
    <Frame
      role="group"
      aria-label={`Service area: about ${radiusMiles} miles around ${formatAddress()}`}
    >
      <BayAreaMapArt />
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
