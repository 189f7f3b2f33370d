import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListItem } from '../../../../domain/career-event';
import { bulletRows, resumeLimits, type BulletPick } from '../../../../domain/resume';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { moveBullet, setBulletText, setBulletVisible } from './bullet-picks';
import { MoveButtons } from '../../../components/document-editor/move-buttons';
import { RewordedMark } from '../../../components/document-editor/reworded-mark';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';

/** A change to the picks, made from the picks and items as last rendered. */
type PicksChange = (picks: BulletPick[], items: ListItem[]) => BulletPick[];
type ChangePicks = (change: PicksChange, coalesce?: string) => void;

/**
 * One entry's bullets as this resume shows them: each can be shown or hidden, moved, and worded
 * for this resume only (marked "Differs from library", with a reset). Bullets the library gained
 * since are listed last, hidden and marked "New in library". Each row is memoized: typing in one
 * bullet re-renders that bullet's field, not its siblings.
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
  const headingId = useId();
  const { container, requestFocus } = useFocusRequest<HTMLUListElement>();
  const rows = bulletRows(picks, items);

  // The rows change the picks through one function that stays the same across renders (so that
  // a row re-renders only when it changes), applied to the picks as last rendered.
  const rendered = useRef({ picks, items, onChange });
  useLayoutEffect(() => {
    rendered.current = { picks, items, onChange };
  });
  const changePicks = useCallback<ChangePicks>((change, coalesce) => {
    const { picks, items, onChange } = rendered.current;
    onChange(change(picks, items), coalesce);
  }, []);

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
        {rows.map((row, index) => (
          <BulletRowEditor
            key={row.itemId}
            itemId={row.itemId}
            libraryText={row.libraryText}
            override={row.override}
            visible={row.visible}
            isNew={row.isNew}
            index={index}
            total={rows.length}
            changePicks={changePicks}
            requestFocus={requestFocus}
            onSeal={onSeal}
          />
        ))}
      </Box>
    </Box>
  );
}

interface BulletRowProps {
  itemId: string;
  libraryText: string;
  /** This resume's wording, or null for the library's. */
  override: string | null;
  visible: boolean;
  isNew: boolean;
  index: number;
  total: number;
  changePicks: ChangePicks;
  requestFocus: RequestFocus;
  onSeal: (() => void) | undefined;
}

const BulletRowEditor = memo(function BulletRowEditor({
  itemId,
  libraryText,
  override,
  visible,
  isNew,
  index,
  total,
  changePicks,
  requestFocus,
  onSeal,
}: BulletRowProps) {
  const { t } = useTranslation();
  const label = t('resumes.editor.bullets.item', { number: index + 1 });
  const differs = override !== null;
  return (
    <Box
      component="li"
      data-focus-key={itemId}
      sx={{ borderLeft: 3, borderColor: visible ? 'primary.main' : 'divider', pl: 1.5 }}
    >
      <BulletControls
        itemId={itemId}
        label={label}
        visible={visible}
        isNew={isNew}
        differs={differs}
        index={index}
        total={total}
        changePicks={changePicks}
        requestFocus={requestFocus}
      />
      <BulletText
        itemId={itemId}
        label={label}
        text={override ?? libraryText}
        libraryText={libraryText}
        differs={differs}
        visible={visible}
        changePicks={changePicks}
        onSeal={onSeal}
      />
    </Box>
  );
});

/** Show, the marks (new, differs) with Reset, Move up and Move down. */
const BulletControls = memo(function BulletControls({
  itemId,
  label,
  visible,
  isNew,
  differs,
  index,
  total,
  changePicks,
  requestFocus,
}: Pick<
  BulletRowProps,
  'itemId' | 'visible' | 'isNew' | 'index' | 'total' | 'changePicks' | 'requestFocus'
> & { label: string; differs: boolean }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={visible}
            slotProps={{ input: { 'data-action': 'show' } as object }}
            onChange={(event) =>
              changePicks((picks, items) =>
                setBulletVisible(picks, items, itemId, event.target.checked),
              )
            }
          />
        }
        label={t('resumes.editor.bullets.show', { item: label })}
      />
      {isNew && <Chip size="small" color="info" label={t('resumes.editor.bullets.new')} />}
      {differs && (
        <RewordedMark
          item={label}
          onReset={() => {
            changePicks((picks, items) => setBulletText(picks, items, itemId, null));
            requestFocus(itemId, 'text');
          }}
        />
      )}
      <Box sx={{ flex: 1 }} />
      <MoveButtons
        item={label}
        index={index}
        total={total}
        onMove={(from, to, direction) => {
          changePicks((picks, items) => moveBullet(picks, items, from, to));
          requestFocus(itemId, direction, direction === 'up' ? 'down' : 'up');
          announce(t('documents.editor.moved', { item: label, position: to + 1, total }));
        }}
      />
    </Stack>
  );
});

/** The bullet's words: the library's, or this resume's (then the library's are shown below). */
const BulletText = memo(function BulletText({
  itemId,
  label,
  text,
  libraryText,
  differs,
  visible,
  changePicks,
  onSeal,
}: Pick<BulletRowProps, 'itemId' | 'libraryText' | 'visible' | 'changePicks' | 'onSeal'> & {
  label: string;
  text: string;
  differs: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EditorTextField
      label={label}
      value={text}
      multiline
      fullWidth
      size="small"
      sx={{ opacity: visible ? 1 : 0.7 }}
      slotProps={{
        htmlInput: { maxLength: resumeLimits.bulletText, 'data-action': 'text' },
      }}
      helperText={
        differs ? t('documents.editor.reworded.libraryText', { text: libraryText }) : undefined
      }
      onChange={(event) =>
        changePicks(
          (picks, items) => setBulletText(picks, items, itemId, event.target.value),
          `bullet:${itemId}`,
        )
      }
      onBlur={onSeal}
    />
  );
});
