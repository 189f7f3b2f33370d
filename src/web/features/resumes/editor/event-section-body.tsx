import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSectionConfig } from '../../../../domain/resume';
import { resumeLimits } from '../../../../domain/resume';
import { useAnnounce } from './announcer';
import { BulletRowsEditor } from './bullet-rows-editor';
import { addEventEntries, changeEventEntry, moveEntry, removeEntry } from './content-changes';
import { useEdit } from './edit-context';
import type { LibraryEvent } from './editor-library';
import { LibraryDialog } from './library-dialog';
import { MoveButtons } from './move-buttons';
import { useFocusRequest } from './use-focus-request';

/**
 * The entries of a WORK, EDUCATION or SKILLS section: events of the library, added from a dialog,
 * removed and reordered; work and education entries list their bullets to pick from.
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
  const { change, seal } = useEdit();
  const announce = useAnnounce();
  const [adding, setAdding] = useState(false);
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const byId = new Map(events.map((event) => [event.id, event]));
  const inSection = new Set(section.entries.map((entry) => entry.eventId));
  const available = events.filter((event) => !inSection.has(event.id));
  const total = section.entries.length;
  const withBullets = section.kind !== 'SKILLS';
  const full = total >= resumeLimits.entries;

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
          {section.entries.map((entry, index) => {
            const event = byId.get(entry.eventId);
            const label = event?.label ?? t('resumes.editor.entries.missing');
            return (
              <Box
                component="li"
                key={entry.id}
                data-focus-key={entry.id}
                sx={
                  withBullets ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 } : {}
                }
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {label}
                    </Typography>
                    {event?.detail && (
                      <Typography variant="body2" color="text.secondary">
                        {event.detail}
                      </Typography>
                    )}
                    {!event && (
                      <Typography variant="body2" color="text.secondary">
                        {t('resumes.editor.entries.missingHint')}
                      </Typography>
                    )}
                  </Box>
                  <MoveButtons
                    item={label}
                    index={index}
                    total={total}
                    onMove={(from, to, direction) => {
                      change(moveEntry(section.id, from, to));
                      requestFocus(entry.id, direction, direction === 'up' ? 'down' : 'up');
                      announce(t('resumes.editor.moved', { item: label, position: to + 1, total }));
                    }}
                  />
                  <IconButton
                    size="small"
                    aria-label={t('resumes.editor.entries.remove', { item: label })}
                    onClick={() => {
                      const neighbour = section.entries[index + 1] ?? section.entries[index - 1];
                      change(removeEntry(section.id, entry.id));
                      if (neighbour) requestFocus(neighbour.id, 'remove');
                      else requestFocus(null, 'add-entry');
                      announce(t('resumes.editor.entries.removed', { item: label }));
                    }}
                    data-action="remove"
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
                {withBullets && event && (
                  <Box sx={{ mt: 1 }}>
                    <BulletRowsEditor
                      entryLabel={label}
                      picks={entry.bullets}
                      items={event.items}
                      onChange={(bullets, coalesce) =>
                        change(
                          changeEventEntry(section.id, entry.id, (current) => ({
                            ...current,
                            bullets,
                          })),
                          coalesce,
                        )
                      }
                      onSeal={seal}
                    />
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <Button
        startIcon={<Add />}
        data-action="add-entry"
        disabled={full}
        onClick={() => setAdding(true)}
      >
        {t('resumes.editor.library.open', { section: sectionTitle })}
      </Button>
      <LibraryDialog
        open={adding}
        title={t('resumes.editor.library.title', { section: sectionTitle })}
        events={available}
        onClose={() => setAdding(false)}
        onAdd={(picked) => {
          const room = resumeLimits.entries - total;
          change(
            addEventEntries(
              section.id,
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
    </Box>
  );
});
