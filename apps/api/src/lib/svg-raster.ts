import sharp from 'sharp';

/**
 * Pictures the store draws as SVG (generated covers, the demo's home banners) are served as WebP: a
 * browser renders an SVG `<img>` as a document (parse, style, layout, paint, rasterize again at
 * every size it is drawn), a raster picture is decoded once; and share previews (LINE, Facebook)
 * show no SVG. Rasterized by sharp (libvips with librsvg) at the SVG's own size (72 dpi: one pixel
 * per SVG unit), so a 357x510 cover stays 357x510. Same SVG, same bytes.
 */
export const WEBP_QUALITY = 82;

export const svgToWebp = (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toBuffer();
