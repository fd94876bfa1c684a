/** Original illustration: a service van in front of the bay and the hills. Decorative. */
export function ServiceVanArt({ className }: { className?: string }) {
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
      <circle cx="380" cy="70" r="34" fill="#fbbf24" opacity="0.9" />
      <path
        d="M0 190 C70 150 120 160 180 175 C240 190 300 140 370 150 C420 157 450 170 480 180 V320 H0Z"
        fill="#1a4480"
      />
      <path
        d="M0 215 C90 200 160 210 240 205 C320 200 400 208 480 212 V320 H0Z"
        fill="#1f56a3"
        opacity="0.7"
      />
      <path
        d="M40 200 L40 170 M40 170 L200 170 M60 170 L60 200 M100 170 L100 200 M140 170 L140 200 M180 170 L180 200"
        stroke="#dce8f7"
        strokeWidth="3"
        opacity="0.55"
      />
      <rect x="0" y="262" width="480" height="58" fill="#0b2447" />
      <path
        d="M30 290 H120 M170 290 H260 M310 290 H400"
        stroke="#fbbf24"
        strokeWidth="4"
        strokeDasharray="0"
        opacity="0.6"
      />
      <g transform="translate(96 150)">
        <path
          d="M8 108 V42 C8 30 16 22 28 22 H196 C214 22 226 30 236 44 L272 84 C280 92 284 98 284 108 V112 C284 118 280 122 274 122 H16 C10 122 8 118 8 112Z"
          fill="#ffffff"
        />
        <path d="M200 34 H222 C228 34 232 37 236 42 L262 76 H200Z" fill="#9cc3ee" />
        <path d="M208 40 L220 40" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
        <rect x="20" y="40" width="170" height="44" rx="6" fill="#f59e0b" />
        <text
          x="105"
          y="69"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontSize="15"
          fontWeight="800"
          fill="#061a33"
        >
          MOBILE AUTO GLASS
        </text>
        <rect x="36" y="-4" width="150" height="10" rx="3" fill="#dce8f7" />
        <path d="M50 -4 L70 -18 H150 L170 -4" fill="none" stroke="#dce8f7" strokeWidth="4" />
        <circle cx="66" cy="122" r="22" fill="#0e1726" />
        <circle cx="66" cy="122" r="9" fill="#c2ccd8" />
        <circle cx="226" cy="122" r="22" fill="#0e1726" />
        <circle cx="226" cy="122" r="9" fill="#c2ccd8" />
        <rect x="270" y="96" width="12" height="8" rx="2" fill="#fbbf24" />
      </g>
    </svg>
  );
}
