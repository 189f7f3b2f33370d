import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { memo, useCallback, useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../domain/language';
import { resumeLimits, type ResumeSectionConfig } from '../../../../domain/resume';
import { resumeSectionKinds, type ResumeSectionKind } from '../../../../domain/resume-document';
import { useAnnounce } from '../../../components/document-editor/announcer';
import {
  CollapseContext,
  useAllCollapsed,
  useOpen,
} from '../../../components/document-editor/collapse-state';
import { newId } from '../../../components/document-editor/document-draft';
import { addSection, moveSection, removeSection, setHeading } from './content-changes';
import { CustomSectionBody } from './custom-section-body';
import { DisclosureHeading } from '../../../components/document-editor/disclosure';
import { useDraft, useEdit } from './resume-edit';
import type { EditorLibrary } from './editor-library';
import { EventSectionBody } from './event-section-body';
import { MoveButtons } from '../../../components/document-editor/move-buttons';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';

/**
 * The resume's sections in order: add one of each kind, rename (an empty heading prints the
 * document language's own), move, and remove (undone with the editor's Undo). Each section is
 * memoized: typing in one re-renders that section's changed parts, not the others.
 */
export const SectionsEditor = memo(function SectionsEditor({
  library,
  onUndo,
}: {
  library: EditorLibrary;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const sections = useDraft((draft) => draft.content.sections);
  const language = useDraft((draft) => draft.content.language);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const total = sections.length;
  const showRemoved = removed && !sections.some((section) => section.id === removed.id);
  const dismissRemoved = useCallback(() => setRemoved(null), []);
  const undoRemove = useCallback(() => {
    onUndo();
    setRemoved(null);
  }, [onUndo]);

  return (
    <Box ref={container} sx={{ display: 'grid', gap: 2 }}>
      {total > 1 && <CollapseAllButton ids={sections.map((section) => section.id).join('\n')} />}
      {sections.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={index}
          total={total}
          neighbourId={(sections[index + 1] ?? sections[index - 1])?.id ?? null}
          language={language}
          library={library}
          requestFocus={requestFocus}
          onRemoved={setRemoved}
        />
      ))}
      {total === 0 && <Typography>{t('resumes.editor.sections.empty')}</Typography>}
      {showRemoved && (
        <RemovedNotice title={removed.title} onUndo={undoRemove} onDismiss={dismissRemoved} />
      )}
      <AddSectionMenu
        language={language}
        full={total >= resumeLimits.sections}
        requestFocus={requestFocus}
      />
    </Box>
  );
});

/** A section just removed: its id, and its title for the notice. */
interface Removed {
  id: string;
  title: string;
}

const defaultHeading = (t: TFunction, kind: ResumeSectionKind, language: Language) =>
  t(`resumeDocument.headings.${kind}`, { lng: language });

/** Collapses every section, or opens them all when all are collapsed (`ids`: one a line). */
const CollapseAllButton = memo(function CollapseAllButton({ ids }: { ids: string }) {
  const { t } = useTranslation();
  const store = useContext(CollapseContext);
  const list = useMemo(() => ids.split('\n'), [ids]);
  const allCollapsed = useAllCollapsed(list);
  return (
    <Box sx={{ justifySelf: 'end', mt: -1 }}>
      <Button size="small" onClick={() => store.set(list, allCollapsed)}>
        {t(
          allCollapsed
            ? 'resumes.editor.sections.expandAll'
            : 'resumes.editor.sections.collapseAll',
        )}
      </Button>
    </Box>
  );
});

const SectionEditor = memo(function SectionEditor({
  section,
  index,
  total,
  neighbourId,
  language,
  library,
  requestFocus,
  onRemoved,
}: {
  section: ResumeSectionConfig;
  index: number;
  total: number;
  /** The section that takes the focus when this one is removed. */
  neighbourId: string | null;
  language: Language;
  library: EditorLibrary;
  requestFocus: RequestFocus;
  onRemoved: (removed: Removed) => void;
}) {
  const { t } = useTranslation();
  const placeholder = defaultHeading(t, section.kind, language);
  const title = section.heading.trim() || placeholder;
  const [open, toggle] = useOpen(section.id);
  const bodyId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-focus-key={section.id}
      sx={{ p: 2 }}
    >
      <SectionBar
        sectionId={section.id}
        title={title}
        index={index}
        total={total}
        neighbourId={neighbourId}
        requestFocus={requestFocus}
        onRemoved={onRemoved}
        open={open}
        onToggle={toggle}
        bodyId={bodyId}
      />
      {/* A collapsed section's fields are not rendered: they cost nothing while typing elsewhere. */}
      <Box id={bodyId} hidden={!open}>
        {open && (
          <>
            <HeadingField
              sectionId={section.id}
              heading={section.heading}
              title={title}
              placeholder={placeholder}
            />
            {section.kind === 'CUSTOM' ? (
              <CustomSectionBody section={section} sectionTitle={title} />
            ) : (
              <EventSectionBody
                section={section}
                sectionTitle={title}
                events={library[section.kind]}
              />
            )}
          </>
        )}
      </Box>
    </Paper>
  );
});

