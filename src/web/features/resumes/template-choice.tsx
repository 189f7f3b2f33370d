import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeTemplates, type ResumeTemplate } from '../../../domain/resume-document';

/**
 * The template as three radio cards (a native radio group: arrow keys move between them). Each
 * radio is named by the template's name and described by its description.
 */
export function TemplateChoice({
  value,
  onChange,
  name,
}: {
  value: ResumeTemplate;
  onChange: (value: ResumeTemplate) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1 }}>
        {t('resumes.new.template')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as ResumeTemplate)}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {resumeTemplates.map((template) => {
          const selected = value === template;
          return (
            <Paper
              key={template}
              component="label"
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.5,
                p: 1.5,
                pl: 0.5,
                cursor: 'pointer',
                borderColor: selected ? 'primary.main' : 'divider',
                boxShadow: (theme) =>
                  selected ? `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Radio
                value={template}
                slotProps={{
                  input: {
                    'aria-labelledby': `${id}-${template}-name`,
                    'aria-describedby': `${id}-${template}-description`,
                  },
                }}
                sx={{ mt: -0.75 }}
              />
              <Box>
                <Typography id={`${id}-${template}-name`} sx={{ fontWeight: 600 }}>
                  {t(`resumes.new.templates.${template}.name`)}
                </Typography>
                <Typography
                  id={`${id}-${template}-description`}
                  variant="body2"
                  color="text.secondary"
                >
                  {t(`resumes.new.templates.${template}.description`)}
                </Typography>
              </Box>
            </Paper>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
