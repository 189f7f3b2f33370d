import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../domain/language';
import { changeLanguage, currentLanguage, languageNames } from '../lib/i18n';

/**
 * A labelled native select of the product's languages, each named in itself. Native, so it is
 * keyboard- and screen-reader-friendly everywhere and keeps MUI's menu code out of the first page.
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const label = t('language.label');
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={{ minWidth: 140 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        input={<OutlinedInput label={label} notched />}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
