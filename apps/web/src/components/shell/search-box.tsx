'use client';

import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useRouter } from '@/i18n/navigation';

/** Sends the reader to `/search?q=…` in the current language. */
export function SearchBox() {
  const t = useTranslations('header.search');
  const router = useRouter();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q === '') return;
    router.push({ pathname: '/search', query: { q } });
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={onSubmit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        height: 44,
        pl: 2,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: 'tokens.bg-lv2',
        border: '1px solid',
        borderColor: 'tokens.divider',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow:
            '0 0 0 3px color-mix(in srgb, var(--mui-palette-tokens-primary) 25%, transparent)',
        },
      }}
    >
      <SearchRoundedIcon aria-hidden sx={{ color: 'tokens.note-font' }} />
      <InputBase
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('placeholder')}
        sx={{ flex: 1, minWidth: 0, fontSize: '0.95rem' }}
        slotProps={{
          input: { 'aria-label': t('label'), type: 'search', name: 'q', enterKeyHint: 'search' },
        }}
      />
      <IconButton
        type="submit"
        aria-label={t('submit')}
        size="small"
        sx={{
          bgcolor: 'primary.main',
          color: 'tokens.cta-font',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <ArrowForwardRoundedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
