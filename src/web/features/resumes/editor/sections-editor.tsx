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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../domain/language';
import { resumeLimits, type ResumeSectionConfig } from '../../../../domain/resume';
import { resumeSectionKinds, type ResumeSectionKind } from '../../../../domain/resume-document';
import { useAnnounce } from './announcer';
import { addSection, moveSection, newId, removeSection, setHeading } from './content-changes';
import { CustomSectionBody } from './custom-section-body';
import { useEdit } from './edit-context';
import type { EditorLibrary } from './editor-library';
import { EventSectionBody } from './event-section-body';
import { MoveButtons } from './move-buttons';
import { useFocusRequest } from './use-focus-request';

/**
 * The resume's sections in order: add one of each kind, rename (an empty heading prints the
 * document language's own), move, and remove (undone with the editor's Undo).
 */
export const SectionsEditor = memo(function SectionsEditor({
  sections,
  language,
  library,
  onUndo,
}: {
  sections: ResumeSectionConfig[];
  language: Language;
  library: EditorLibrary;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const announce = useAnnounce();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [removed, setRemoved] = useState<{ id: string; title: string } | null>(null);
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const defaultHeading = (kind: ResumeSectionKind) =>
    t(`resumeDocument.headings.${kind}`, { lng: language });
  const titleOf = (section: ResumeSectionConfig) =>
    section.heading.trim() || defaultHeading(section.kind);
  const total = sections.length;
  const showRemoved = removed && !sections.some((section) => section.id === removed.id);

  const add = (kind: ResumeSectionKind) => {
    setMenuAnchor(null);
    const id = newId();
    change(addSection(kind, id));
    requestFocus(id, 'heading');
    announce(t('resumes.editor.sections.added', { section: defaultHeading(kind) }));
  };

  return (
    <Box ref={container} sx={{ display: 'grid', gap: 2 }}>
      {sections.map((section, index) => {
        const title = titleOf(section);
        return (
          <Paper
            key={section.id}
            component="section"
            variant="outlined"
            aria-label={title}
            data-focus-key={section.id}
            sx={{ p: 2 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography variant="h2" sx={{ fontSize: '1.15rem', flex: 1 }}>
                {title}
              </Typography>
              <MoveButtons
                item={title}
                index={index}
                total={total}
                onMove={(from, to, direction) => {
                  change(moveSection(from, to));
                  requestFocus(section.id, direction, direction === 'up' ? 'down' : 'up');
                  announce(t('resumes.editor.moved', { item: title, position: to + 1, total }));
                }}
              />
              <IconButton
                size="small"
                aria-label={t('resumes.editor.sections.remove', { section: title })}
                onClick={() => {
                  const neighbour = sections[index + 1] ?? sections[index - 1];
                  change(removeSection(section.id));
                  setRemoved({ id: section.id, title });
                  if (neighbour) requestFocus(neighbour.id, 'heading');
                  else requestFocus(null, 'add-section');
                  announce(t('resumes.editor.sections.removed', { section: title }));
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Stack>
            <TextField
              label={t('resumes.editor.sections.heading', { section: title })}
              value={section.heading}
              placeholder={defaultHeading(section.kind)}
              helperText={t('resumes.editor.sections.headingHint')}
              size="small"
              fullWidth
              sx={{ mb: 2 }}
              slotProps={{
                htmlInput: { maxLength: resumeLimits.text, 'data-action': 'heading' },
                inputLabel: { shrink: true },
              }}
              onChange={(event) =>
                change(setHeading(section.id, event.target.value), `heading:${section.id}`)
              }
              onBlur={seal}
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
          </Paper>
        );
      })}
      {total === 0 && <Typography>{t('resumes.editor.sections.empty')}</Typography>}
      {showRemoved && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              aria-label={t('resumes.editor.sections.undoRemove', { section: removed.title })}
              onClick={() => {
                onUndo();
                setRemoved(null);
              }}
            >
              {t('resumes.editor.undo')}
            </Button>
          }
          onClose={() => setRemoved(null)}
          closeText={t('resumes.editor.dismiss')}
        >
          {t('resumes.editor.sections.removedNotice', { section: removed.title })}
        </Alert>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          data-action="add-section"
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? 'true' : undefined}
          disabled={total >= resumeLimits.sections}
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
    </Box>
  );
});
