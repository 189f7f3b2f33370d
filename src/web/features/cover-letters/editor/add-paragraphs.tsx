import Add from '@mui/icons-material/Add';
import AutoAwesome from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paragraphKinds,
  paragraphOrder,
  type ParagraphKind,
} from '../../../../domain/career-event';
import {
  suggestParagraphs,
  type ParagraphSuggestion,
} from '../../../../domain/paragraph-suggestions';
import { useAnnounce } from '../../../components/document-editor/announcer';
import {
  LibraryDialog,
  type LibraryChoice,
} from '../../../components/document-editor/library-dialog';
import { addParagraphs, useDraft, useEdit } from './letter-draft';
import type { LetterLibrary } from './letter-library';

/**
 * Under the paragraphs: "Add from library" (every paragraph the letter does not hold, filtered by
 * kind and tags) and "Suggest paragraphs" (the ones that match the target job's description, each
 * with its reasons). What is chosen joins the letter where its kind goes.
 */
export function AddParagraphsButtons({
  library,
  room,
}: {
  library: LetterLibrary;
  /** How many more paragraphs the letter can take. */
  room: number;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const [open, setOpen] = useState<'library' | 'suggest' | null>(null);
  const paragraphs = useDraft((draft) => draft.content.paragraphs);
  const description = useDraft((draft) => draft.targetJob.description);
  const kindOf = useMemo(() => {
    const kinds = new Map(library.map((entry) => [entry.id, entry.kind]));
    return (eventId: string): ParagraphKind => kinds.get(eventId) ?? 'BODY';
  }, [library]);
  const used = useMemo(
    () => new Set(paragraphs.map((paragraph) => paragraph.eventId)),
    [paragraphs],
  );
  const available = useMemo(
    () => library.filter((entry) => !used.has(entry.id)).sort(paragraphOrder),
    [library, used],
  );
  const suggestions = useMemo(
    () =>
      open === 'suggest'
        ? suggestParagraphs(library, description, {
            used,
            kindsPresent: new Set(paragraphs.map((paragraph) => kindOf(paragraph.eventId))),
          })
        : [],
    [description, kindOf, library, open, paragraphs, used],
  );

  const add = (eventIds: string[]) => {
    const taken = eventIds.slice(0, room);
    change(addParagraphs(taken, kindOf));
    announce(t('coverLetters.editor.paragraphs.added', { count: taken.length }));
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
      <Button
        startIcon={<Add />}
        data-action="add-paragraphs"
        disabled={room <= 0 || library.length === 0}
        onClick={() => setOpen('library')}
      >
        {t('coverLetters.editor.paragraphs.add')}
      </Button>
      <Button
        startIcon={<AutoAwesome />}
        disabled={room <= 0 || library.length === 0}
        onClick={() => setOpen('suggest')}
      >
        {t('coverLetters.editor.suggest.open')}
      </Button>
      <FilteredLibraryDialog
        open={open === 'library'}
        available={available}
        onAdd={add}
        onClose={() => setOpen(null)}
      />
      <LibraryDialog
        open={open === 'suggest'}
        title={t('coverLetters.editor.suggest.title')}
        events={suggestions.flatMap((suggestion) => {
          const entry = library.find((paragraph) => paragraph.id === suggestion.id);
          return entry
            ? [{ id: entry.id, label: entry.title, detail: reasonsOf(t, suggestion, entry.kind) }]
            : [];
        })}
        empty={
          description.trim() === ''
            ? t('coverLetters.editor.suggest.noDescription')
            : t('coverLetters.editor.suggest.none')
        }
        filters={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('coverLetters.editor.suggest.intro')}
          </Typography>
        }
        onAdd={(picked) => add(picked.map((choice) => choice.id))}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}

/** Why a paragraph is suggested: the words and tags it shares, and the kind the letter lacks. */
function reasonsOf(t: TFunction, suggestion: ParagraphSuggestion, kind: ParagraphKind): string {
  const kindName = t(`events.coverLetter.kinds.${kind}`);
  return [
    kindName,
    suggestion.sharedTerms.length > 0
      ? t('coverLetters.editor.suggest.sharedTerms', { terms: suggestion.sharedTerms.join(', ') })
      : null,
    suggestion.matchedTags.length > 0
      ? t('coverLetters.editor.suggest.matchedTags', { tags: suggestion.matchedTags.join(', ') })
      : null,
    suggestion.fillsKind ? t('coverLetters.editor.suggest.fillsKind', { kind: kindName }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Add from library", with the library narrowed by kind and by tag. */
function FilteredLibraryDialog({
  open,
  available,
  onAdd,
  onClose,
}: {
  open: boolean;
  available: LetterLibrary;
  onAdd: (eventIds: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kindLabelId = useId();
  const [kind, setKind] = useState<ParagraphKind | 'ALL'>('ALL');
  const [tags, setTags] = useState<ReadonlySet<string>>(new Set());
  const allTags = useMemo(
    () => [...new Set(available.flatMap((entry) => entry.tags))].sort((a, b) => a.localeCompare(b)),
    [available],
  );
  const listed: LibraryChoice[] = available
    .filter((entry) => kind === 'ALL' || entry.kind === kind)
    .filter((entry) => [...tags].every((tag) => entry.tags.includes(tag)))
    .map((entry) => ({
      id: entry.id,
      label: entry.title,
      detail: [t(`events.coverLetter.kinds.${entry.kind}`), ...entry.tags].join(' · '),
    }));
  return (
    <LibraryDialog
      open={open}
      title={t('coverLetters.editor.paragraphs.addTitle')}
      events={listed}
      empty={
        available.length === 0
          ? t('coverLetters.editor.paragraphs.allAdded')
          : t('coverLetters.editor.paragraphs.noneMatch')
      }
      filters={
        <Stack sx={{ gap: 1.5, mb: 2 }}>
          <Typography id={kindLabelId} variant="subtitle2">
            {t('coverLetters.editor.paragraphs.kindFilter')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={kind}
            aria-labelledby={kindLabelId}
            onChange={(_, value: ParagraphKind | 'ALL' | null) => value && setKind(value)}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value="ALL">{t('coverLetters.editor.paragraphs.allKinds')}</ToggleButton>
            {paragraphKinds.map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`events.coverLetter.kinds.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {allTags.length > 0 && (
            <Stack
              direction="row"
              role="group"
              aria-label={t('coverLetters.editor.paragraphs.tagFilter')}
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              {allTags.map((tag) => {
                const on = tags.has(tag);
                return (
                  <Chip
                    key={tag}
                    label={tag}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() =>
                      setTags((previous) => {
                        const next = new Set(previous);
                        if (on) next.delete(tag);
                        else next.add(tag);
                        return next;
                      })
                    }
                  />
                );
              })}
            </Stack>
          )}
        </Stack>
      }
      onAdd={(picked) => onAdd(picked.map((choice) => choice.id))}
      onClose={onClose}
    />
  );
}
