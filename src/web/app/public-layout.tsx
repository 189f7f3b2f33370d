import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../domain/paths';
import { isPartnerDeployment } from '../../domain/runtime-config';
import { BrandLogo } from '../components/brand-logo';
import { LanguageSwitcher } from '../components/language-switcher';
import { mainContentId, SkipLink } from '../components/skip-link';
import { useRuntimeConfig } from '../lib/services';

function PublicHeader() {
  return (
    <Box
      component="header"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          py: 1.5,
        }}
      >
        <Link href={paths.landing()} underline="none" color="inherit">
          <BrandLogo />
        </Link>
        <LanguageSwitcher />
      </Container>
    </Box>
  );
}

function PublicFooter() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  // The landing and the blog are the public site's pages, which the server renders (decision 090).
  const blog =
    isPartnerDeployment(config.env) && config.links.partnerBlog
      ? config.links.partnerBlog
      : paths.blog();
  const externalLinks = [
    { key: 'footer.help', href: config.links.help },
    { key: 'footer.contact', href: config.links.contact },
    { key: 'footer.terms', href: config.links.terms },
    { key: 'footer.privacy', href: config.links.privacy },
  ] as const;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('footer.tagline')}
          </Typography>
          <Box component="nav" aria-label={t('footer.label')}>
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              <li>
                <Link variant="body2" href={blog}>
                  {t('footer.blog')}
                </Link>
              </li>
              {externalLinks.map(({ key, href }) => (
                <li key={key}>
                  <Link variant="body2" href={href}>
                    {t(key)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

/** Public pages: the brand and language switcher on top, the provider's links at the bottom. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader />
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
