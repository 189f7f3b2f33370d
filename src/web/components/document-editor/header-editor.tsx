import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { completeWebAddress } from '../../../domain/career-event';
import { resumeLimits } from '../../../domain/resume';
import type { ResumeHeader } from '../../../domain/resume-document';
import { useAnnounce } from './announcer';
import { changeContent, type DocumentDraft } from './document-draft';
import { useDraft, useEdit } from './edit-context';
import { EditorTextField } from './editor-text-field';
import { useFocusRequest, type RequestFocus } from './use-focus-request';

type Header = ResumeHeader;
type HeaderField = Exclude<keyof Header, 'links'>;
type Link = Header['links'][number];

const fields: HeaderField[] = ['name', 'headline', 'email', 'phone', 'location'];

/**
 * Where a kind of document keeps its contact block in its content: a resume's `header`, a
 * letter's `sender`.
 */
export type HeaderAt = 'header' | 'sender';

type WithHeader = DocumentDraft & { content: Partial<Record<HeaderAt, Header>> };

const headerOf = (draft: DocumentDraft, at: HeaderAt): Header =>
  (draft as WithHeader).content[at] as Header;

const setHeader = (at: HeaderAt, change: (header: Header) => Header) =>
  changeContent<WithHeader>((content) => ({ ...content, [at]: change(content[at] as Header) }));

const setLinks = (at: HeaderAt, change: (links: Link[]) => Link[]) =>
  setHeader(at, (header) => ({ ...header, links: change(header.links) }));

/**
 * A document's contact block: name, headline, contact lines and links (then what the kind adds,
 * `children`). Each field reads its own value from the draft, so typing in one re-renders that
 * field alone.
 */
export const HeaderEditor = memo(function HeaderEditor({
  at,
  children,
}: {
  at: HeaderAt;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <HeaderTextField key={field} at={at} field={field} />
        ))}
      </Box>
      <LinksEditor at={at} />
      {children}
    </Box>
  );
});

const HeaderTextField = memo(function HeaderTextField({
  at,
  field,
}: {
  at: HeaderAt;
  field: HeaderField;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => headerOf(draft, at)[field]);
  return (
    <EditorTextField
      label={t(`documents.editor.header.${field}`)}
      value={value}
      size="small"
      type={field === 'email' ? 'email' : 'text'}
      slotProps={{ htmlInput: { maxLength: resumeLimits.text } }}
      onChange={(event) =>
        change(
          setHeader(at, (current) => ({ ...current, [field]: event.target.value })),
          `${at}:${field}`,
        )
      }
      onBlur={seal}
    />
  );
});

/** The header's links (label and URL): the list follows their number, each field its own text. */
function LinksEditor({ at }: { at: HeaderAt }) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const { container, requestFocus } = useFocusRequest<HTMLFieldSetElement>();
  const count = useDraft((draft) => headerOf(draft, at).links.length);
  return (
    <Box component="fieldset" ref={container} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('documents.editor.header.links')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {Array.from({ length: count }, (_, index) => (
          // Links have no ids: their keys are their positions, stable while typing.
          <LinkRow key={index} at={at} index={index} count={count} requestFocus={requestFocus} />
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<Add />}
        data-action="add-link"
        sx={{ mt: 1 }}
        disabled={count >= resumeLimits.links}
        onClick={() => {
          change(setLinks(at, (links) => [...links, { label: '', url: '' }]));
          requestFocus(`link:${count}`, 'label');
        }}
      >
        {t('documents.editor.header.addLink')}
      </Button>
    </Box>
  );
}

const LinkRow = memo(function LinkRow({
  at,
  index,
  count,
  requestFocus,
}: {
  at: HeaderAt;
  index: number;
  /** How many links there are. */
  count: number;
  requestFocus: RequestFocus;
}) {
  const { t } = useTranslation();
  const { change } = useEdit();
  const announce = useAnnounce();
  const link = t('documents.editor.header.link', { number: index + 1 });
  return (
    <Box
      component="li"
      data-focus-key={`link:${index}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <LinkField at={at} index={index} part="label" link={link} />
      <LinkField at={at} index={index} part="url" link={link} />
      <IconButton
        aria-label={t('documents.editor.header.removeLink', { link })}
        onClick={() => {
          change(setLinks(at, (links) => links.filter((_, position) => position !== index)));
          const remaining = count - 1;
          if (remaining > 0) requestFocus(`link:${Math.min(index, remaining - 1)}`, 'label');
          else requestFocus(null, 'add-link');
          announce(t('documents.editor.removed', { item: link }));
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
});

const LinkField = memo(function LinkField({
  at,
  index,
  part,
  link,
}: {
  at: HeaderAt;
  index: number;
  part: keyof Link;
  /** The link's name ("Link 2"). */
  link: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const value = useDraft((draft) => headerOf(draft, at).links[index]?.[part] ?? '');
  const url = part === 'url';
  const setPart = (text: string) =>
    change(
      setLinks(at, (links) =>
        links.map((current, position) =>
          position === index ? { ...current, [part]: text } : current,
        ),
      ),
      `${at}:link:${index}:${part}`,
    );
  return (
    <EditorTextField
      label={t(url ? 'documents.editor.header.linkUrl' : 'documents.editor.header.linkLabel', {
        link,
      })}
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
