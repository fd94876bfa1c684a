/**
 * Original illustration: a simplified map of the Bay Area with a pin in each county the
 * vans serve and the Hayward base. Decorative; the page's text says the same. With
 * `highlight`, that county's pin is drawn in the accent colour and the others recede.
 */
import styled from '@emotion/styled';
import type { County } from '@/content/types';
import { mq } from '@/ui/theme/theme';

const PINS: {
  label: County;
  x: number;
  y: number;
  lx: number;
  ly: number;
  anchor: 'start' | 'middle';
}[] = [
  { label: 'San Francisco', x: 96, y: 100, lx: 16, ly: 126, anchor: 'start' },
  { label: 'Contra Costa', x: 336, y: 72, lx: 336, ly: 32, anchor: 'middle' },
  { label: 'Alameda', x: 292, y: 128, lx: 308, ly: 116, anchor: 'start' },
  { label: 'San Mateo', x: 132, y: 206, lx: 132, ly: 230, anchor: 'middle' },
  { label: 'Santa Clara', x: 352, y: 262, lx: 352, ly: 288, anchor: 'middle' },
];

export function BayAreaMapArt({
  className,
  highlight,
}: {
  className?: string;
  highlight?: County;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 320"
      width="480"
      height="320"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="480" height="320" rx="24" fill="#12335f" />
      {/* Pacific coast */}
      <path
        d="M0 0 H58 C50 40 66 70 60 104 C54 140 70 170 62 210 C56 250 72 280 66 320 H0Z"
        fill="#1f56a3"
      />
      {/* The bay, from the Golden Gate south to San Jose */}
      <path
        d="M60 70 C90 64 112 60 140 58 C178 56 206 44 236 40 C262 38 270 58 250 76
           C232 92 226 112 234 134 C244 160 262 180 286 206 C306 228 318 246 312 262
           C304 276 282 268 270 254 C246 228 214 210 190 186 C170 166 150 140 140 116
           C134 100 118 88 100 84 C86 81 72 80 60 78Z"
        fill="#1f56a3"
      />
      {/* Ridgelines */}
      <path
        d="M300 120 C330 100 360 112 392 96 C420 84 446 92 470 80"
        stroke="#1a4480"
        strokeWidth="10"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M90 250 C120 236 150 252 180 240 C210 228 230 250 252 292"
        stroke="#1a4480"
        strokeWidth="10"
        fill="none"
        strokeLinecap="round"
      />
      {/* Bridges */}
      <path d="M60 74 L84 70" stroke="#fbbf24" strokeWidth="4" strokeLinecap="round" />
      <path d="M150 170 L248 154" stroke="#dce8f7" strokeWidth="3" strokeDasharray="6 5" />
      {/* Hayward base */}
      <g transform="translate(262 162)">
        <circle r="18" fill="#fbbf24" opacity="0.25" />
        <circle r="9" fill="#fbbf24" />
        <circle r="3.5" fill="#061a33" />
      </g>
      {PINS.map((pin) => (
        <g key={pin.label} opacity={highlight && highlight !== pin.label ? 0.6 : 1}>
          <path
            d={`M${pin.x} ${pin.y} c-7 -8 -11 -13 -11 -19 a11 11 0 0 1 22 0 c0 6 -4 11 -11 19z`}
            fill={highlight === pin.label ? '#fbbf24' : '#ffffff'}
          />
          <circle cx={pin.x} cy={pin.y - 19} r="4" fill="#12335f" />
          <text
            x={pin.lx}
            y={pin.ly}
            textAnchor={pin.anchor}
            fill="#ffffff"
            fontSize="15"
            fontWeight="700"
            fontFamily="inherit"
          >
            {pin.label}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The map beside a page hero's text, on wide screens only (phones get the text first). */
export const HeroMapArt = styled(BayAreaMapArt)({
  display: 'none',
  width: '100%',
  height: 'auto',
  [mq.lg]: { display: 'block' },
});
