import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Cache } from '../../lib/cache.js';
import { isPrivateKey } from '../../lib/file-storage.js';

/**
 * Covers for reading apps (docs/opds.md, "Covers"): the store's pictures are WebP (drawn covers
 * rasterized from SVG, uploads stored as WebP), which e-ink readers and many reading apps cannot
 * show. The feeds link JPEG copies at two widths instead, made once per cover version by sharp and
 * kept in the shared cache: the thumbnail and the full picture.
 */
export const OPDS_COVER_WIDTHS = { thumbnail: 240, full: 720 } as const;
export type OpdsCoverSize = keyof typeof OPDS_COVER_WIDTHS;
const WIDTHS: readonly number[] = Object.values(OPDS_COVER_WIDTHS);

/** Where the JPEG copies are served, under the public files' address (`/files/opds-covers/...`). */
export const OPDS_COVERS_FOLDER = 'opds-covers';
const JPEG_QUALITY = 85;
/** An address holds one picture for good (the source is content-addressed or versioned). */
const COVER_TTL_SECONDS = 86_400;
/** Pictures larger than this are refused unread (as uploads are, lib/picture.ts). */
const MAX_PICTURE_PIXELS = 40_000_000;
/** The width the drawn cover's SVG is laid out at (lib/cover-svg.ts), one unit a pixel at 72 dpi. */
const DRAWN_COVER_WIDTH = 357;
const GENERATED = /^generated-covers\/(\d{1,10})-[0-9a-z]{1,12}\.(?:webp|svg)$/;

/**
 * The JPEG copy's address of a picture the catalog gives (`{filesBaseUrl}/...`) at a size: the
 * source's path inside the files with `.jpg` added, e.g.
 * `/files/opds-covers/240/generated-covers/12-mf3k2.webp.jpg`. Null for a picture elsewhere.
 */
export const opdsCoverUrl = (
  filesBaseUrl: string,
  imageUrl: string,
  size: OpdsCoverSize,
): string | null => {
  const prefix = `${filesBaseUrl}/`;
  if (!imageUrl.startsWith(prefix)) return null;
  const source = imageUrl.slice(prefix.length);
  if (source.startsWith(`${OPDS_COVERS_FOLDER}/`)) return null;
  return `${prefix}${OPDS_COVERS_FOLDER}/${OPDS_COVER_WIDTHS[size]}/${source}.jpg`;
};

export type OpdsCover = { data: Buffer; etag: string };

/** The JPEG at a width: a drawn cover's SVG drawn at that width (crisp, not scaled up), any other picture resized. */
export const toCoverJpeg = async (
  source: { svg: string } | { picture: Buffer },
  width: number,
): Promise<Buffer> => {
  const input =
    'svg' in source
      ? sharp(Buffer.from(source.svg), { density: (72 * width) / DRAWN_COVER_WIDTH })
      : sharp(source.picture, { limitInputPixels: MAX_PICTURE_PIXELS }).rotate();
  return input
    .resize({ width, withoutEnlargement: 'picture' in source })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
};

/**
 * `GET /files/opds-covers/{width}/{source}.jpg`: the JPEG copy of a stored picture or a drawn
 * cover, made on the first request and then read from the shared cache (any process). ETag: the
 * copy's SHA-256. Undefined for an unknown width, a missing source, or a book file's key.
 */
export const createOpdsCovers = ({
  cache,
  readPicture,
  drawnCoverSvg,
}: {
  cache: Pick<Cache, 'wrap'>;
  /** A stored picture's bytes (the files storage), undefined when missing. */
  readPicture: (key: string) => Promise<Buffer | undefined>;
  /** The SVG of a book's drawn cover (catalog.renderGeneratedCover), undefined for no such book. */
  drawnCoverSvg: (bookId: number) => Promise<string | undefined>;
}) => {
  /** The copy at a width, made once per process however many ask at once (`wrap`). */
  const made = (width: number, source: string): Promise<{ data: string; etag: string }> =>
    cache.wrap(`opds:cover:${width}:${source}`, COVER_TTL_SECONDS, async () => {
      let jpeg: Buffer;
      if (width !== OPDS_COVER_WIDTHS.full) {
        // The thumbnail is the full copy made smaller (one drawing of the SVG per cover).
        const full = Buffer.from((await made(OPDS_COVER_WIDTHS.full, source)).data, 'base64');
        jpeg = await toCoverJpeg({ picture: full }, width);
      } else {
        const generated = GENERATED.exec(source);
        const svg = generated ? await drawnCoverSvg(Number(generated[1])) : undefined;
        const picture = generated ? undefined : await readPicture(source);
        // A missing source throws, so nothing is kept for it.
        if (svg === undefined && picture === undefined) throw new MissingCover();
        jpeg = await toCoverJpeg(svg !== undefined ? { svg } : { picture: picture! }, width);
      }
      const etag = `"${createHash('sha256').update(jpeg).digest('base64url').slice(0, 22)}"`;
      return { data: jpeg.toString('base64'), etag };
    });

  return {
    async jpeg(width: number, path: string): Promise<OpdsCover | undefined> {
      if (!WIDTHS.includes(width) || !path.endsWith('.jpg')) return undefined;
      const source = path.slice(0, -'.jpg'.length);
      if (isPrivateKey(source.toLowerCase()) || source.includes('..')) return undefined;
      const cover = await made(width, source).catch((error: unknown) => {
        // A missing source, or a stored file that is not a picture sharp reads.
        if (error instanceof MissingCover || isUnreadablePicture(error)) return undefined;
        throw error;
      });
      return cover && { data: Buffer.from(cover.data, 'base64'), etag: cover.etag };
    },
  };
};

class MissingCover extends Error {}
/** sharp's refusal of bytes it cannot read as a picture. */
const isUnreadablePicture = (error: unknown): boolean =>
  error instanceof Error &&
  /unsupported image format|Input buffer|bad seek|VipsJpeg/i.test(error.message);

export type OpdsCovers = ReturnType<typeof createOpdsCovers>;
