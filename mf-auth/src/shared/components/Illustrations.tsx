/** Inline SVG illustrations (no external images). */
export function CorporateIllustration({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 320 220"
      role="img"
      aria-label={title}
      style={{ width: '100%', maxWidth: 320, height: 'auto' }}
    >
      <title>{title}</title>
      <rect x="0" y="196" width="320" height="4" rx="2" fill="rgba(255,255,255,0.5)" />
      <rect x="30" y="70" width="80" height="126" rx="6" fill="rgba(255,255,255,0.92)" />
      <rect x="120" y="30" width="90" height="166" rx="6" fill="#ffffff" />
      <rect x="220" y="95" width="70" height="101" rx="6" fill="rgba(255,255,255,0.85)" />
      {[0, 1, 2, 3, 4].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`a${row}${col}`}
            x={132 + col * 26}
            y={44 + row * 28}
            width="16"
            height="16"
            rx="3"
            fill="#91caff"
          />
        )),
      )}
      {[0, 1, 2, 3].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`b${row}${col}`}
            x={44 + col * 30}
            y={84 + row * 26}
            width="18"
            height="14"
            rx="3"
            fill="#bae0ff"
          />
        )),
      )}
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <rect
            key={`c${row}${col}`}
            x={234 + col * 24}
            y={110 + row * 26}
            width="14"
            height="14"
            rx="3"
            fill="#bae0ff"
          />
        )),
      )}
      <rect x="152" y="160" width="26" height="36" rx="3" fill="#1677ff" />
      <circle cx="262" cy="40" r="22" fill="#ffd666" />
      <path
        d="M255 40l5 5 10-11"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CandidateIllustration({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label={title}
      style={{ width: '100%', maxWidth: 280, height: 'auto' }}
    >
      <title>{title}</title>
      <rect x="40" y="20" width="240" height="120" rx="12" fill="rgba(255,255,255,0.92)" />
      <circle cx="90" cy="70" r="22" fill="#91caff" />
      <rect x="124" y="54" width="120" height="10" rx="5" fill="#1677ff" />
      <rect x="124" y="74" width="90" height="8" rx="4" fill="#bae0ff" />
      <rect x="68" y="106" width="60" height="18" rx="9" fill="#e6f4ff" />
      <rect x="136" y="106" width="60" height="18" rx="9" fill="#e6f4ff" />
      <rect x="204" y="106" width="50" height="18" rx="9" fill="#1677ff" />
    </svg>
  );
}
