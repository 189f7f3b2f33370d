import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../domain/paths';
import { TryWithoutAccountButton } from '../../components/try-without-account-button';
import { useRuntimeConfig } from '../../lib/services';

const highlights: Array<{ title: ParseKeys; body: ParseKeys }> = [
  { title: 'landing.highlights.library.title', body: 'landing.highlights.library.body' },
  { title: 'landing.highlights.tailor.title', body: 'landing.highlights.tailor.body' },
  { title: 'landing.highlights.track.title', body: 'landing.highlights.track.body' },
];

/** The public landing page: what the product does and the ways in. */
export function LandingPage() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
          <Stack spacing={3} sx={{ alignItems: { md: 'center' }, textAlign: { md: 'center' } }}>
            <Typography
              id="landing-title"
              variant="h1"
              sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, maxWidth: 760 }}
            >
              {t('landing.title')}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 640 }}
            >
              {t('landing.lead')}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'center', width: '100%' }}
            >
              {config.env !== 'prod' && (
                <Button variant="contained" size="large" component={RouterLink} to={paths.signUp()}>
                  {t('landing.createAccount')}
                </Button>
              )}
              <TryWithoutAccountButton variant="outlined" size="large" />
            </Stack>
            <Typography>
              {t('landing.haveAccount')}{' '}
              <Link component={RouterLink} to={paths.login()} sx={{ fontWeight: 600 }}>
                {t('landing.signIn')}
              </Link>
            </Typography>
          </Stack>
        </Container>
      </Box>
      <Container
        component="section"
        aria-labelledby="landing-highlights"
        maxWidth="lg"
        sx={{ py: { xs: 5, md: 8 } }}
      >
        <Typography id="landing-highlights" variant="h2" sx={{ mb: 3 }}>
          {t('landing.highlightsTitle')}
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {highlights.map((item) => (
            <Paper key={item.title} component="li" variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
                {t(item.title)}
              </Typography>
              <Typography color="text.secondary">{t(item.body)}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
