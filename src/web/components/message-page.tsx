import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

/** A page that says one thing: a heading, an explanation and a way on. */
export function MessagePage({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageContainer maxWidth="sm">
      <Stack
        spacing={2}
        sx={{ textAlign: { xs: 'left', sm: 'center' }, alignItems: { sm: 'center' } }}
      >
        {eyebrow && (
          <Typography variant="overline" color="text.secondary" component="p">
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1">{title}</Typography>
        {children && (
          <Typography color="text.secondary" component="div">
            {children}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
