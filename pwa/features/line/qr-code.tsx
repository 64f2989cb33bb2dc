import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** The dark modules of a QR code for `text` as one SVG path (error correction M), and its size in modules. */
export function qrPath(text: string): { d: string; size: number } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let r = 0; r < size; r += 1) for (let c = 0; c < size; c += 1) if (qr.isDark(r, c)) d += `M${c} ${r}h1v1h-1z`;
  return { d, size };
}

/** A QR code drawn on the client as SVG (scales to any screen or paper), with a 4-module quiet zone. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
