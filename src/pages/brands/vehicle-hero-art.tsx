/**
 * Original hero illustrations of the brand-model pages (docs/decisions.md#pictures-without-a-stock-photo-service):
 * a Tesla seen from the front with its windshield camera cluster, and, for every other
 * make, a car facing a static calibration target. Flat shapes in the site's palette.
 * Decorative: the page's heading says what the picture shows.
 */
import type { ReactNode } from 'react';

function Frame({ children, className }: { children: ReactNode; className?: string }) {
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
      <path d="M0 170 C80 135 150 150 220 160 C300 172 370 128 480 150 V320 H0Z" fill="#1a4480" />
      <path d="M0 250 H480 V296 C480 309 469 320 456 320 H24 C11 320 0 309 0 296Z" fill="#0b2447" />
      <path
        d="M24 286 H84 M140 286 H200 M280 286 H340 M396 286 H456"
        stroke="#fbbf24"
        strokeWidth="4"
        opacity="0.5"
      />
      {children}
    </svg>
  );
}

/** A Tesla from the front: smooth nose, tall glass and the forward camera cluster. */
export function TeslaHeroArt({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <circle cx="400" cy="62" r="26" fill="#fbbf24" opacity="0.9" />
      {/* Signal rings around the camera cluster */}
      <g fill="none" stroke="#fbbf24" strokeWidth="2.5" opacity="0.8">
        <path d="M214 78 A40 40 0 0 1 266 78" />
        <path d="M200 62 A62 62 0 0 1 280 62" opacity="0.6" />
        <path d="M186 46 A84 84 0 0 1 294 46" opacity="0.35" />
      </g>
      {/* Tires */}
      <rect x="104" y="236" width="44" height="44" rx="10" fill="#0e1726" />
      <rect x="332" y="236" width="44" height="44" rx="10" fill="#0e1726" />
      {/* Body */}
      <path
        d="M96 196 C96 176 110 166 130 162 L350 162 C370 166 384 176 384 196 V238 C384 248 377 254 367 254 H113 C103 254 96 248 96 238Z"
        fill="#ffffff"
      />
      <path
        d="M112 232 H368 V240 C368 244 365 246 361 246 H119 C115 246 112 244 112 240Z"
        fill="#c2ccd8"
      />
      {/* Glass roof and windshield, one sweep of glass */}
      <path
        d="M156 96 C160 90 166 88 174 88 H306 C314 88 320 90 324 96 L352 164 H128Z"
        fill="#ffffff"
      />
      <path
        d="M166 102 C168 98 172 96 178 96 H302 C308 96 312 98 314 102 L338 158 H142Z"
        fill="#9cc3ee"
      />
      <path d="M172 104 L196 104 L160 152 L150 152Z" fill="#dce8f7" opacity="0.7" />
      {/* Camera cluster bonded to the glass */}
      <path d="M222 98 H258 L254 114 H226Z" fill="#0e1726" />
      <circle cx="232" cy="105" r="3" fill="#fbbf24" />
      <circle cx="240" cy="105" r="3" fill="#fbbf24" />
      <circle cx="248" cy="105" r="3" fill="#fbbf24" />
      {/* Mirrors */}
      <path d="M122 150 H106 C100 150 98 156 102 160 L110 166 H128Z" fill="#ffffff" />
      <path d="M358 150 H374 C380 150 382 156 378 160 L370 166 H352Z" fill="#ffffff" />
      {/* Slim headlights and a smooth nose */}
      <path
        d="M112 190 C124 184 150 182 170 186 L164 196 C146 196 126 196 112 198Z"
        fill="#dce8f7"
      />
      <path
        d="M368 190 C356 184 330 182 310 186 L316 196 C334 196 354 196 368 198Z"
        fill="#dce8f7"
      />
      <path d="M112 190 C124 184 150 182 170 186" fill="none" stroke="#1f56a3" strokeWidth="3" />
      <path d="M368 190 C356 184 330 182 310 186" fill="none" stroke="#1f56a3" strokeWidth="3" />
      <path
        d="M230 206 Q240 212 250 206"
        fill="none"
        stroke="#8795a8"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="196" y="222" width="88" height="6" rx="3" fill="#8795a8" />
    </Frame>
  );
}

