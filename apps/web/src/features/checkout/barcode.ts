import JsBarcode from 'jsbarcode';

/** Modules of white space on each side, as Code 128 asks (at least ten). */
export const QUIET_ZONE = 10;

/**
 * The bars of `data` as Code 128 (JsBarcode's object renderer: no DOM, no canvas), one `1` or `0`
 * per module, or null when the text cannot be encoded (Code 128 holds ASCII only).
 */
export const code128Modules = (data: string): string | null => {
  const target: { encodings?: { data: string }[] } = {};
  let isValid = true;
  try {
    JsBarcode(target, data, {
      format: 'CODE128',
      valid: (valid) => {
        isValid = valid;
      },
    });
  } catch {
    return null;
  }
  const modules = target.encodings?.map((encoding) => encoding.data).join('') ?? '';
  return isValid && modules !== '' ? modules : null;
};

/** The bars as one SVG path (`M{x} 0h{w}v1h-{w}z` per run of dark modules), after the quiet zone. */
export const barsPath = (modules: string): string => {
  let path = '';
  let x = 0;
  while (x < modules.length) {
    if (modules[x] !== '1') {
      x += 1;
      continue;
    }
    let width = 1;
    while (modules[x + width] === '1') width += 1;
    path += `M${x + QUIET_ZONE} 0h${width}v1h-${width}z`;
    x += width;
  }
  return path;
};