/** The section's title (which opens and collapses it), with Move up, Move down and Remove. */
const SectionBar = memo(function SectionBar({
  sectionId,
  title,
  index,
  total,
  neighbourId,
  requestFocus,
  onRemoved,
  open,
  onToggle,
  bodyId,
}: {
  open: boolean;
  onToggle: () => void;
  bodyId: string;
  sectionId: string;
  title: string;
  index: number;
  total: number;
  neighbourId: string | null;
  requestFocus: RequestFocus;
  onRemoved: (removed: Removed) => void;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: open ? 1.5 : 0 }}>
      <DisclosureHeading
        level="h2"
        open={open}
        onToggle={onToggle}
        controls={bodyId}
        title={title}
        variant="h2"
        sx={{ fontSize: '1.15rem' }}
      />
      <MoveButtons
        item={title}
        index={index}
        total={total}
        onMove={(from, to, direction) => {
          change(moveSection(from, to));
          requestFocus(sectionId, direction, direction === 'up' ? 'down' : 'up');
          announce(t('documents.editor.moved', { item: title, position: to + 1, total }));
        }}
      />
      <IconButton
        size="small"
        aria-label={t('resumes.editor.sections.remove', { section: title })}
        onClick={() => {
          change(removeSection(sectionId));
          onRemoved({ id: sectionId, title });
          if (neighbourId) requestFocus(neighbourId, 'heading', 'toggle');
          else requestFocus(null, 'add-section');
          announce(t('resumes.editor.sections.removed', { section: title }));
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
});

const HeadingField = memo(function HeadingField({
  sectionId,
  heading,
  title,
  placeholder,
}: {
  sectionId: string;
  heading: string;
  title: string;
  /** The document language's own heading, printed while this one is empty. */
  placeholder: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  return (
    <EditorTextField
      label={t('resumes.editor.sections.heading', { section: title })}
      value={heading}
      placeholder={placeholder}
      helperText={t('resumes.editor.sections.headingHint')}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
      slotProps={{
        htmlInput: { maxLength: resumeLimits.text, 'data-action': 'heading' },
        inputLabel: { shrink: true },
      }}
      onChange={(event) =>
        change(setHeading(sectionId, event.target.value), `heading:${sectionId}`)
      }
      onBlur={seal}
    />
  );
});

/** "Removed …" with Undo, after a section was removed. */
const RemovedNotice = memo(function RemovedNotice({
  title,
  onUndo,
  onDismiss,
}: {
  title: string;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          aria-label={t('resumes.editor.sections.undoRemove', { section: title })}
          onClick={onUndo}
        >
          {t('documents.editor.undo')}
        </Button>
      }
      onClose={onDismiss}
      closeText={t('documents.editor.dismiss')}
    >
      {t('resumes.editor.sections.removedNotice', { section: title })}
    </Alert>
  );
});

/** "Add section" and its menu of kinds; the new section's heading gets the focus. */
const AddSectionMenu = memo(function AddSectionMenu({
  language,
  full,
  requestFocus,
}: {
  language: Language;
  full: boolean;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const add = (kind: ResumeSectionKind) => {
    setMenuAnchor(null);
    const id = newId();
    change(addSection(kind, id));
    requestFocus(id, 'heading');
    announce(t('resumes.editor.sections.added', { section: defaultHeading(t, kind, language) }));
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<Add />}
        data-action="add-section"
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? 'true' : undefined}
        disabled={full}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        {t('resumes.editor.sections.add')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
      >
        {resumeSectionKinds.map((kind) => (
          <MenuItem key={kind} onClick={() => add(kind)}>
            {t(`resumes.editor.sections.kinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
});
