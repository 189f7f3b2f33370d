import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The product mark and the header brand, "My Resume" (docs/product/overview.md). */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        width={28}
        height={28}
        sx={{ display: 'block' }}
      />
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.15rem', letterSpacing: '-0.01em' }}>
        {t('brand.name')}
      </Box>
    </Box>
  );
}
