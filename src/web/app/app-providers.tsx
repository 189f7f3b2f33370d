import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { GraphqlProvider } from '../lib/graphql-provider';
import { ServicesProvider, type Services } from '../lib/services';
import { theme } from './theme';

/** Theme, services, auth state and the GraphQL client, in that order. */
export function AppProviders({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ServicesProvider services={services}>
        <AuthProvider>
          <GraphqlProvider>{children}</GraphqlProvider>
        </AuthProvider>
      </ServicesProvider>
    </ThemeProvider>
  );
}
