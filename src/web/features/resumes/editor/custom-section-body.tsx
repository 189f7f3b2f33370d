import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomEntry, ResumeSectionConfig } from '../../../../domain/resume';
import { resumeLimits } from '../../../../domain/resume';
import { useAnnounce } from './announcer';
import {
  addCustomEntry,
  changeCustomEntry,
  moved,
  moveEntry,
  newId,
  removeEntry,
} from './content-changes';
import { useEdit } from './edit-context';
import { MoveButtons } from './move-buttons';
import { useFocusRequest } from './use-focus-request';

type CustomSection = Extract<ResumeSectionConfig, { kind: 'CUSTOM' }>;

/** A custom section's own entries: title, subtitle, dates and lines of text. */
export const CustomSectionBody = memo(function CustomSectionBody({
  section,
  sectionTitle,
}: {
  section: CustomSection;
  sectionTitle: string;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const total = section.entries.length;
  const entryLabel = (entry: CustomEntry, index: number) =>
    entry.title.trim() || t('resumes.editor.custom.entry', { number: index + 1 });

  return (
    <Box ref={container}>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('resumes.editor.custom.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('resumes.editor.entries.list', { section: sectionTitle })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, mb: 1 }}
        >
          {section.entries.map((entry, index) => (
            <CustomEntryEditor
              key={entry.id}
              sectionId={section.id}
              entry={entry}
              label={entryLabel(entry, index)}
              index={index}
              total={total}
              onMove={(from, to, direction) => {
                change(moveEntry(section.id, from, to));
                requestFocus(entry.id, direction, direction === 'up' ? 'down' : 'up');
                announce(
                  t('resumes.editor.moved', {
                    item: entryLabel(entry, index),
                    position: to + 1,
                    total,
                  }),
                );
              }}
              onRemove={() => {
                const neighbour = section.entries[index + 1] ?? section.entries[index - 1];
                change(removeEntry(section.id, entry.id));
                if (neighbour) requestFocus(neighbour.id, 'title');
                else requestFocus(null, 'add-entry');
                announce(t('resumes.editor.entries.removed', { item: entryLabel(entry, index) }));
              }}
            />
          ))}
        </Box>
      )}
      <Button
        startIcon={<Add />}
        data-action="add-entry"
        disabled={total >= resumeLimits.entries}
        onClick={() => {
          const id = newId();
          change(addCustomEntry(section.id, id));
          requestFocus(id, 'title');
        }}
      >
        {t('resumes.editor.custom.add', { section: sectionTitle })}
      </Button>
    </Box>
  );
});

function CustomEntryEditor({
  sectionId,
  entry,
  label,
  index,
  total,
  onMove,
  onRemove,
}: {
  sectionId: string;
  entry: CustomEntry;
  label: string;
  index: number;
  total: number;
  onMove: (from: number, to: number, direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const announce = useAnnounce();
  const { container, requestFocus } = useFocusRequest<HTMLLIElement>();
  const edit = (patch: (entry: CustomEntry) => CustomEntry, field: string) =>
    change(changeCustomEntry(sectionId, entry.id, patch), `custom:${entry.id}:${field}`);
  const setBullets = (bullets: string[], field?: string) =>
    change(
      changeCustomEntry(sectionId, entry.id, (current) => ({ ...current, bullets })),
      field && `custom:${entry.id}:${field}`,
    );
  const textField = (field: 'title' | 'subtitle' | 'dates') => (
    <TextField
      label={t(`resumes.editor.custom.${field}`)}
      value={entry[field]}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: resumeLimits.text, 'data-action': field } }}
      onChange={(event) => edit((current) => ({ ...current, [field]: event.target.value }), field)}
      onBlur={seal}
    />
  );
  const lineLabel = (number: number) => t('resumes.editor.custom.line', { number, entry: label });
  // Lines have no ids of their own: their keys are their positions, stable while typing.
  const lineKey = (position: number) => `${entry.id}:line:${position}`;

  return (
    <Box
      component="li"
      ref={container}
      data-focus-key={entry.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600, flex: 1, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <MoveButtons item={label} index={index} total={total} onMove={onMove} />
        <IconButton
          size="small"
          data-action="remove"
          aria-label={t('resumes.editor.entries.remove', { item: label })}
          onClick={onRemove}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{textField('title')}</Box>
        {textField('subtitle')}
        {textField('dates')}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {entry.bullets.map((line, position) => (
          <Box
            component="li"
            key={lineKey(position)}
            data-focus-key={lineKey(position)}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
          >
            <TextField
              label={lineLabel(position + 1)}
              value={line}
              size="small"
              multiline
              fullWidth
              slotProps={{
                htmlInput: { maxLength: resumeLimits.bulletText, 'data-action': 'text' },
              }}
              onChange={(event) =>
                setBullets(
                  entry.bullets.map((current, at) =>
                    at === position ? event.target.value : current,
                  ),
                  `line:${position}`,
                )
              }
              onBlur={seal}
            />
            <MoveButtons
              item={lineLabel(position + 1)}
              index={position}
              total={entry.bullets.length}
              onMove={(from, to, direction) => {
                setBullets(moved(entry.bullets, from, to));
                requestFocus(lineKey(to), direction, direction === 'up' ? 'down' : 'up');
                announce(
                  t('resumes.editor.moved', {
                    item: lineLabel(from + 1),
                    position: to + 1,
                    total: entry.bullets.length,
                  }),
                );
              }}
            />
            <IconButton
              size="small"
              aria-label={t('resumes.editor.custom.removeLine', { item: lineLabel(position + 1) })}
              onClick={() => {
                setBullets(entry.bullets.filter((_, at) => at !== position));
                const remaining = entry.bullets.length - 1;
                if (remaining > 0) requestFocus(lineKey(Math.min(position, remaining - 1)), 'text');
                else requestFocus(null, 'add-line');
                announce(t('resumes.editor.entries.removed', { item: lineLabel(position + 1) }));
              }}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<Add />}
        data-action="add-line"
        sx={{ mt: 1 }}
        disabled={entry.bullets.length >= resumeLimits.bullets}
        onClick={() => {
          setBullets([...entry.bullets, '']);
          requestFocus(lineKey(entry.bullets.length), 'text');
        }}
      >
        {t('resumes.editor.custom.addLine')}
      </Button>
    </Box>
  );
}
