import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/page-container';

/** The frame of the sign-in pages: a titled card, centred, full width on phones. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
        <Stack spacing={2.5}>
          <Stack spacing={1}>
            <Typography variant="h1">{title}</Typography>
            {intro && <Typography color="text.secondary">{intro}</Typography>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
