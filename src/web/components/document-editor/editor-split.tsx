import Box from '@mui/material/Box';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readPreference, writePreference } from './editor-preferences';

/** The form's share of the width, in percent: its bounds, the default and a key's step. */
const formShare = { min: 30, max: 65, initial: 45, step: 5 } as const;

const bounded = (value: number) =>
  Math.round(Math.min(formShare.max, Math.max(formShare.min, value)));

/**
 * The form beside the preview, with a splitter between them (the window splitter pattern: a
 * focusable separator whose value is the form's share of the width; arrow keys, Home and End move
 * it, and so does dragging). The share is kept in this browser. Moving it re-renders this grid
 * only: `form` and `preview` are the same elements, so React leaves them alone (the preview pane
 * sees its new size and repaints its pages for it).
 */
export function EditorSplit({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const { t } = useTranslation();
  const grid = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(
    () =>
      readPreference('split', (value) => (typeof value === 'number' ? bounded(value) : null)) ??
      formShare.initial,
  );
  const change = useCallback((value: number) => {
    const next = bounded(value);
    setShare(next);
    writePreference('split', next);
  }, []);
  const dragging = useRef(false);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowLeft: share - formShare.step,
      ArrowDown: share - formShare.step,
      ArrowRight: share + formShare.step,
      ArrowUp: share + formShare.step,
      Home: formShare.min,
      End: formShare.max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    change(next);
  };

  return (
    <Box
      ref={grid}
      sx={{
        display: 'grid',
        gridTemplateColumns: `minmax(0, ${share}fr) 24px minmax(0, ${100 - share}fr)`,
        mt: 2,
        alignItems: 'start',
      }}
    >
      {form}
      <Box
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t('documents.editor.split.label')}
        aria-valuemin={formShare.min}
        aria-valuemax={formShare.max}
        aria-valuenow={share}
        aria-valuetext={t('documents.editor.split.value', { percent: 100 - share })}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          const box = grid.current?.getBoundingClientRect();
          if (!dragging.current || !box || box.width <= 0) return;
          change(((event.clientX - box.left) / box.width) * 100);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        sx={{
          position: 'sticky',
          top: 16,
          alignSelf: 'stretch',
          maxHeight: 'calc(100vh - 32px)',
          cursor: 'col-resize',
          touchAction: 'none',
          display: 'flex',
          justifyContent: 'center',
          '&::after': {
            content: '""',
            width: 4,
            my: 1,
            borderRadius: 2,
            bgcolor: 'divider',
          },
          '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
          '&:focus-visible': { outline: 'none' },
        }}
      />
      <Box
        sx={{
          position: 'sticky',
          top: 16,
          height: 'calc(100vh - 32px)',
          minHeight: 480,
        }}
      >
        {preview}
      </Box>
    </Box>
  );
}
