/**
 * The value of the cookie `name` in a `document.cookie` string, decoded; null when it is absent or
 * empty (an expired cookie can linger as `name=`). The one reader of script-readable cookies.
 */
export const cookieValueOf = (cookieHeader: string, name: string): string | null => {
  const prefix = `${name}=`;
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined || entry.length === prefix.length) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
};
