import { SOCIAL_IMAGE } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type BookCoverProps = {
  /** The picture address the API gave (`DefaultPictureModel.ImageUrl`). */
  src: string;
  /** The book's title, the cover's alternative text. */
  title: string;
  /** The first row of a page and the book page's own cover load at once; the rest lazily. */
  isEager?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A cover (357x510; drawn SVG or a stored picture) as a plain `<img>` with its size and aspect
 * ratio set, so nothing moves while it loads. The picture path the API gives (`/files/...`) is
 * served by this site (`app/files/[...path]/route.ts`).
 */
export function BookCover({ src, title, isEager = false, sx }: BookCoverProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={title}
      width={SOCIAL_IMAGE.width}
      height={SOCIAL_IMAGE.height}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : undefined}
      decoding="async"
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${SOCIAL_IMAGE.width} / ${SOCIAL_IMAGE.height}`,
          objectFit: 'cover',
          borderRadius: '4px 10px 10px 4px',
          bgcolor: 'tokens.bg-lv3',
          boxShadow:
            '0 1px 2px rgba(0,0,0,.18), 0 10px 24px -12px rgba(0,0,0,.45), inset 0 0 0 1px rgba(255,255,255,.04)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
