'use client';

import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

/**
 * A value the reader types into another app (the catalogue's address, the user name, a new app
 * password): shown in full, selectable, with a copy button that says when it copied.
 */
export function CopyField({
  label,
  value,
  emphasis = false,
  testId,
}: {
  label: string;
  value: string;
  /** Larger, for a password read off the screen. */
  emphasis?: boolean;
  /** For the end-to-end journey, which reads the value off the page. */
  testId: string;
}) {
  const t = useTranslations('readingApps');
  const labelId = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => setState('copied'))
      .catch(() => setState('failed'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} component="span" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="output"
          aria-labelledby={labelId}
          data-testid={testId}
          sx={{
            flex: '1 1 16rem',
            minWidth: 0,
            px: 1.5,
            py: 1,
            borderRadius: '10px',
            border: '1px solid',
            borderColor: 'tokens.divider',
            bgcolor: 'tokens.bg-lv2',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: emphasis ? '1.15rem' : '0.95rem',
            letterSpacing: emphasis ? '0.04em' : undefined,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {value}
        </Box>
        <Button
          variant="outlined"
          onClick={copy}
          startIcon={<ContentCopyIcon />}
          aria-label={t('copyLabel', { what: label })}
        >
          {state === 'copied' ? t('copied') : t('copy')}
        </Button>
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        sx={{ fontSize: '0.85rem', color: state === 'failed' ? 'error.main' : 'tokens.sub-text2' }}
      >
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </Typography>
    </Box>
  );
}
