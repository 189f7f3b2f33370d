import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeTemplates, type ResumeTemplate } from '../../../domain/resume-document';
import { planHasTemplate, usePlan } from '../../lib/plan-operations';
import { PremiumChip, UpgradeLink } from '../plan/plan-notice';
import type { TemplateThumbnail, TemplateThumbnails } from './use-template-thumbnails';

/**
 * The template as three radio cards (a native radio group: arrow keys move between them), each
 * with a picture of page 1 in that template when `thumbnails` are given. Each radio is named by
 * the template's name and described by its description; the picture shows what the name says,
 * so it is not read out again. A template the user's plan leaves out is marked Premium and cannot
 * be chosen (unless it is the one the document already has), with a link to the upgrade below.
 */
export function TemplateChoice({
  value,
  onChange,
  name,
  thumbnails,
  narrow = false,
}: {
  value: ResumeTemplate;
  onChange: (value: ResumeTemplate) => void;
  name: string;
  thumbnails?: TemplateThumbnails;
  /** Cards side by side even in a narrow column (the editor's design panel). */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const plan = usePlan();
  const premiumOnly = resumeTemplates.filter((template) => !planHasTemplate(plan, template));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1 }}>
        {t('documents.design.template')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as ResumeTemplate)}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: narrow
            ? 'repeat(3, minmax(0, 1fr))'
            : { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {resumeTemplates.map((template) => {
          const selected = value === template;
          const locked = !selected && premiumOnly.includes(template);
          return (
            <Paper
              key={template}
              component="label"
              variant="outlined"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'flex-start',
                // Lines at the top even when a neighbour's longer description makes the card taller.
                alignContent: 'flex-start',
                gap: 0.5,
                p: 1.5,
                pl: 0.5,
                cursor: locked ? 'default' : 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                boxShadow: (theme) =>
                  selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {thumbnails && <Thumbnail thumbnail={thumbnails[template]} />}
              <Radio
                value={template}
                disabled={locked}
                slotProps={{
                  input: {
                    'aria-labelledby': `${id}-${template}-name`,
                    'aria-describedby': premiumOnly.includes(template)
                      ? `${id}-${template}-premium ${id}-${template}-description`
                      : `${id}-${template}-description`,
                  },
                }}
                // In a narrow card, a smaller radio leaves the name room on its line (the whole
                // card is what is clicked).
                size={narrow ? 'small' : 'medium'}
                sx={narrow ? { p: 0.5, ml: 0.5 } : { mt: -0.75 }}
              />
              {/* Not narrower than its longest word: in a narrow card the name goes below the
                  radio rather than past the card's edge. */}
              <Box sx={{ flex: 1 }}>
                <Typography
                  id={`${id}-${template}-name`}
                  variant={narrow ? 'body2' : 'body1'}
                  sx={{ fontWeight: 600, lineHeight: narrow ? 1.75 : undefined }}
                >
                  {t(`documents.design.templates.${template}.name`)}
                </Typography>
                {premiumOnly.includes(template) && <PremiumChip id={`${id}-${template}-premium`} />}
                <Typography
                  id={`${id}-${template}-description`}
                  variant="body2"
                  color="text.secondary"
                  sx={narrow ? { display: 'none' } : undefined}
                >
                  {t(`documents.design.templates.${template}.description`)}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </RadioGroup>
      {premiumOnly.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('plans.templates.premiumHint')}{' '}
          <UpgradeLink>{t('plans.templates.upgrade')}</UpgradeLink>
        </Typography>
      )}
    </FormControl>
  );
}

/** The card's width, less the room the radio's padding leaves on the left (centred in the card). */
const frameSx = {
  width: 'calc(100% - 8px)',
  aspectRatio: '8.5 / 11',
  ml: 1,
  mb: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.5,
  bgcolor: 'common.white',
} as const;

/** Page 1 in the template (decorative: the radio's name says which), or a placeholder. */
function Thumbnail({ thumbnail }: { thumbnail: TemplateThumbnail }) {
  const { t } = useTranslation();
  if (thumbnail === null)
    return <Skeleton variant="rectangular" sx={{ ...frameSx, height: 'auto' }} />;
  if (thumbnail === 'failed') {
    return (
      <Box sx={{ ...frameSx, display: 'grid', placeItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          {t('documents.editor.theme.noThumbnail')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={thumbnail}
      alt=""
      data-template-thumbnail
      sx={{ ...frameSx, display: 'block', objectFit: 'contain' }}
    />
  );
}
