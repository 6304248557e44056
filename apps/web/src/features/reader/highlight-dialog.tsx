'use client';

import { ANNOTATION_COLORS, type Annotation } from '@nangsue/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ReaderMui } from './reader-mui';
import styles from './reader.module.css';

/** A new highlight of the selected text, or an existing one: its colour and note. */
export function HighlightDialog({
  annotation,
  quote,
  onCancel,
  onSave,
  onDelete,
}: {
  annotation: Annotation | null;
  quote: string;
  onCancel: () => void;
  onSave: (changes: { note: string; color: Annotation['Color'] }) => void;
  onDelete?: () => void;
}) {
  const t = useTranslations('reader');
  const [note, setNote] = useState(annotation?.Note ?? '');
  const [color, setColor] = useState<Annotation['Color']>(annotation?.Color ?? 'yellow');
  const isBookmark = annotation?.Kind === 'bookmark';
  return (
    <ReaderMui>
      <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
        <DialogTitle>
          {annotation === null
            ? t('newHighlight')
            : isBookmark
              ? t('bookmark')
              : t('highlightKind')}
        </DialogTitle>
        <DialogContent>
          <blockquote className={styles.quote}>{quote}</blockquote>
          {isBookmark ? null : (
            <div className={styles.setting}>
              <span className={styles.settingLabel} id="reader-highlight-color">
                {t('color')}
              </span>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={color}
                aria-labelledby="reader-highlight-color"
                onChange={(_, picked: Annotation['Color'] | null) => picked && setColor(picked)}
              >
                {ANNOTATION_COLORS.map((value) => (
                  <ToggleButton key={value} value={value} aria-label={t(`colors.${value}`)}>
                    <span className={styles.swatch} data-color={value} aria-hidden="true" />
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </div>
          )}
          <TextField
            label={t('note')}
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, 4000))}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          {onDelete ? (
            <Button color="error" onClick={onDelete}>
              {t('delete')}
            </Button>
          ) : null}
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => onSave({ note: note.trim(), color })}>
            {t('save')}
          </Button>
        </DialogActions>
      </Dialog>
    </ReaderMui>
  );
}
