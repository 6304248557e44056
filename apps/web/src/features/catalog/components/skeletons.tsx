import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

const coverRatio = '357 / 510';

/** One card's shape while its book loads. */
export function BookCardSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 0.75 }}>
      <Skeleton
        variant="rounded"
        sx={{
          width: '100%',
          height: 'auto',
          aspectRatio: coverRatio,
          borderRadius: '4px 10px 10px 4px',
        }}
      />
      <Skeleton variant="text" sx={{ fontSize: '0.95rem', width: '90%' }} />
      <Skeleton variant="text" sx={{ fontSize: '0.82rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ fontSize: '1rem', width: '40%' }} />
    </Box>
  );
}

export function BookGridSkeleton({
  count = 12,
  hasSidebar = false,
}: {
  count?: number;
  hasSidebar?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: { xs: 2, sm: 2.5, md: 3 },
        rowGap: { xs: 3.5, md: 4.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: `repeat(${hasSidebar ? 5 : 6}, minmax(0, 1fr))`,
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <BookCardSkeleton key={index} />
      ))}
    </Box>
  );
}

/** The loading state of every listing page: header, toolbar, filters and a grid of cards. */
export function ListingSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy aria-label={label} sx={{ pt: { xs: 2.5, md: 4 } }}>
      <Skeleton variant="text" sx={{ width: 200, fontSize: '0.85rem' }} />
      <Skeleton
        variant="text"
        sx={{ width: { xs: '70%', md: 360 }, fontSize: { xs: '1.6rem', md: '2.1rem' }, mt: 1.5 }}
      />
      <Skeleton variant="text" sx={{ width: { xs: '90%', md: 560 }, mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, lg: 4 },
          gridTemplateColumns: { xs: '1fr', lg: '248px minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ display: { xs: 'none', lg: 'grid' }, gap: 1.5, alignContent: 'start' }}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={index === 0 ? 90 : 110} />
          ))}
        </Box>
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 3 }}>
            <Skeleton variant="text" sx={{ width: 180 }} />
            <Skeleton variant="rounded" width={200} height={40} />
          </Box>
          <BookGridSkeleton count={12} hasSidebar />
        </Box>
      </Box>
    </Box>
  );
}

/** The loading state of the book page. */
export function BookPageSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy aria-label={label} sx={{ pt: { xs: 2.5, md: 4 } }}>
      <Skeleton variant="text" sx={{ width: 260, fontSize: '0.85rem', mb: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: '240px minmax(0, 1fr)',
            md: '300px minmax(0, 1fr)',
          },
        }}
      >
        <Skeleton
          variant="rounded"
          sx={{
            width: { xs: '62%', sm: '100%' },
            mx: { xs: 'auto', sm: 0 },
            height: 'auto',
            aspectRatio: coverRatio,
          }}
        />
        <Box>
          <Skeleton
            variant="text"
            sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, width: '80%' }}
          />
          <Skeleton variant="text" sx={{ width: '40%', mt: 1 }} />
          <Skeleton variant="text" sx={{ width: '30%' }} />
          <Skeleton variant="rounded" height={170} sx={{ mt: 3, borderRadius: '16px' }} />
        </Box>
      </Box>
      <Box sx={{ mt: 6, display: 'grid', gap: 1 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton
            key={index}
            variant="text"
            sx={{ width: index === 3 ? '60%' : '100%', maxWidth: 820 }}
          />
        ))}
      </Box>
    </Box>
  );
}
