import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../../domain/language';
import {
  paperSizes,
  resumeFonts,
  themeBounds,
  type ResumeTemplate,
  type ResumeTheme,
} from '../../../domain/resume-document';
import { NativeSelectField } from '../native-select-field';
import { languageNames } from '../../lib/i18n';
import { TemplateChoice } from './template-choice';
import { useTemplateThumbnails } from './use-template-thumbnails';
import { useAnnounce } from './announcer';
import { changeContent } from './document-draft';
import { useDraft, useEdit } from './edit-context';

const hexColour = /^#[0-9a-fA-F]{6}$/;

const setTheme = (patch: Partial<ResumeTheme>) =>
  changeContent((content) => ({ ...content, theme: { ...content.theme, ...patch } }));

/**
 * The look: template (pictures of this resume's page 1 in each, made again when the rest of the
 * design changes), font, size, accent colour, margins, paper and the document's language; "Fit
 * to N pages" asks the server for the scale that fits, and "Reset size" goes back to 100 %.
 */
export const ThemePanel = memo(function ThemePanel({
  fit,
  thumbnail,
}: {
  /** "Fit to `pages`": the scale to use and the page count it gives. */
  fit: (pages: number) => Promise<{ scale: number; pageCount: number }>;
  /** Page 1 of the draft in `template`, as SVG. */
  thumbnail: (template: ResumeTemplate, signal: AbortSignal) => Promise<string>;
}) {
  const { t } = useTranslation();
  const { change, seal } = useEdit();
  const theme = useDraft((draft) => draft.content.theme);
  const language = useDraft((draft) => draft.content.language);
  const announce = useAnnounce();
  const fontSizeId = useId();
  const marginId = useId();
  const [fitting, setFitting] = useState<number | null>(null);
  const [fitMessage, setFitMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const percent = Math.round(theme.scale * 100);
  const thumbnails = useTemplateThumbnails(
    thumbnail,
    JSON.stringify({ ...theme, template: null, scale: null, language }),
  );

  const runFit = async (pages: number) => {
    setFitting(pages);
    setFitMessage(null);
    try {
      const result = await fit(pages);
      change(setTheme({ scale: result.scale }));
      const text =
        result.pageCount <= pages
          ? t('documents.editor.theme.fitted', {
              count: result.pageCount,
              percent: Math.round(result.scale * 100),
            })
          : t('documents.editor.theme.fitTooLong', { count: result.pageCount });
      setFitMessage({ text, failed: result.pageCount > pages });
    } catch {
      setFitMessage({ text: t('documents.editor.theme.fitFailed'), failed: true });
    } finally {
      setFitting(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TemplateChoice
        name="theme-template"
        value={theme.template}
        thumbnails={thumbnails}
        narrow
        onChange={(template) => change(setTheme({ template }))}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <NativeSelectField
          label={t('documents.editor.theme.font')}
          value={theme.font}
          options={resumeFonts.map((value) => ({ value, label: value }))}
          onChange={(value) => change(setTheme({ font: value as ResumeTheme['font'] }))}
        />
        <NativeSelectField
          label={t('documents.editor.theme.paper')}
          value={theme.paper}
          options={paperSizes.map((value) => ({
            value,
            label: t(`documents.editor.theme.papers.${value}`),
          }))}
          onChange={(value) => change(setTheme({ paper: value as ResumeTheme['paper'] }))}
        />
        <NativeSelectField
          label={t('documents.editor.theme.language')}
          value={language}
          options={languages.map((value) => ({ value, label: languageNames[value] }))}
          onChange={(value) => {
            if (isLanguage(value)) {
              change(changeContent((content) => ({ ...content, language: value })));
            }
          }}
        />
      </Box>
      <Box>
        <Typography id={fontSizeId} variant="body2" gutterBottom>
          {t('documents.editor.theme.fontSize', { size: theme.fontSize })}
        </Typography>
        <Slider
          aria-labelledby={fontSizeId}
          value={theme.fontSize}
          min={themeBounds.fontSize.min}
          max={themeBounds.fontSize.max}
          step={0.5}
          getAriaValueText={(value) => t('documents.editor.theme.points', { value })}
          onChange={(_, value) => change(setTheme({ fontSize: value }), 'theme:fontSize')}
          onChangeCommitted={seal}
        />
      </Box>
      <Box>
        <Typography id={marginId} variant="body2" gutterBottom>
          {t('documents.editor.theme.margins', { size: theme.marginMm })}
        </Typography>
        <Slider
          aria-labelledby={marginId}
          value={theme.marginMm}
          min={themeBounds.marginMm.min}
          max={themeBounds.marginMm.max}
          step={1}
          getAriaValueText={(value) => t('documents.editor.theme.millimetres', { value })}
          onChange={(_, value) => change(setTheme({ marginMm: value }), 'theme:marginMm')}
          onChangeCommitted={seal}
        />
      </Box>
      <AccentColour
        value={theme.accentColor}
        onChange={(accentColor) => change(setTheme({ accentColor }), 'theme:accentColor')}
        onBlur={seal}
      />
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('documents.editor.theme.size', { percent })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {[1, 2].map((pages) => (
            <Button
              key={pages}
              variant="outlined"
              size="small"
              disabled={fitting !== null}
              onClick={() => void runFit(pages)}
            >
              {t('documents.editor.theme.fit', { count: pages })}
            </Button>
          ))}
          <Button
            size="small"
            disabled={theme.scale === 1}
            onClick={() => {
              change(setTheme({ scale: 1 }));
              setFitMessage(null);
              announce(t('documents.editor.theme.sizeReset'));
            }}
          >
            {t('documents.editor.theme.resetSize')}
          </Button>
        </Stack>
        {/* The result is read out where it shows. */}
        <Typography
          role="status"
          variant="body2"
          color={fitMessage?.failed ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
        >
          {fitMessage?.text}
        </Typography>
      </Box>
    </Box>
  );
});

/** A colour picker and its hex code side by side; the code is applied once it is complete. */
function AccentColour({
  value,
  onChange,
  onBlur,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [typed, setTyped] = useState({ text: value, for: value });
  // The value changed elsewhere (the picker, undo): show it.
  const text = typed.for === value ? typed.text : value;
  const invalid = !hexColour.test(text);
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Box>
        <Typography component="label" htmlFor={pickerId} variant="body2" sx={{ display: 'block' }}>
          {t('documents.editor.theme.accent')}
        </Typography>
        <Box
          component="input"
          id={pickerId}
          type="color"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onBlur={onBlur}
          sx={{ width: 48, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Box>
      <TextField
        label={t('documents.editor.theme.accentHex')}
        value={text}
        size="small"
        error={invalid}
        helperText={invalid ? t('documents.editor.theme.accentInvalid') : ' '}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
        onChange={(event) => {
          const next = event.target.value.trim();
          if (hexColour.test(next)) {
            setTyped({ text: next, for: next });
            onChange(next.toLowerCase() === value.toLowerCase() ? value : next);
          } else {
            setTyped({ text: next, for: value });
          }
        }}
        onBlur={onBlur}
      />
    </Stack>
  );
}
