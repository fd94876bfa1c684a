/**
 * Original illustrations for the Instagram landing page, one per service, in the
 * site's palette. Decorative: the headline beside them says the same thing.
 */
import type { ReactNode } from 'react';
import type { LandingServiceKey } from '@/config/landing-services';

function Frame({ className, children }: { className?: string; children: ReactNode }) {
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
      {children}
    </svg>
  );
}

/** A car seen from the front, a crack running across its windshield. */
function CrackedWindshieldArt({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <circle cx="396" cy="64" r="30" fill="#fbbf24" opacity="0.9" />
      <path d="M0 200 C80 170 140 176 210 186 C280 196 350 160 480 176 V320 H0Z" fill="#1a4480" />
      <ellipse cx="240" cy="276" rx="196" ry="14" fill="#0b2447" />
      <rect x="96" y="236" width="44" height="38" rx="8" fill="#0e1726" />
      <rect x="340" y="236" width="44" height="38" rx="8" fill="#0e1726" />
      <path
        d="M76 250 V204 C76 190 86 180 102 176 L146 168 L182 104 C188 94 198 88 210 88 H270 C282 88 292 94 298 104 L334 168 L378 176 C394 180 404 190 404 204 V250 C404 256 400 260 394 260 H86 C80 260 76 256 76 250Z"
        fill="#dce8f7"
      />
      <path
        d="M192 110 C195 103 201 99 208 99 H272 C279 99 285 103 288 110 L318 164 H162Z"
        fill="#9cc3ee"
      />
      <rect x="138" y="150" width="24" height="14" rx="5" fill="#c2ccd8" />
      <rect x="318" y="150" width="24" height="14" rx="5" fill="#c2ccd8" />
      <rect x="92" y="192" width="58" height="20" rx="9" fill="#fbbf24" />
      <rect x="330" y="192" width="58" height="20" rx="9" fill="#fbbf24" />
      <rect x="186" y="196" width="108" height="24" rx="7" fill="#12335f" />
      <path d="M198 208 H282" stroke="#8795a8" strokeWidth="3" strokeLinecap="round" />
      <rect x="84" y="230" width="312" height="14" rx="7" fill="#c2ccd8" />
      <g
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M258 126 L232 142 L204 140 L178 156" />
        <path d="M258 126 L284 144 L306 150" />
        <path d="M258 126 L250 106" />
        <path d="M258 126 L276 110" />
        <path d="M232 142 L226 160" />
        <path d="M284 144 L290 160" />
      </g>
      <circle cx="258" cy="126" r="5" fill="#ffffff" />
    </Frame>
  );
}

/** A chip in the glass, seen through a magnifier, before it spreads. */
function ChipRepairArt({ className }: { className?: string }) {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <Frame className={className}>
      <path d="M40 60 C40 44 52 34 68 34 H412 C428 34 440 44 440 60 L460 286 H20Z" fill="#9cc3ee" />
      <path d="M20 286 H460 V320 H20Z" fill="#0b2447" />
      <path
        d="M60 270 C140 180 240 160 330 200"
        fill="none"
        stroke="#0e1726"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M60 270 L70 282" stroke="#0e1726" strokeWidth="10" strokeLinecap="round" />
      <path
        d="M96 60 L70 130"
        stroke="#dce8f7"
        strokeWidth="10"
        strokeLinecap="round"
        opacity="0.6"
      />
      <path
        d="M126 60 L108 108"
        stroke="#dce8f7"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.6"
      />
      <circle cx="288" cy="138" r="74" fill="#dce8f7" stroke="#fbbf24" strokeWidth="12" />
      <path d="M340 192 L392 244" stroke="#fbbf24" strokeWidth="20" strokeLinecap="round" />
      <g stroke="#1a4480" strokeWidth="4" strokeLinecap="round">
        {rays.map((angle) => {
          const radians = (angle * Math.PI) / 180;
          const length = angle % 90 === 0 ? 40 : 28;
          const at = (distance: number, trig: (value: number) => number) =>
            Math.round(trig(radians) * distance * 10) / 10;
          return (
            <line
              key={angle}
              x1={288 + at(10, Math.cos)}
              y1={138 + at(10, Math.sin)}
              x2={288 + at(length, Math.cos)}
              y2={138 + at(length, Math.sin)}
            />
          );
        })}
      </g>
      <circle cx="288" cy="138" r="11" fill="#1a4480" />
      <circle cx="288" cy="138" r="20" fill="none" stroke="#1a4480" strokeWidth="2" opacity="0.5" />
    </Frame>
  );
}

