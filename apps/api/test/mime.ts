/**
 * Just enough MIME reading for tests of e-mails (mailparser is not available here): header fields
 * with RFC 2047 encoded words decoded, and the text/plain and text/html parts of a (nested)
 * multipart message decoded from quoted-printable or base64.
 */
export type ParsedEmail = {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string | undefined;
  html: string | undefined;
};

const decodeQuotedPrintable = (value: string): Buffer => {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < input.length; index += 1) {
    const character = input[index]!;
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(input.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; whitespace between two words disappears. */
const decodeEncodedWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_whole, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );

const splitHeadersAndBody = (raw: string): { headers: Map<string, string>; body: string } => {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const parameterOf = (header: string | undefined, name: string): string | undefined => {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
};

const collectParts = (
  raw: string,
  found: { text?: string; html?: string },
): { headers: Map<string, string> } => {
  const { headers, body } = splitHeadersAndBody(raw);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameterOf(headers.get('content-type'), 'boundary');
    if (!boundary) throw new Error('multipart message without boundary');
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      // The line break before a delimiter belongs to the delimiter (RFC 2046 §5.1.1).
      collectParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), found);
    }
    return { headers };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  if (type.startsWith('text/plain')) found.text ??= decoded;
  if (type.startsWith('text/html')) found.html ??= decoded;
  return { headers };
};

export const parseEmail = (raw: string | Buffer): ParsedEmail => {
  const found: { text?: string; html?: string } = {};
  const { headers } = collectParts(raw.toString(), found);
  const decoded = new Map([...headers].map(([key, value]) => [key, decodeEncodedWords(value)]));
  return {
    headers: decoded,
    subject: decoded.get('subject') ?? '',
    from: decoded.get('from') ?? '',
    to: decoded.get('to') ?? '',
    text: found.text,
    html: found.html,
  };
};
