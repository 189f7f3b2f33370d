import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ResumeTemplate } from '../../../domain/resume-document';
import { DocumentError, type DocumentsClient } from '../../lib/documents-client';
import { saveFile } from '../documents/save-file';
import { useConfirm } from '../documents/use-confirm';
import { useNotice, type Notify } from '../documents/use-notice';
import { PlanNotice } from '../plan/plan-notice';
import { UnsavedChangesDialog } from '../unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../use-unsaved-changes-guard';
import { Announcer, useAnnounce } from './announcer';
import { CollapseContext, createCollapseStore } from './collapse-state';
import type { DocumentDraft } from './document-draft';
import { DownloadMenu } from './download-menu';
import type { DraftStorage } from './draft-storage';
import { EditContext, type Edit } from './edit-context';
import { EditorSplit } from './editor-split';
import { NameField } from './name-field';
import { PreviewPane } from './preview/preview-pane';
import type { PreviewStore } from './preview/preview-store';
import { usePreview, usePreviewStore } from './preview/use-preview';
import { FieldLabelsContext, useRefusalMessage, type FieldLabels } from './refusal-message';
import { SaveStatus } from './save-status';
import { ThemePanel } from './theme-panel';
import { UndoRedoButtons } from './undo-redo-buttons';
import {
  useAutosave,
  useAutosaveState,
  type AutosaveHandle,
  type SaveResult,
} from './use-autosave';
import { useEditorHistory } from './use-editor-history';

/** The words of one kind of document the editor shows. */
export interface DocumentEditorWords {
  /** The page's heading ("Edit resume"). */
  title: string;
  /** The name field's label and the hint while it is empty. */
  name: string;
  nameRequired: string;
  /** The share dialog's title. */
  shareTitle: string;
  /** The kind's own fields by their path in a refusal (src/web/components/document-editor/refusal-message.ts). */
  fieldLabels: FieldLabels;
}

export interface DocumentEditorProps<
  Draft extends DocumentDraft,
  PreviewDraft,
  Format extends string,
> {
  documentId: string;
  /** What the server has. */
  saved: Draft;
  /** Where editing starts: `saved`, or the draft a reload kept. */
  start: Draft;
  /** The server's `updatedAt` of `saved`. */
  updatedAt: string;
  /** Saves the whole draft; answers the new `updatedAt`. */
  save: (draft: Draft) => Promise<SaveResult & { updatedAt?: string }>;
  documents: DocumentsClient<PreviewDraft, Format>;
  /**
   * What the preview renders of a draft, as the documents client takes it: the same object as
   * long as the parts it reads are the same (a new name renders nothing).
   */
  previewOf: (draft: Draft) => PreviewDraft;
  drafts: DraftStorage<Draft>;
  /** The downloads, in the menu's order. */
  formats: readonly Format[];
  words: DocumentEditorWords;
  /**
   * Asked before a download or before sharing is turned on: a warning to confirm first (a letter
   * with placeholders nothing fills), or null.
   */
  warning?: (draft: Draft) => string | null;
  /** The share panel, in the share dialog. */
  sharePanel: (notify: Notify, confirm: () => Promise<boolean>) => ReactNode;
  /** Above the split: the target job. */
  targetJob: ReactNode;
  /** The kind's own panels, above the design panel (`undo` for their own "Undo" buttons). */
  form: (undo: () => void) => ReactNode;
  /**
   * Past the plan's limit (decision 100): a banner says so, and nothing can be changed; it still
   * downloads and shares.
   */
  readOnly?: boolean;
}

/**
 * A document's editor with its live preview (wrapped in the editor's live region): the same for
 * every kind of document, which brings its own panels (`form`), target job and share panel.
 */
export function DocumentEditor<Draft extends DocumentDraft, PreviewDraft, Format extends string>(
  props: DocumentEditorProps<Draft, PreviewDraft, Format>,
) {
  return (
    <FieldLabelsContext.Provider value={props.words.fieldLabels}>
      <Announcer>
        <EditorBody {...props} />
      </Announcer>
    </FieldLabelsContext.Provider>
  );
}

/**
 * The editor's state and what follows each change of the draft: the undo history, the autosave,
 * the tab's copy of the draft, the live preview and the guard on leaving. It runs on every
 * keystroke, but renders only `EditorView`, whose props stay the same while the user types: each
 * field reads its own part of the draft (`useDraft`), so a keystroke re-renders the field typed
 * in, and what shows that part (a section's title, the save status), not the page around it.
 */
