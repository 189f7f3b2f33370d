import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';

/** The link every plan notice ends with: to /app/upgrade. */
export function UpgradeLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.upgrade()}>
      {children ?? t('plans.upgrade')}
    </Link>
  );
}

/** A notice of the plan's limits (`message`), with the way to lift them. */
export function PlanNotice({
  message,
  severity = 'info',
  upgradeLabel,
}: {
  message: string;
  severity?: 'info' | 'warning';
  upgradeLabel?: string;
}) {
  return (
    <Alert severity={severity} role="status" sx={{ mb: 2 }}>
      {message} <UpgradeLink>{upgradeLabel}</UpgradeLink>
    </Alert>
  );
}

/** "Premium" beside what only Premium has. */
export function PremiumChip({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      {...(id ? { id } : {})}
      label={t('plans.premium')}
      size="small"
      color="secondary"
      variant="outlined"
    />
  );
}
