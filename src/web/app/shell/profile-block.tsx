import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { isPartnerDeployment } from '../../../domain/runtime-config';
import { initials } from '../../../domain/user';
import type { ResultOf } from '../../lib/graphql';
import { followPreferredLanguage } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/services';
import type { MeQuery } from '../../lib/user-operations';

type Me = ResultOf<typeof MeQuery>['me'];

const languageOf = { EN: 'en', ES: 'es', FR: 'fr' } as const;

/**
 * The bottom of the side navigation (docs/product/routes.md): headshot or initials, full name and a link to the
 * profile (whose language, once chosen, the app follows); a right-click on it signs out, and so does the visible "Sign out" button. A name too
 * long for the 248 px navigation ends in an ellipsis; the link's name and its tooltip (on hover and
 * keyboard focus) keep it whole.
 */
export function ProfileBlock({ me, onSignOut }: { me: Me | undefined; onSignOut: () => void }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const firstName = me?.profile.firstName ?? '';
  const lastName = me?.profile.lastName ?? '';
  const fullName = `${firstName} ${lastName}`.trim() || t('shell.guest');
  const letters = initials(firstName, lastName);
  const external = isPartnerDeployment(config.env) ? config.links.partnerProfile : null;
  const linkProps = external ? { href: external } : { component: RouterLink, to: paths.profile() };
  const language = me?.language ? languageOf[me.language] : null;

  // The language chosen in the profile drives the app (decision 103).
  useEffect(() => {
    void followPreferredLanguage(language);
  }, [language]);

  return (
    <Box
      onContextMenu={(event) => {
        event.preventDefault();
        onSignOut();
      }}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1,
      }}
    >
      {me ? (
        <Tooltip title={fullName} placement="top">
          <Link
            {...linkProps}
            underline="none"
            color="inherit"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              minWidth: 0,
              p: 1,
              borderRadius: 2,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Avatar
              src={me.headshotURL ?? undefined}
              alt=""
              aria-hidden="true"
              sx={{
                bgcolor: 'secondary.main',
                width: 40,
                height: 40,
                flexShrink: 0,
                fontSize: '1rem',
              }}
            >
              {letters || <Person />}
            </Avatar>
            <Typography component="span" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
              {fullName}
            </Typography>
          </Link>
        </Tooltip>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width={120} />
        </Box>
      )}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<Logout aria-hidden="true" />}
        onClick={onSignOut}
      >
        {t('shell.signOut')}
      </Button>
    </Box>
  );
}
