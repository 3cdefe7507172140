import { encode } from 'uqr';

/**
 * A scannable QR code of `text` (a PIX BR Code or a UPI intent), drawn as one SVG path of its dark
 * modules with the standard quiet zone. Loaded on demand: only a QR order needs the encoder.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={220} height={220} shapeRendering="crispEdges" data-testid="wallet.order.qr">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
