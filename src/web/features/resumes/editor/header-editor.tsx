import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { completeWebAddress } from '../../../../domain/career-event';
import { resumeLimits, type ResumeContent } from '../../../../domain/resume';
import { useAnnounce } from '../../../components/document-editor/announcer';
import { changeContent } from './content-changes';
import { useDraft, useEdit } from './resume-edit';
import {
  useFocusRequest,
  type RequestFocus,
} from '../../../components/document-editor/use-focus-request';
import { EditorTextField } from '../../../components/document-editor/editor-text-field';

type Header = ResumeContent['header'];
type HeaderField = Exclude<keyof Header, 'links'>;
type Link = Header['links'][number];

const fields: HeaderField[] = ['name', 'headline', 'email', 'phone', 'location'];

const setHeader = (change: (header: Header) => Header) =>
  changeContent((content) => ({ ...content, header: change(content.header) }));

const setLinks = (change: (links: Link[]) => Link[]) =>
  setHeader((header) => ({ ...header, links: change(header.links) }));

/**
 * The resume's header: name, headline, contact lines and links; then the summary. Each field
 * reads its own value from the draft, so typing in one re-renders that field alone.
 */
export const HeaderEditor = memo(function HeaderEditor() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <HeaderTextField key={field} field={field} />
        ))}
      </Box>
      <LinksEditor />
      <SummaryField />
    </Box>
  );
});

const HeaderTextField = memo(function HeaderTextField({ field }: { field: HeaderField }) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => draft.content.header[field]);
  return (
    <EditorTextField
      label={t(`resumes.editor.header.${field}`)}
      value={value}
      size="small"
      type={field === 'email' ? 'email' : 'text'}
      slotProps={{ htmlInput: { maxLength: resumeLimits.text } }}
      onChange={(event) =>
        change(
          setHeader((current) => ({ ...current, [field]: event.target.value })),
          `header:${field}`,
        )
      }
      onBlur={seal}
    />
  );
});

/** The header's links (label and URL): the list follows their number, each field its own text. */
function LinksEditor() {
  const { t } = useTranslation();
  const { change } = useEdit();
  const { container, requestFocus } = useFocusRequest<HTMLFieldSetElement>();
  const count = useDraft((draft) => draft.content.header.links.length);
  return (
    <Box component="fieldset" ref={container} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('resumes.editor.header.links')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {Array.from({ length: count }, (_, index) => (
          // Links have no ids: their keys are their positions, stable while typing.
          <LinkRow key={index} index={index} count={count} requestFocus={requestFocus} />
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<Add />}
        data-action="add-link"
        sx={{ mt: 1 }}
        disabled={count >= resumeLimits.links}
        onClick={() => {
          change(setLinks((links) => [...links, { label: '', url: '' }]));
          requestFocus(`link:${count}`, 'label');
        }}
      >
        {t('resumes.editor.header.addLink')}
      </Button>
    </Box>
  );
}

const LinkRow = memo(function LinkRow({
  index,
  count,
  requestFocus,
}: {
  index: number;
  /** How many links there are. */
  count: number;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const link = t('resumes.editor.header.link', { number: index + 1 });
  return (
    <Box
      component="li"
      data-focus-key={`link:${index}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <LinkField index={index} part="label" link={link} />
      <LinkField index={index} part="url" link={link} />
      <IconButton
        aria-label={t('resumes.editor.header.removeLink', { link })}
        onClick={() => {
          change(setLinks((links) => links.filter((_, at) => at !== index)));
          const remaining = count - 1;
          if (remaining > 0) requestFocus(`link:${Math.min(index, remaining - 1)}`, 'label');
          else requestFocus(null, 'add-link');
          announce(t('resumes.editor.entries.removed', { item: link }));
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
});

const LinkField = memo(function LinkField({
  index,
  part,
  link,
}: {
  index: number;
  part: keyof Link;
  /** The link's name ("Link 2"). */
  link: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => draft.content.header.links[index]?.[part] ?? '');
  const url = part === 'url';
  const setPart = (text: string) =>
    change(
      setLinks((links) =>
        links.map((current, at) => (at === index ? { ...current, [part]: text } : current)),
      ),
      `link:${index}:${part}`,
    );
  return (
    <EditorTextField
      label={t(url ? 'resumes.editor.header.linkUrl' : 'resumes.editor.header.linkLabel', { link })}
      value={value}
      size="small"
      type={url ? 'url' : undefined}
      placeholder={url ? 'https://' : undefined}
      sx={{ flex: url ? '2 1 12rem' : '1 1 8rem' }}
      slotProps={{
        htmlInput: url
          ? { maxLength: resumeLimits.url }
          : { maxLength: resumeLimits.text, 'data-action': 'label' },
      }}
      onChange={(event) => setPart(event.target.value)}
      onBlur={() => {
        // A web address typed without `https://` gets it as the field is left: what saving stores.
        if (url && completeWebAddress(value) !== value) setPart(completeWebAddress(value));
        seal();
      }}
    />
  );
});

/** The summary, below the header (a multiline field: it re-renders, and measures, alone). */
const SummaryField = memo(function SummaryField() {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const summary = useDraft((draft) => draft.content.summary);
  return (
    <EditorTextField
      label={t('resumes.editor.summary')}
      value={summary}
      multiline
      minRows={3}
      fullWidth
      slotProps={{ htmlInput: { maxLength: resumeLimits.summary } }}
      onChange={(event) =>
        change(
          changeContent((content) => ({ ...content, summary: event.target.value })),
          'summary',
        )
      }
      onBlur={seal}
    />
  );
});
