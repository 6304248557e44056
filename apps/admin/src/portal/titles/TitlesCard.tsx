import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { PortalTitleListItem } from '@nangsue/contracts/portal';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { callPortal } from '../../api/client';

const WATCHED = ['changes_requested', 'submitted', 'draft'] as const;
type Watched = (typeof WATCHED)[number];
type Found = { items: PortalTitleListItem[]; more: boolean };

const PAGE = 50;

/**
 * The overview's titles card: how many titles were sent back for changes, wait for review or are
 * still drafts, with the ones sent back named (they need the member).
 */
export const TitlesCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [found, setFound] = useState<Record<Watched, Found> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      WATCHED.map((status) =>
        callPortal('portalTitleList', {
          query: { ReviewStatus: status, PageSize: PAGE },
          signal: controller.signal,
        }),
      ),
    )
      .then((pages) =>
        setFound(
          Object.fromEntries(
            WATCHED.map((status, index) => [
              status,
              { items: pages[index]!.Items, more: pages[index]!.HasNextPage },
            ]),
          ) as Record<Watched, Found>,
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const count = ({ items, more }: Found) => (more ? `${PAGE}+` : String(items.length));

  return (
    <Card data-testid="portal-titles-card">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('nangsue.portal.titles.card.title')}
        </Typography>
        {found ? (
          <Stack spacing={1}>
            {WATCHED.map((status) => (
              <Box key={status}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Link
                    component={RouterLink}
                    to={`/titles?filter=${encodeURIComponent(JSON.stringify({ ReviewStatus: status }))}`}
                  >
                    {translate(`nangsue.portal.titles.card.${status}`)}
                  </Link>
                  <Typography sx={{ fontWeight: 600 }}>{count(found[status])}</Typography>
                </Box>
                {status === 'changes_requested' ? (
                  <Stack sx={{ pl: 2 }}>
                    {found.changes_requested.items.slice(0, 5).map((title) => (
                      <Link
                        key={title.Id}
                        component={RouterLink}
                        to={`/titles/${title.Id}`}
                        variant="body2"
                      >
                        {(locale === 'en' ? title.NameEn : title.NameTh) || title.NameTh}
                      </Link>
                    ))}
                  </Stack>
                ) : null}
              </Box>
            ))}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};
