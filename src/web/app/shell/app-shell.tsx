import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { localDay } from '../../../domain/job-application';
import { paths } from '../../../domain/paths';
import { isPartnerDeployment } from '../../../domain/runtime-config';
import { BrandLogo } from '../../components/brand-logo';
import { LanguageSwitcher } from '../../components/language-switcher';
import { mainContentId, SkipLink } from '../../components/skip-link';
import { useAuth } from '../../lib/auth/auth-provider';
import { useSignOut } from '../../lib/auth/use-sign-out';
import { apiErrorCodes, hasErrorCode } from '../../lib/graphql-error-policy';
import { graphql } from '../../lib/graphql';
import { useServices } from '../../lib/services';
import { MeQuery } from '../../lib/user-operations';
import { sideNavWidth } from '../theme';
import { signedOutPage } from '../../../domain/deployment-redirects';
import { partnerPortalUrl } from './partner-portal';
import { ProfileBlock } from './profile-block';
import { SideNav } from './side-nav';
import { SignOutDialog } from './sign-out-dialog';

/** How many of the user's applications are due today: the count beside the tracker's link. */
export const DueJobApplicationCountQuery = graphql(`
  query DueJobApplicationCount($today: String!) {
    dueJobApplicationCount(today: $today)
  }
`);

/** Counted again after any change to an application (urql's document cache, by typename). */
const dueCountContext = { additionalTypenames: ['JobApplication'] };

function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to={paths.resumes()}
      onClick={onNavigate}
      underline="none"
      color="inherit"
      sx={{ display: 'inline-flex', borderRadius: 1 }}
    >
      <BrandLogo />
    </Link>
  );
}

/**
 * The authenticated shell (docs/product/routes.md): a 248-wide side navigation, permanent from medium screens up
 * and a slide-out drawer behind a menu button below that; the page itself in the main landmark.
 * It loads the profile (`me`); a NO_USER_FOUND answer logs out and renders nothing (docs/product/routes.md#states-and-redirects).
 */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const navId = useId();
  const { config, analytics, identity } = useServices();
  const { authUser } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [{ data, error }] = useQuery({ query: MeQuery });
  const me = data?.me;
  const noUser = hasErrorCode(error, apiErrorCodes.noUserFound);
  const partner = isPartnerDeployment(config.env);
  const showJobTracker = Boolean(me) && !me?.profile.mjDomain;
  const [{ data: due }] = useQuery({
    query: DueJobApplicationCountQuery,
    variables: { today: localDay() },
    context: dueCountContext,
    pause: !showJobTracker,
  });
  const dueCount = showJobTracker ? (due?.dueJobApplicationCount ?? 0) : 0;

  // An identity without a user record is logged out (docs/product/routes.md#states-and-redirects); the guard then offers sign-in.
  useEffect(() => {
    if (noUser) void identity.signOut();
  }, [noUser, identity]);

  useEffect(() => {
    if (me?.id) analytics.identify(me.id);
  }, [analytics, me?.id]);

  const finishSignOut = useCallback(async () => {
    setConfirmingSignOut(false);
    await signOut();
    await navigate(signedOutPage(config.env), { replace: true });
  }, [navigate, config.env, signOut]);

  const requestSignOut = useCallback(() => {
    setDrawerOpen(false);
    if (authUser?.isAnonymous) setConfirmingSignOut(true);
    else void finishSignOut();
  }, [authUser?.isAnonymous, finishSignOut]);

  if (noUser) return null;

  const closeDrawer = () => setDrawerOpen(false);
  const partnerDomain = me?.profile.mjDomain ?? null;
  const offerSignUp = authUser?.isAnonymous && !partner && config.env !== 'prod';

  const drawerContent = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ flexGrow: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.5,
          }}
        >
          <LogoLink onNavigate={closeDrawer} />
          {!isDesktop && (
            <IconButton aria-label={t('shell.closeNavigation')} onClick={closeDrawer} edge="end">
              <Close />
            </IconButton>
          )}
        </Box>
        {partnerDomain && (
          <Box sx={{ px: 2, pb: 1 }}>
            <Link
              href={partnerPortalUrl(partnerDomain)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              <ArrowBack fontSize="small" aria-hidden="true" />
              {t('shell.backToPartner', { partner: partnerDomain })}
            </Link>
          </Box>
        )}
        <SideNav
          showJobTracker={showJobTracker}
          jobTrackerDue={dueCount}
          showAdmin={me?.isAdmin ?? false}
          onNavigate={closeDrawer}
        />
      </Box>
      <Box component="section" aria-label={t('shell.account')}>
        <Box sx={{ px: 2, pb: 1.5, display: 'grid', gap: 1.5 }}>
          {offerSignUp && (
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.signUp()}
              onClick={closeDrawer}
            >
              {t('shell.keepYourWork')}
            </Button>
          )}
          <LanguageSwitcher fullWidth />
        </Box>
        <ProfileBlock me={me} onSignOut={requestSignOut} />
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      {!isDesktop && (
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label={t('shell.openNavigation')}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? navId : undefined}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu />
            </IconButton>
            <LogoLink />
          </Toolbar>
        </AppBar>
      )}
      {isDesktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: sideNavWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: sideNavWidth, boxSizing: 'border-box' },
          }}
        >
          {drawerContent}
        </Drawer>
      ) : (
        <Drawer
          id={navId}
          variant="temporary"
          open={drawerOpen}
          onClose={closeDrawer}
          slotProps={{ paper: { 'aria-label': t('shell.navigationPanel') } }}
          sx={{ '& .MuiDrawer-paper': { width: sideNavWidth, boxSizing: 'border-box' } }}
        >
          {drawerContent}
        </Drawer>
      )}
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
      >
        {!isDesktop && <Toolbar />}
        <Outlet />
      </Box>
      <SignOutDialog
        open={confirmingSignOut}
        onCancel={() => setConfirmingSignOut(false)}
        onConfirm={() => void finishSignOut()}
      />
    </Box>
  );
}