/** A car seen from the side, its front door window shattered. */
function BrokenSideWindowArt({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <path d="M0 246 H480 V320 H0Z" fill="#0b2447" />
      <path
        d="M38 236 V194 C38 182 46 174 58 172 L124 162 L176 112 C184 104 194 100 206 100 H318 C332 100 342 106 350 116 L388 162 L428 170 C440 172 446 180 446 192 V236 C446 242 442 246 436 246 H48 C42 246 38 242 38 236Z"
        fill="#dce8f7"
      />
      <path d="M272 114 H316 C324 114 330 118 334 124 L362 162 H272Z" fill="#9cc3ee" />
      <path d="M188 114 H262 V162 H146Z" fill="#0e1726" />
      <g fill="#9cc3ee">
        <path d="M188 114 H214 L198 134Z" />
        <path d="M220 114 H262 V126 L236 132Z" />
        <path d="M262 134 V162 H238 L250 140Z" />
        <path d="M146 162 L170 138 L186 152 L176 162Z" />
        <path d="M196 146 L224 140 L230 162 H196Z" opacity="0.8" />
      </g>
      <g stroke="#ffffff" strokeWidth="2" strokeLinecap="round" opacity="0.9">
        <path d="M214 136 L232 146" />
        <path d="M206 144 L188 138" />
      </g>
      <path d="M266 110 V236" stroke="#8795a8" strokeWidth="3" />
      <path d="M142 168 V236" stroke="#8795a8" strokeWidth="3" />
      <rect x="236" y="178" width="22" height="7" rx="3.5" fill="#8795a8" />
      <rect x="340" y="178" width="22" height="7" rx="3.5" fill="#8795a8" />
      <rect x="40" y="182" width="20" height="12" rx="5" fill="#fbbf24" />
      <rect x="426" y="182" width="16" height="14" rx="5" fill="#b42318" />
      <circle cx="118" cy="246" r="32" fill="#0e1726" />
      <circle cx="118" cy="246" r="13" fill="#c2ccd8" />
      <circle cx="370" cy="246" r="32" fill="#0e1726" />
      <circle cx="370" cy="246" r="13" fill="#c2ccd8" />
      <g fill="#9cc3ee">
        <path d="M196 272 L206 268 L204 278Z" />
        <path d="M224 284 L238 280 L232 292Z" />
        <path d="M254 270 L262 274 L252 278Z" />
        <path d="M180 290 L190 286 L188 296Z" />
      </g>
    </Frame>
  );
}

/** The driver's view: the camera behind the mirror reads the lanes and the car ahead. */
function AdasCalibrationArt({ className }: { className?: string }) {
  return (
    <Frame className={className}>
      <rect x="20" y="28" width="440" height="230" fill="#1a4480" />
      <path
        d="M20 170 C110 140 180 150 240 160 C320 172 390 140 460 156 V258 H20Z"
        fill="#1f56a3"
      />
      <path d="M40 258 L228 168 H252 L440 258Z" fill="#1f2a3a" />
      <path d="M240 176 V186 M240 200 V214 M240 230 V250" stroke="#dce8f7" strokeWidth="4" />
      <polygon points="240,60 120,258 360,258" fill="#fbbf24" opacity="0.14" />
      <g stroke="#fbbf24" strokeWidth="5" strokeLinecap="round">
        <path d="M120 258 L230 170" />
        <path d="M360 258 L250 170" />
      </g>
      <rect x="226" y="186" width="28" height="18" rx="4" fill="#c2ccd8" />
      <rect x="229" y="196" width="6" height="4" rx="1" fill="#f59e0b" />
      <rect x="245" y="196" width="6" height="4" rx="1" fill="#f59e0b" />
      <path
        d="M216 190 V180 H226 M254 180 H264 V190 M264 202 V212 H254 M226 212 H216 V202"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
      />
      <path
        fillRule="evenodd"
        d="M24 0 H456 C469 0 480 11 480 24 V296 C480 309 469 320 456 320 H24 C11 320 0 309 0 296 V24 C0 11 11 0 24 0Z M64 28 H416 C432 28 442 38 444 54 L462 250 H18 L36 54 C38 38 48 28 64 28Z"
        fill="#0b2447"
      />
      <rect x="222" y="28" width="36" height="26" rx="6" fill="#344256" />
      <circle cx="240" cy="41" r="6" fill="#9cc3ee" />
      <rect x="236" y="54" width="8" height="10" fill="#344256" />
      <rect x="192" y="62" width="96" height="26" rx="12" fill="#0e1726" />
      <path d="M56 286 H160" stroke="#344256" strokeWidth="6" strokeLinecap="round" />
      <circle cx="360" cy="290" r="14" fill="none" stroke="#344256" strokeWidth="6" />
    </Frame>
  );
}

const ARTWORK: Record<LandingServiceKey, (props: { className?: string }) => ReactNode> = {
  windshield: CrackedWindshieldArt,
  repair: ChipRepairArt,
  door: BrokenSideWindowArt,
  adas: AdasCalibrationArt,
};

export function LandingArt({
  service,
  className,
}: {
  service: LandingServiceKey;
  className?: string;
}) {
  const Art = ARTWORK[service];
  return <Art className={className} />;
}
