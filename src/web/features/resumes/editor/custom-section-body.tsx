import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomEntry, ResumeSectionConfig } from '../../../../domain/resume';
import { resumeLimits } from '../../../../domain/resume';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { useOpen } from '../../../components/document-editor/collapse-state';
import { moved, newId } from '../../../components/document-editor/document-draft';
import { addCustomEntry, changeCustomEntry } from './content-changes';
import { DisclosureHeading } from '../../../components/document-editor/disclosure';
import { useEdit } from './resume-edit';
import { EntryControls } from './entry-controls';
import { MoveButtons } from '../../../components/document-editor/move-buttons';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';

type CustomSection = Extract<ResumeSectionConfig, { kind: 'CUSTOM' }>;
type TextPart = 'title' | 'subtitle' | 'dates';

/** Changes the lines of one entry. */
const changeLines = (sectionId: string, entryId: string, change: (lines: string[]) => string[]) =>
  changeCustomEntry(sectionId, entryId, (entry) => ({ ...entry, bullets: change(entry.bullets) }));

// Lines have no ids of their own: their keys are their positions, stable while typing.
const lineKey = (entryId: string, position: number) => `${entryId}:line:${position}`;

/**
 * A custom section's own entries: title, subtitle, dates and lines of text. Entries, fields and
 * lines are memoized: typing in one field re-renders that field, not its siblings.
 */
export const CustomSectionBody = memo(function CustomSectionBody({
  section,
  sectionTitle,
}: {
  section: CustomSection;
  sectionTitle: string;
}) {
  const { t } = useTranslation();
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const total = section.entries.length;

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
              index={index}
              total={total}
              neighbourId={(section.entries[index + 1] ?? section.entries[index - 1])?.id ?? null}
              requestFocus={requestFocus}
            />
          ))}
        </Box>
      )}
      <AddCustomEntry
        sectionId={section.id}
        sectionTitle={sectionTitle}
        full={total >= resumeLimits.entries}
        requestFocus={requestFocus}
      />
    </Box>
  );
});

const AddCustomEntry = memo(function AddCustomEntry({
  sectionId,
  sectionTitle,
  full,
  requestFocus,
}: {
  sectionId: string;
  sectionTitle: string;
  full: boolean;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  return (
    <Button
      startIcon={<Add />}
      data-action="add-entry"
      disabled={full}
      onClick={() => {
        const id = newId();
        change(addCustomEntry(sectionId, id));
        requestFocus(id, 'title');
      }}
    >
      {t('resumes.editor.custom.add', { section: sectionTitle })}
    </Button>
  );
});

const CustomEntryEditor = memo(function CustomEntryEditor({
  sectionId,
  entry,
  index,
  total,
  neighbourId,
  requestFocus,
}: {
  sectionId: string;
  entry: CustomEntry;
  index: number;
  total: number;
  /** The entry that takes the focus when this one is removed. */
  neighbourId: string | null;
  /** Moves the focus within the section. */
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  // Focus moves between the entry's lines after they change.
  const { container, requestFocus: focusLine } = useFocusRequest<HTMLLIElement>();
  const label = entry.title.trim() || t('resumes.editor.custom.entry', { number: index + 1 });
  const count = entry.bullets.length;
  const [open, toggle] = useOpen(entry.id);
  const bodyId = useId();

  return (
    <Box
      component="li"
      ref={container}
      data-focus-key={entry.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <CustomEntryBar
        sectionId={sectionId}
        entryId={entry.id}
        label={label}
        index={index}
        total={total}
        neighbourId={neighbourId}
        requestFocus={requestFocus}
        open={open}
        onToggle={toggle}
        bodyId={bodyId}
      />
      <Box id={bodyId} hidden={!open}>
        {open && (
          <CustomEntryFields
            sectionId={sectionId}
            entry={entry}
            label={label}
            count={count}
            focusLine={focusLine}
          />
        )}
      </Box>
    </Box>
  );
});

/** An open entry's title, subtitle, dates and lines. */
function CustomEntryFields({
  sectionId,
  entry,
  label,
  count,
  focusLine,
}: {
  sectionId: string;
  entry: CustomEntry;
  label: string;
  count: number;
  focusLine: RequestFocus;
}) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <CustomEntryField
            sectionId={sectionId}
            entryId={entry.id}
            part="title"
            value={entry.title}
          />
        </Box>
        <CustomEntryField
          sectionId={sectionId}
          entryId={entry.id}
          part="subtitle"
          value={entry.subtitle}
        />
        <CustomEntryField
          sectionId={sectionId}
          entryId={entry.id}
          part="dates"
          value={entry.dates}
        />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {entry.bullets.map((line, position) => (
          <CustomLine
            key={lineKey(entry.id, position)}
            sectionId={sectionId}
            entryId={entry.id}
            entryLabel={label}
            position={position}
            line={line}
            count={count}
            requestFocus={focusLine}
          />
        ))}
      </Box>
      <AddLine sectionId={sectionId} entryId={entry.id} count={count} requestFocus={focusLine} />
    </>
  );
}

/** The entry's title, with Move up, Move down and Remove. */
const CustomEntryBar = memo(function CustomEntryBar({
  sectionId,
  entryId,
  label,
  index,
  total,
  neighbourId,
  requestFocus,
  open,
  onToggle,
  bodyId,
}: {
  sectionId: string;
  entryId: string;
  label: string;
  index: number;
  total: number;
  neighbourId: string | null;
  requestFocus: RequestFocus;
  open: boolean;
  onToggle: () => void;
  bodyId: string;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: open ? 1 : 0 }}>
      <DisclosureHeading
        level="h3"
        open={open}
        onToggle={onToggle}
        controls={bodyId}
        title={label}
        sx={{ fontWeight: 600 }}
      />
      <EntryControls
        sectionId={sectionId}
        entryId={entryId}
        label={label}
        index={index}
        total={total}
        neighbourId={neighbourId}
        neighbourFocus="title"
        requestFocus={requestFocus}
      />
    </Stack>
  );
});

