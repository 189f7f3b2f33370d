import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MatchBand } from '../../domain/job-match';

/**
 * Each band's look; the band's word is always written on it, never the colour alone, and every
 * word reads at 4.5:1 or more (the theme's orange does not on white, so Fair is outlined in it
 * with a dark text).
 */
const bandLooks: Record<MatchBand, Pick<ChipProps, 'color' | 'variant' | 'sx'>> = {
  GREAT: { color: 'success' },
  GOOD: { color: 'primary' },
  FAIR: { color: 'warning', variant: 'outlined', sx: { color: '#7a3e00' } },
  WEAK: { color: 'default' },
};

/** A match's band as a chip with its word ("Great match"), wherever a match is shown. */
export function BandChip({
  band,
  ...rest
}: { band: MatchBand } & Omit<ChipProps, 'color' | 'label' | 'variant'>) {
  const { t } = useTranslation();
  return <Chip {...bandLooks[band]} label={t(`match.band.${band}`)} {...rest} />;
}
