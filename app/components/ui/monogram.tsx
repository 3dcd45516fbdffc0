import { useId } from "react";

/** A person's portrait stand-in while the firm has set no photo: initials in a gold ring on a Najdi star (no stock photos, no silhouette). */
export function Monogram({ initials, className }: { initials: string; className?: string }) {
  // Several on one page (the team's cards): each gradient needs its own id.
  const ring = `monogram-ring-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 240 240" aria-hidden className={className}>
      <defs>
        <linearGradient id={ring} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6d5ad" />
          <stop offset="1" stopColor="#a2834a" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="120" r="116" fill="none" stroke={`url(#${ring})`} strokeWidth="3" />
      <circle cx="120" cy="120" r="104" fill="#13294b" />
      <g fill="none" stroke="#c8a96a" strokeOpacity="0.35" strokeWidth="1.2">
        <rect x="62" y="62" width="116" height="116" />
        <rect x="62" y="62" width="116" height="116" transform="rotate(45 120 120)" />
        <circle cx="120" cy="120" r="82" strokeOpacity="0.2" />
      </g>
      <text
        x="120"
        y="122"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#f3ecdd"
        fontSize="58"
        fontWeight="700"
        fontFamily="IBM Plex Sans, IBM Plex Sans Arabic, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