function EditorBody<Draft extends DocumentDraft, PreviewDraft, Format extends string>({
  documentId,
  saved,
  start,
  updatedAt,
  save,
  documents,
  previewOf,
  drafts,
  formats,
  words,
  warning,
  sharePanel,
  targetJob,
  form,
  readOnly = false,
}: DocumentEditorProps<Draft, PreviewDraft, Format>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const onUndoRedo = useCallback(
    (kind: 'undo' | 'redo') =>
      announce(t(kind === 'undo' ? 'documents.editor.undone' : 'documents.editor.redone')),
    [announce, t],
  );
  const preview = usePreviewStore(documents);
  const wantPreview = useCallback(
    (next: Draft) => preview.want(previewOf(next)),
    [preview, previewOf],
  );
  const { draft, edit, undo, redo } = useEditorHistory(start, onUndoRedo, wantPreview);
  usePreview(previewOf(draft), preview);

  // The server version the stored draft builds on, for the tab's storage.
  const base = useRef(updatedAt);

  const saveDraft = useCallback(
    async (value: Draft): Promise<SaveResult> => {
      const result = await save(value);
      if (result.ok && result.updatedAt) base.current = result.updatedAt;
      return result;
    },
    [save],
  );
  const onSaved = useCallback(
    (_value: Draft, settled: boolean) => {
      if (settled) drafts.forget(documentId);
      else drafts.store(documentId, base.current, edit.history().present);
    },
    [documentId, drafts, edit],
  );
  const autosave = useAutosave({ value: draft, savedValue: saved, save: saveDraft, onSaved });
  const dirty = useAutosaveState(autosave).status !== 'saved';
  useEffect(() => {
    if (dirty) drafts.store(documentId, base.current, draft);
  }, [dirty, draft, documentId, drafts]);

  // Leaving while a save waits: save now and go; ask only when the save fails.
  const { blocker } = useUnsavedChangesGuard(dirty);
  const [askToLeave, setAskToLeave] = useState(false);
  const { flush } = autosave;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void flush().then((ok) => {
      if (cancelled) return;
      if (ok) blocker.proceed();
      else setAskToLeave(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, flush]);
  const leaveBlocker = useMemo(
    () =>
      ({
        ...blocker,
        state:
          askToLeave && blocker.state === 'blocked' ? ('blocked' as const) : ('unblocked' as const),
        reset: () => {
          setAskToLeave(false);
          blocker.reset?.();
        },
        proceed: () => {
          setAskToLeave(false);
          drafts.forget(documentId);
          blocker.proceed?.();
        },
      }) as typeof blocker,
    [askToLeave, blocker, documentId, drafts],
  );

  // Read the draft when asked, so the panels do not re-render on every keystroke.
  const fit = useCallback(
    (pages: number) => documents.fit(previewOf(edit.history().present), pages),
    [documents, edit, previewOf],
  );
  // Page 1 of the draft in another template, for the design panel's pictures.
  const thumbnail = useCallback(
    async (template: ResumeTemplate, signal: AbortSignal) => {
      const present = edit.history().present;
      const { content } = present;
      return documents.picture(
        previewOf({ ...present, content: { ...content, theme: { ...content.theme, template } } }),
        signal,
      );
    },
    [documents, edit, previewOf],
  );
  const warningNow = useCallback(() => warning?.(edit.history().present) ?? null, [edit, warning]);

  return (
    <EditContext.Provider value={edit as unknown as Edit}>
      <EditorView
        documentId={documentId}
        documents={documents as DocumentsClient<unknown, string>}
        formats={formats}
        words={words}
        warning={warningNow}
        sharePanel={sharePanel}
        targetJob={targetJob}
        form={form}
        preview={preview as PreviewStore<unknown>}
        autosave={autosave}
        fit={fit}
        thumbnail={thumbnail}
        undo={undo}
        redo={redo}
        readOnly={readOnly}
      />
      <LeaveDialog blocker={leaveBlocker} />
    </EditContext.Provider>
  );
}

const LeaveDialog = memo(UnsavedChangesDialog);

/**
 * The editor's page: name, undo and redo, download and share; the save status; the target job;
 * the kind's panels and the design beside the preview (or in tabs on a narrow screen).
 */
const EditorView = memo(function EditorView({
  documentId,
  documents,
  formats,
  words,
  warning,
  sharePanel,
  targetJob,
  form,
  preview,
  autosave,
  fit,
  thumbnail,
  undo,
  redo,
  readOnly,
}: {
  documentId: string;
  documents: DocumentsClient<unknown, string>;
  formats: readonly string[];
  words: DocumentEditorWords;
  warning: () => string | null;
  sharePanel: (notify: Notify, confirm: () => Promise<boolean>) => ReactNode;
  targetJob: ReactNode;
  form: (undo: () => void) => ReactNode;
  preview: PreviewStore<unknown>;
  autosave: AutosaveHandle;
  fit: (pages: number) => Promise<{ scale: number; pageCount: number }>;
  thumbnail: (template: ResumeTemplate, signal: AbortSignal) => Promise<string>;
  undo: () => void;
  redo: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const tabsId = useId();
  const { ask, dialog: confirmDialog } = useConfirm();
  const refusalMessage = useRefusalMessage();
  const confirmWarning = useCallback(async () => {
    const message = warning();
    return message === null || ask(message);
  }, [ask, warning]);

  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { flush } = autosave;
  const download = useCallback(
    async (format: string) => {
      setDownloading(true);
      setDownloadError(null);
      try {
        if (!(await flush())) {
          setDownloadError(t('documents.editor.download.unsaved'));
          return;
        }
        if (!(await confirmWarning())) return;
        const { blob, fileName } = await documents.download(documentId, format);
        saveFile(blob, fileName);
      } catch (error) {
        setDownloadError(
          (error instanceof DocumentError ? refusalMessage(error.refusal) : null) ??
            t('documents.editor.download.failed'),
        );
      } finally {
        setDownloading(false);
      }
    },
    [confirmWarning, documents, flush, documentId, refusalMessage, t],
  );
  const onDownload = useCallback((format: string) => void download(format), [download]);

  const [sharing, setSharing] = useState(false);
  const shareTitleId = useId();
  const collapse = useMemo(() => createCollapseStore(documentId), [documentId]);
  const { notify, snackbar } = useNotice();

  const editPanel = (
    <CollapseContext.Provider value={collapse}>
      <ReadOnlyFields readOnly={readOnly}>
        <Stack sx={{ gap: 3 }}>
          {form(undo)}
          <EditorPanel title={t('documents.editor.theme.title')}>
            <ThemePanel fit={fit} thumbnail={thumbnail} />
          </EditorPanel>
        </Stack>
      </ReadOnlyFields>
    </CollapseContext.Provider>
  );
  const previewPanel = <PreviewPane store={preview} />;

  return (
    <>
      <Box sx={{ px: { xs: 2, md: 3 }, py: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {words.title}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'flex-start' }, mb: 2, flexWrap: 'wrap' }}
        >
          <ReadOnlyFields readOnly={readOnly}>
            <NameField label={words.name} requiredHint={words.nameRequired} />
          </ReadOnlyFields>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {!readOnly && <UndoRedoButtons undo={undo} redo={redo} />}
            <DownloadMenu formats={formats} busy={downloading} onDownload={onDownload} />
            <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
              {t('documents.editor.share.open')}
            </Button>
          </Stack>
        </Stack>
        {readOnly ? (
          <PlanNotice
            severity="warning"
            message={t('plans.readOnly.banner')}
            upgradeLabel={t('plans.readOnly.upgrade')}
          />
        ) : (
          <SaveStatus autosave={autosave} />
        )}
        {downloadError && (
          <Alert
            severity="error"
            role="alert"
            sx={{ my: 1 }}
            onClose={() => setDownloadError(null)}
          >
            {downloadError}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <ReadOnlyFields readOnly={readOnly}>{targetJob}</ReadOnlyFields>
        </Box>
        {wide ? (
          <EditorSplit
            form={
              <Box component="section" aria-label={t('documents.editor.tabs.edit')}>
                {editPanel}
              </Box>
            }
            preview={previewPanel}
          />
        ) : (
          <>
            <Tabs
              value={tab}
              onChange={(_, value: 'edit' | 'preview') => setTab(value)}
              variant="fullWidth"
              sx={{ mt: 1, mb: 2 }}
            >
              <Tab
                value="edit"
                label={t('documents.editor.tabs.edit')}
                id={`${tabsId}-edit`}
                aria-controls={`${tabsId}-edit-panel`}
              />
              <Tab
                value="preview"
                label={t('documents.editor.tabs.preview')}
                id={`${tabsId}-preview`}
                aria-controls={`${tabsId}-preview-panel`}
              />
            </Tabs>
            <Box
              role="tabpanel"
              id={`${tabsId}-edit-panel`}
              aria-labelledby={`${tabsId}-edit`}
              hidden={tab !== 'edit'}
            >
              {editPanel}
            </Box>
            <Box
              role="tabpanel"
              id={`${tabsId}-preview-panel`}
              aria-labelledby={`${tabsId}-preview`}
              hidden={tab !== 'preview'}
              sx={{ height: 'calc(100dvh - 96px)', minHeight: 420 }}
            >
              {previewPanel}
            </Box>
          </>
        )}
      </Box>
      <Dialog
        open={sharing}
        onClose={() => setSharing(false)}
        aria-labelledby={shareTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={shareTitleId}>{words.shareTitle}</DialogTitle>
        <DialogContent>{sharePanel(notify, confirmWarning)}</DialogContent>
        <DialogActions>
          <Button onClick={() => setSharing(false)}>{t('documents.editor.share.close')}</Button>
        </DialogActions>
      </Dialog>
      {confirmDialog}
      {snackbar}
    </>
  );
});

/**
 * Fields the user may not change (a read-only document): a disabled fieldset, so no control in it
 * takes input, with nothing of its own on screen.
 */
function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** A titled panel of the editor's form. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
