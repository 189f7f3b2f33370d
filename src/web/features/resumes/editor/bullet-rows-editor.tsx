import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListItem } from '../../../../domain/career-event';
import { bulletRows, resumeLimits, type BulletPick } from '../../../../domain/resume';
import { useAnnounce } from './announcer';
import { moveBullet, setBulletText, setBulletVisible } from './bullet-picks';
import { MoveButtons } from './move-buttons';
import { useFocusRequest } from './use-focus-request';

/**
 * One entry's bullets as this resume shows them: each can be shown or hidden, moved, and worded
 * for this resume only (marked "Differs from library", with a reset). Bullets the library gained
 * since are listed last, hidden and marked "New in library".
 */
export function BulletRowsEditor({
  entryLabel,
  picks,
  items,
  onChange,
  onSeal,
}: {
  /** The entry, for the list's name ("Bullets of Engineer · Acme"). */
  entryLabel: string;
  picks: BulletPick[];
  items: ListItem[];
  /** New picks; `coalesce` names a typing step (one undo step per field). */
  onChange: (picks: BulletPick[], coalesce?: string) => void;
  /** The typing step ended. */
  onSeal?: () => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const headingId = useId();
  const { container, requestFocus } = useFocusRequest<HTMLUListElement>();
  const rows = bulletRows(picks, items);
  const bulletLabel = (index: number) => t('resumes.editor.bullets.item', { number: index + 1 });

  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('resumes.editor.bullets.none')}
      </Typography>
    );
  }

  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('resumes.editor.bullets.title', { entry: entryLabel })}
      </Typography>
      <Box
        component="ul"
        ref={container}
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {rows.map((row, index) => {
          const label = bulletLabel(index);
          const text = row.override ?? row.libraryText;
          return (
            <Box
              component="li"
              key={row.itemId}
              data-focus-key={row.itemId}
              sx={{
                borderLeft: 3,
                borderColor: row.visible ? 'primary.main' : 'divider',
                pl: 1.5,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={row.visible}
                      slotProps={{ input: { 'data-action': 'show' } as object }}
                      onChange={(event) =>
                        onChange(setBulletVisible(picks, items, row.itemId, event.target.checked))
                      }
                    />
                  }
                  label={t('resumes.editor.bullets.show', { item: label })}
                />
                {row.isNew && (
                  <Chip size="small" color="info" label={t('resumes.editor.bullets.new')} />
                )}
                {row.override !== null && (
                  <>
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      label={t('resumes.editor.bullets.differs')}
                    />
                    <Button
                      size="small"
                      data-action="reset"
                      onClick={() => {
                        onChange(setBulletText(picks, items, row.itemId, null));
                        requestFocus(row.itemId, 'text');
                        announce(t('resumes.editor.bullets.wasReset', { item: label }));
                      }}
                    >
                      {t('resumes.editor.bullets.reset', { item: label })}
                    </Button>
                  </>
                )}
                <Box sx={{ flex: 1 }} />
                <MoveButtons
                  item={label}
                  index={index}
                  total={rows.length}
                  onMove={(from, to, direction) => {
                    onChange(moveBullet(picks, items, from, to));
                    requestFocus(row.itemId, direction, direction === 'up' ? 'down' : 'up');
                    announce(
                      t('resumes.editor.moved', {
                        item: label,
                        position: to + 1,
                        total: rows.length,
                      }),
                    );
                  }}
                />
              </Stack>
              <TextField
                label={label}
                value={text}
                multiline
                fullWidth
                size="small"
                sx={{ opacity: row.visible ? 1 : 0.7 }}
                slotProps={{
                  htmlInput: { maxLength: resumeLimits.bulletText, 'data-action': 'text' },
                }}
                helperText={
                  row.override !== null
                    ? t('resumes.editor.bullets.libraryText', { text: row.libraryText })
                    : undefined
                }
                onChange={(event) =>
                  onChange(
                    setBulletText(picks, items, row.itemId, event.target.value),
                    `bullet:${row.itemId}`,
                  )
                }
                onBlur={onSeal}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
