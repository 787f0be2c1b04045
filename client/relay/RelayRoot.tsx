// Provides the app's Relay environment; signing out replaces it (resetEnvironment), which clears every cached record.
import { type ReactNode, useSyncExternalStore } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getEnvironment, resetEnvironment, subscribeToEnvironment } from './environment';

export function RelayRoot({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeToEnvironment, getEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

export const useResetEnvironment = () => resetEnvironment;
