import { barsPath, code128Modules, QUIET_ZONE } from './barcode';
import styles from './checkout.module.css';

/** Bar height in modules: a counter scanner wants bars at least 15 % of the width, or 6 mm. */
const HEIGHT = 50;

/**
 * `data` drawn as a Code 128 barcode: one SVG path, dark on white in both colour schemes, so a
 * counter's scanner reads it from a screen. Nothing when the text cannot be encoded.
 */
export function BarcodeImage({ data, label }: { data: string; label: string }) {
  const modules = code128Modules(data);
  if (modules === null) return null;
  const width = modules.length + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 1`}
      preserveAspectRatio="none"
      width={width * 2}
      height={HEIGHT * 2}
      shapeRendering="crispEdges"
      className={styles.barcode}
      data-testid="slip-barcode"
    >
      <rect width={width} height={1} fill="#fff" />
      <path d={barsPath(modules)} fill="#000" />
    </svg>
  );
}
