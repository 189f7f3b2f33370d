import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

const Link = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** The first stop for keyboard users: jumps past the navigation to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Link href={`#${mainContentId}`}>{t('common.skipToContent')}</Link>;
}
