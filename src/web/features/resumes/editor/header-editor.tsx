import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeLimits, type ResumeContent } from '../../../../domain/resume';
import { useAnnounce } from './announcer';
import { changeContent } from './content-changes';
import { useEdit } from './edit-context';
import { useFocusRequest } from './use-focus-request';

type Header = ResumeContent['header'];
type HeaderField = Exclude<keyof Header, 'links'>;

const fields: HeaderField[] = ['name', 'headline', 'email', 'phone', 'location'];

const setHeader = (change: (header: Header) => Header) =>
  changeContent((content) => ({ ...content, header: change(content.header) }));

/** The resume's header: name, headline, contact lines and links; then the summary. */
export const HeaderEditor = memo(function HeaderEditor({
  header,
  summary,
}: {
  header: Header;
  summary: string;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const announce = useAnnounce();
  const { container, requestFocus } = useFocusRequest<HTMLDivElement>();
  const links = header.links;
  const linkLabel = (index: number) => t('resumes.editor.header.link', { number: index + 1 });
  const setLinks = (next: Header['links'], coalesce?: string) =>
    change(
      setHeader((current) => ({ ...current, links: next })),
      coalesce,
    );

  return (
    <Box ref={container} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`resumes.editor.header.${field}`)}
            value={header[field]}
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
        ))}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('resumes.editor.header.links')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {links.map((link, index) => (
            <Box
              component="li"
              // Links have no ids: their keys are their positions, stable while typing.
              key={index}
              data-focus-key={`link:${index}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <TextField
                label={t('resumes.editor.header.linkLabel', { link: linkLabel(index) })}
                value={link.label}
                size="small"
                sx={{ flex: '1 1 8rem' }}
                slotProps={{ htmlInput: { maxLength: resumeLimits.text, 'data-action': 'label' } }}
                onChange={(event) =>
                  setLinks(
                    links.map((current, at) =>
                      at === index ? { ...current, label: event.target.value } : current,
                    ),
                    `link:${index}:label`,
                  )
                }
                onBlur={seal}
              />
              <TextField
                label={t('resumes.editor.header.linkUrl', { link: linkLabel(index) })}
                value={link.url}
                size="small"
                type="url"
                placeholder="https://"
                sx={{ flex: '2 1 12rem' }}
                slotProps={{ htmlInput: { maxLength: resumeLimits.url } }}
                onChange={(event) =>
                  setLinks(
                    links.map((current, at) =>
                      at === index ? { ...current, url: event.target.value } : current,
                    ),
                    `link:${index}:url`,
                  )
                }
                onBlur={seal}
              />
              <IconButton
                aria-label={t('resumes.editor.header.removeLink', { link: linkLabel(index) })}
                onClick={() => {
                  setLinks(links.filter((_, at) => at !== index));
                  const remaining = links.length - 1;
                  if (remaining > 0)
                    requestFocus(`link:${Math.min(index, remaining - 1)}`, 'label');
                  else requestFocus(null, 'add-link');
                  announce(t('resumes.editor.entries.removed', { item: linkLabel(index) }));
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
          data-action="add-link"
          sx={{ mt: 1 }}
          disabled={links.length >= resumeLimits.links}
          onClick={() => {
            setLinks([...links, { label: '', url: '' }]);
            requestFocus(`link:${links.length}`, 'label');
          }}
        >
          {t('resumes.editor.header.addLink')}
        </Button>
      </Box>
      <TextField
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
    </Box>
  );
});