const CustomEntryField = memo(function CustomEntryField({
  sectionId,
  entryId,
  part,
  value,
}: {
  sectionId: string;
  entryId: string;
  part: TextPart;
  value: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  return (
    <EditorTextField
      label={t(`resumes.editor.custom.${part}`)}
      value={value}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: resumeLimits.text, 'data-action': part } }}
      onChange={(event) =>
        change(
          changeCustomEntry(sectionId, entryId, (current) => ({
            ...current,
            [part]: event.target.value,
          })),
          `custom:${entryId}:${part}`,
        )
      }
      onBlur={seal}
    />
  );
});

const lineLabel = (t: TFunction, number: number, entry: string) =>
  t('resumes.editor.custom.line', { number, entry });

/** One line of text, with its buttons. */
const CustomLine = memo(function CustomLine({
  sectionId,
  entryId,
  entryLabel,
  position,
  line,
  count,
  requestFocus,
}: {
  sectionId: string;
  entryId: string;
  entryLabel: string;
  position: number;
  line: string;
  count: number;
  requestFocus: RequestFocus;
}) {
  return (
    <Box
      component="li"
      data-focus-key={lineKey(entryId, position)}
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
    >
      <LineField
        sectionId={sectionId}
        entryId={entryId}
        entryLabel={entryLabel}
        position={position}
        line={line}
      />
      <LineControls
        sectionId={sectionId}
        entryId={entryId}
        entryLabel={entryLabel}
        position={position}
        count={count}
        requestFocus={requestFocus}
      />
    </Box>
  );
});

const LineField = memo(function LineField({
  sectionId,
  entryId,
  entryLabel,
  position,
  line,
}: {
  sectionId: string;
  entryId: string;
  entryLabel: string;
  position: number;
  line: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  return (
    <EditorTextField
      label={lineLabel(t, position + 1, entryLabel)}
      value={line}
      size="small"
      multiline
      fullWidth
      slotProps={{
        htmlInput: { maxLength: resumeLimits.bulletText, 'data-action': 'text' },
      }}
      onChange={(event) =>
        change(
          changeLines(sectionId, entryId, (lines) =>
            lines.map((current, at) => (at === position ? event.target.value : current)),
          ),
          `custom:${entryId}:line:${position}`,
        )
      }
      onBlur={seal}
    />
  );
});

/** Move up, Move down and Remove for one line. */
const LineControls = memo(function LineControls({
  sectionId,
  entryId,
  entryLabel,
  position,
  count,
  requestFocus,
}: {
  sectionId: string;
  entryId: string;
  entryLabel: string;
  position: number;
  /** How many lines the entry has. */
  count: number;
  /** Moves the focus within the entry. */
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const label = lineLabel(t, position + 1, entryLabel);
  return (
    <>
      <MoveButtons
        item={label}
        index={position}
        total={count}
        onMove={(from, to, direction) => {
          change(changeLines(sectionId, entryId, (lines) => moved(lines, from, to)));
          requestFocus(lineKey(entryId, to), direction, direction === 'up' ? 'down' : 'up');
          announce(
            t('documents.editor.moved', {
              item: lineLabel(t, from + 1, entryLabel),
              position: to + 1,
              total: count,
            }),
          );
        }}
      />
      <IconButton
        size="small"
        aria-label={t('resumes.editor.custom.removeLine', { item: label })}
        onClick={() => {
          change(
            changeLines(sectionId, entryId, (lines) => lines.filter((_, at) => at !== position)),
          );
          const remaining = count - 1;
          if (remaining > 0) {
            requestFocus(lineKey(entryId, Math.min(position, remaining - 1)), 'text');
          } else requestFocus(null, 'add-line');
          announce(t('resumes.editor.entries.removed', { item: label }));
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </>
  );
});

const AddLine = memo(function AddLine({
  sectionId,
  entryId,
  count,
  requestFocus,
}: {
  sectionId: string;
  entryId: string;
  count: number;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  return (
    <Button
      size="small"
      startIcon={<Add />}
      data-action="add-line"
      sx={{ mt: 1 }}
      disabled={count >= resumeLimits.bullets}
      onClick={() => {
        change(changeLines(sectionId, entryId, (lines) => [...lines, '']));
        requestFocus(lineKey(entryId, count), 'text');
      }}
    >
      {t('resumes.editor.custom.addLine')}
    </Button>
  );
});
