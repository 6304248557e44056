'use client';

import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';

type ComingSoonButtonProps = Pick<ButtonProps, 'variant' | 'startIcon' | 'size' | 'sx'> & {
  label: string;
  /** Why it is disabled ("Coming soon"), as a tooltip and as its description. */
  reason: string;
};

/**
 * A button for a feature that is not there yet: visibly disabled, focusable so keyboard and
 * screen-reader users learn why (a disabled `<button>` could not be focused or hovered).
 */
export function ComingSoonButton({ label, reason, ...buttonProps }: ComingSoonButtonProps) {
  const reasonId = useId();

  return (
    <Tooltip title={reason} arrow describeChild>
      <Box component="span" sx={{ display: 'flex' }}>
        <Button
          {...buttonProps}
          aria-disabled
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
          sx={[
            {
              flex: 1,
              cursor: 'not-allowed',
              opacity: 0.55,
              '&:hover': { opacity: 0.6 },
            },
            ...(Array.isArray(buttonProps.sx) ? buttonProps.sx : [buttonProps.sx]),
          ]}
        >
          {label}
        </Button>
        <Box component="span" id={reasonId} hidden>
          {reason}
        </Box>
      </Box>
    </Tooltip>
  );
}
