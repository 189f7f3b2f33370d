import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../domain/runtime-config';
import type { Analytics } from './analytics';
import type { IdentityClient } from './identity';
import type { Reporter } from './reporter';

/** The app's long-lived services, made once at start-up (src/web/main.tsx) and injected here. */
export interface Services {
  config: RuntimeConfig;
  identity: IdentityClient;
  reporter: Reporter;
  analytics: Analytics;
  /** Navigation from outside React (the GraphQL error policy). */
  navigate: (path: string) => void;
  /** Leaves the app for a page the server renders (the public site), in place of the current entry. */
  loadPage: (path: string) => void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

export const useRuntimeConfig = () => useServices().config;
