import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, ListItemIcon, Tooltip } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Lists put in order by hand (categories among their siblings, home sliders, a topic's books): each
 * row dragged onto another, or moved with its arrows for the keyboard.
 */

/** The ids with `moved` put at `to` (an index among them). */
export const reordered = (ids: number[], moved: number, to: number): number[] => {
  const rest = ids.filter((id) => id !== moved);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
  return rest;
};

/**
 * The rows of such a list, loaded with `load` (a function that stays the same), and `save`, which
 * sends a new order with `call`, says how it went and loads the rows again either way: the page
 * shows the order the store has.
 */
export const useOrderedRows = <T,>(load: () => Promise<T[]>) => {
  const notify = useNotify();
  const [rows, setRows] = useState<T[] | null>(null);
  const reload = useCallback(() => {
    load()
      .then(setRows)
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      );
  }, [load, notify]);
  useEffect(reload, [reload]);
  const save = async (call: () => Promise<unknown>) => {
    try {
      await call();
      notify('nangsue.catalog.actions.reordered', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
    reload();
  };
  return { rows, save };
};

/** The grip at the start of a draggable row. */
export const DragHandle = () => {
  const translate = useTranslate();
  return (
    <ListItemIcon sx={{ minWidth: 32, cursor: 'grab' }}>
      <Tooltip title={translate('nangsue.catalog.actions.drag_hint')}>
        <DragIndicatorIcon fontSize="small" />
      </Tooltip>
    </ListItemIcon>
  );
};

/**
 * A row's "move up" and "move down" buttons (the first row's up and the last row's down
 * disabled); `name` tells a screen reader which row they move.
 */
export const MoveButtons = ({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) => {
  const translate = useTranslate();
  const up = translate('nangsue.catalog.actions.move_up');
  const down = translate('nangsue.catalog.actions.move_down');
  return (
    <>
      <Tooltip title={up}>
        <span>
          <IconButton
            size="small"
            disabled={index === 0}
            aria-label={`${up}: ${name}`}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={down}>
        <span>
          <IconButton
            size="small"
            disabled={index === count - 1}
            aria-label={`${down}: ${name}`}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
};
