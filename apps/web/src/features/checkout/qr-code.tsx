import QRCode from 'qrcode';
import styles from './checkout.module.css';

/** Modules of white border around the code, as the QR specification asks. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path (dark on white in both colour schemes, so any camera reads it),
 * for server and client components alike: no canvas, no data URL, no script.
 */
export function QrCode({
  value,
  label,
  size = 240,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  let path = '';
  for (let y = 0; y < count; y += 1)
    for (let x = 0; x < count; x += 1)
      if (modules.get(y, x)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
  const box = count + QUIET_ZONE * 2;

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={styles.qr}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