/** A car facing a checkerboard calibration target, with a chip on the windshield. */
export function CalibrationHeroArt({ className }: { className?: string }) {
  const squares: ReactNode[] = [];
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 4; column++) {
      if ((row + column) % 2 === 0) {
        squares.push(
          <rect
            key={`${row}-${column}`}
            x={44 + column * 16}
            y={92 + row * 16}
            width="16"
            height="16"
            fill="#0e1726"
          />,
        );
      }
    }
  }
  return (
    <Frame className={className}>
      <circle cx="410" cy="60" r="26" fill="#fbbf24" opacity="0.9" />
      {/* Calibration target on its stand */}
      <rect x="36" y="84" width="80" height="80" rx="4" fill="#ffffff" />
      {squares}
      <rect x="72" y="164" width="8" height="80" fill="#c2ccd8" />
      <path d="M52 252 H100" stroke="#c2ccd8" strokeWidth="8" strokeLinecap="round" />
      {/* Line of sight from the camera to the target */}
      <path
        d="M288 112 L120 124"
        stroke="#fbbf24"
        strokeWidth="2.5"
        strokeDasharray="6 6"
        opacity="0.9"
      />
      <g transform="translate(170 0)">
        {/* Tires */}
        <rect x="22" y="232" width="40" height="46" rx="10" fill="#0e1726" />
        <rect x="194" y="232" width="40" height="46" rx="10" fill="#0e1726" />
        {/* Body */}
        <path
          d="M14 190 C14 172 26 164 44 162 H212 C230 164 242 172 242 190 V240 C242 248 236 254 228 254 H28 C20 254 14 248 14 240Z"
          fill="#ffffff"
        />
        {/* Roof and windshield */}
        <path
          d="M52 94 C56 88 62 86 70 86 H186 C194 86 200 88 204 94 L226 164 H30Z"
          fill="#ffffff"
        />
        <path
          d="M62 100 C64 96 68 94 74 94 H182 C188 94 192 96 194 100 L214 158 H42Z"
          fill="#9cc3ee"
        />
        <path d="M70 102 L90 102 L58 150 L50 150Z" fill="#dce8f7" opacity="0.7" />
        {/* Mirror and the camera housing behind it */}
        <rect x="112" y="96" width="32" height="20" rx="4" fill="#0e1726" />
        <circle cx="128" cy="106" r="4" fill="#fbbf24" />
        <rect x="104" y="118" width="48" height="10" rx="5" fill="#344256" />
        {/* A chip with short cracks, passenger side */}
        <g stroke="#ffffff" strokeWidth="2" strokeLinecap="round">
          <path d="M176 132 L186 124 M176 132 L168 124 M176 132 L184 140 M176 132 L166 138" />
        </g>
        <circle cx="176" cy="132" r="4" fill="#ffffff" />
        {/* Side mirrors */}
        <path d="M30 150 H16 C10 150 8 156 12 160 L20 166 H36Z" fill="#ffffff" />
        <path d="M226 150 H240 C246 150 248 156 244 160 L236 166 H220Z" fill="#ffffff" />
        {/* Headlights and grille */}
        <rect x="28" y="184" width="44" height="16" rx="8" fill="#dce8f7" />
        <rect x="184" y="184" width="44" height="16" rx="8" fill="#dce8f7" />
        <rect x="86" y="182" width="84" height="34" rx="8" fill="#1f2a3a" />
        <path d="M94 193 H162 M94 205 H162" stroke="#8795a8" strokeWidth="3" />
        <rect x="32" y="230" width="192" height="10" rx="5" fill="#c2ccd8" />
      </g>
    </Frame>
  );
}
