import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulletPick, EventEntry, EventSectionConfig } from '../../../../domain/resume';
import { resumeLimits } from '../../../../domain/resume';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { BulletRowsEditor } from './bullet-rows-editor';
import { useOpen } from '../../../components/document-editor/collapse-state';
import { addEventEntries, changeEventEntry } from './content-changes';
import { DisclosureHeading } from '../../../components/document-editor/disclosure';
import { useEdit } from './resume-edit';
import type { LibraryEvent } from './editor-library';
import { EntryControls } from './entry-controls';
import { LibraryDialog } from '../../../components/document-editor/library-dialog';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';

/**
 * The entries of a WORK, EDUCATION or SKILLS section: events of the library, added from a dialog,
 * removed and reordered; work and education entries list their bullets to pick from. Each entry is
 * memoized: typing in a bullet re-renders that entry's changed parts, not the other entries.
 */
export const EventSectionBody = memo(function EventSectionBody({
  section,
  sectionTitle,
  events,
}: {
  section: EventSectionConfig;
  sectionTitle: string;
  /** The library's events of the section's kind. */
  events: LibraryEvent[];
}) {
  const { t } = useTranslation();
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const byId = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const available = useAvailableEvents(events, section.entries);
  const total = section.entries.length;
  const withBullets = section.kind !== 'SKILLS';

  return (
    <Box ref={container}>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('resumes.editor.entries.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('resumes.editor.entries.list', { section: sectionTitle })}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: withBullets ? 2 : 0.5, mb: 1 }}
        >
          {section.entries.map((entry, index) => (
            <EventEntryEditor
              key={entry.id}
              sectionId={section.id}
              entry={entry}
              event={byId.get(entry.eventId)}
              index={index}
              total={total}
              neighbourId={(section.entries[index + 1] ?? section.entries[index - 1])?.id ?? null}
              withBullets={withBullets}
              requestFocus={requestFocus}
            />
          ))}
        </Box>
      )}
      <AddFromLibrary
        sectionId={section.id}
        sectionTitle={sectionTitle}
        available={available}
        room={resumeLimits.entries - total}
        withBullets={withBullets}
      />
    </Box>
  );
});

/**
 * The library's events that the section does not hold yet. The same array while the section holds
 * the same events (typing in a bullet changes its entries, not which events they are).
 */
function useAvailableEvents(events: LibraryEvent[], entries: EventEntry[]): LibraryEvent[] {
  const held = entries.map((entry) => entry.eventId).join('\n');
  return useMemo(() => {
    const inSection = new Set(held.split('\n'));
    return events.filter((event) => !inSection.has(event.id));
  }, [events, held]);
}

const EventEntryEditor = memo(function EventEntryEditor({
  sectionId,
  entry,
  event,
  index,
  total,
  neighbourId,
  withBullets,
  requestFocus,
}: {
  sectionId: string;
  entry: EventEntry;
  /** The library's event, unless it was deleted since. */
  event: LibraryEvent | undefined;
  index: number;
  total: number;
  /** The entry that takes the focus when this one is removed. */
  neighbourId: string | null;
  withBullets: boolean;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const label = event?.label ?? t('resumes.editor.entries.missing');
  const entryId = entry.id;
  const changeBullets = useCallback(
    (bullets: BulletPick[], coalesce?: string) =>
      change(
        changeEventEntry(sectionId, entryId, (current) => ({ ...current, bullets })),
        coalesce,
      ),
    [change, sectionId, entryId],
  );
  const [open, toggle] = useOpen(entryId);
  const bodyId = useId();
  const collapsible = withBullets && event !== undefined;
  return (
    <Box
      component="li"
      data-focus-key={entryId}
      sx={withBullets ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 } : {}}
    >
      <EventEntryBar
        sectionId={sectionId}
        entryId={entryId}
        label={label}
        detail={event ? event.detail : null}
        index={index}
        total={total}
        neighbourId={neighbourId}
        requestFocus={requestFocus}
        disclosure={collapsible ? { open, onToggle: toggle, bodyId } : null}
      />
      {collapsible && (
        <Box id={bodyId} hidden={!open} sx={{ mt: 1 }}>
          {open && (
            <BulletRowsEditor
              entryLabel={label}
              picks={entry.bullets}
              items={event.items}
              onChange={changeBullets}
              onSeal={seal}
            />
          )}
        </Box>
      )}
    </Box>
  );
});

/**
 * The entry's event (or that it is gone from the library), with Move up, Move down and Remove; its
 * title opens and collapses its bullets (`disclosure`) when it has them.
 */
const EventEntryBar = memo(function EventEntryBar({
  sectionId,
  entryId,
  label,
  detail,
  index,
  total,
  neighbourId,
  requestFocus,
  disclosure,
}: {
  disclosure: { open: boolean; onToggle: () => void; bodyId: string } | null;
  sectionId: string;
  entryId: string;
  label: string;
  /** The event's detail line; null when the event is gone from the library. */
  detail: string | null;
  index: number;
  total: number;
  neighbourId: string | null;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {disclosure ? (
          <DisclosureHeading
            level="h3"
            open={disclosure.open}
            onToggle={disclosure.onToggle}
            controls={disclosure.bodyId}
            title={label}
            sx={{ fontWeight: 600 }}
          />
        ) : (
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
        )}
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        {detail === null && (
          <Typography variant="body2" color="text.secondary">
            {t('resumes.editor.entries.missingHint')}
          </Typography>
        )}
      </Box>
      <EntryControls
        sectionId={sectionId}
        entryId={entryId}
        label={label}
        index={index}
        total={total}
        neighbourId={neighbourId}
        neighbourFocus="remove"
        requestFocus={requestFocus}
      />
    </Stack>
  );
});

/** "Add from library" and its dialog; adds the checked events with all their bullets shown. */
const AddFromLibrary = memo(function AddFromLibrary({
  sectionId,
  sectionTitle,
  available,
  room,
  withBullets,
}: {
  sectionId: string;
  sectionTitle: string;
  /** The library's events the section does not hold. */
  available: LibraryEvent[];
  /** How many more entries the section can take. */
  room: number;
  withBullets: boolean;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button
        startIcon={<Add />}
        data-action="add-entry"
        disabled={room <= 0}
        onClick={() => setAdding(true)}
      >
        {t('resumes.editor.library.open', { section: sectionTitle })}
      </Button>
      <LibraryDialog
        open={adding}
        title={t('resumes.editor.library.title', { section: sectionTitle })}
        events={available}
        empty={t('resumes.editor.library.allAdded')}
        onClose={() => setAdding(false)}
        onAdd={(picked) => {
          change(
            addEventEntries(
              sectionId,
              picked.slice(0, room).map((event) => ({
                eventId: event.id,
                bullets: withBullets
                  ? event.items.map((item) => ({ itemId: item.id, visible: true, text: null }))
                  : [],
              })),
            ),
          );
          announce(t('resumes.editor.library.added', { count: Math.min(picked.length, room) }));
        }}
      />
    </>
  );
});
