import sharp from 'sharp';
import { WEBP_QUALITY } from './svg-raster.js';

/**
 * The one pipeline for pictures staff upload (a book's cover, a home slider's banner): the bytes
 * must decode as JPEG, PNG or WebP within a pixel budget, be at least a minimum size and near the
 * frame's shape; the picture is then turned upright (EXIF), cropped to fill the frame from its
 * centre and stored as WebP. Callers turn a problem into a message of their own.
 */
export type PictureFrame = {
  /** The stored picture's size. */
  width: number;
  height: number;
  /** The smallest picture taken. */
  minWidth: number;
  minHeight: number;
  /** Width ÷ height taken, beyond which the crop would lose too much. */
  ratio: { min: number; max: number };
};

export type PictureProblem =
  | { kind: 'unreadable' }
  | { kind: 'tooSmall'; width: number; height: number }
  | { kind: 'shape'; width: number; height: number };

/** Pictures larger than this are refused unread (a decompression bomb). */
const MAX_PICTURE_PIXELS = 40_000_000;
const FORMATS = ['jpeg', 'png', 'webp'];

export const framePicture = async (
  data: Buffer,
  frame: PictureFrame,
): Promise<{ webp: Buffer } | { problem: PictureProblem }> => {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS }).metadata();
  } catch {
    return { problem: { kind: 'unreadable' } };
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!FORMATS.includes(meta.format ?? '')) return { problem: { kind: 'unreadable' } };
  if (width < frame.minWidth || height < frame.minHeight)
    return { problem: { kind: 'tooSmall', width, height } };
  const ratio = width / height;
  if (ratio < frame.ratio.min || ratio > frame.ratio.max)
    return { problem: { kind: 'shape', width, height } };
  try {
    return {
      webp: await sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS })
        .rotate()
        .resize(frame.width, frame.height, { fit: 'cover', position: 'centre' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    };
  } catch {
    return { problem: { kind: 'unreadable' } };
  }
};
