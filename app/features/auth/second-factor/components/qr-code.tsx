/**
 * A QR code drawn from the server's one SVG path (totp.server.ts
 * `qrCodePath`): dark squares on white, quiet zone included, crisp at any
 * size. An image to assistive technology, named by `label`; never mirrored
 * in right-to-left pages.
 */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0 rounded-md border border-ink-100 bg-white text-black sm:size-52"
    >
      <rect width={size} height={size} fill="white" />
      <path d={path} fill="currentColor" />
    </svg>
  );
}
