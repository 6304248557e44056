/** One `className` from CSS-module classes, leaving out the absent and the switched off. */
export const classNames = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
