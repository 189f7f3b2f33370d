import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** Standard page width and spacing for content pages. */
export function PageContainer({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      {children}
    </Container>
  );
}
