/**
 * A line icon drawn from one SVG path in Lucide's style (24×24, 2px round strokes), for client
 * islands that need one or two shapes without the icon library. Server components use lucide-react.
 */
export function StrokeIcon({ d, size }: { d: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
