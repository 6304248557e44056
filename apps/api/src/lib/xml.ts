const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for XML (and XHTML) content and attribute values; drops characters XML 1.0 cannot
 * carry. The one escape of the SVG covers, the EPUB files and their stamp, and the OPDS feeds.
 */
export const escapeXml = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
