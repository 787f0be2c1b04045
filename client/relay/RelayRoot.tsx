// Provides the Relay environment; signing out replaces it, which clears every cached record.
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createEnvironment } from './environment';

const ResetContext = createContext<() => void>(() => {
  throw new Error('useResetEnvironment must be used inside <RelayRoot>');
});

export function RelayRoot({ children }: { children: ReactNode }) {
  const [environment, setEnvironment] = useState(createEnvironment);
  const reset = useMemo(() => () => setEnvironment(createEnvironment()), []);
  return (
    <ResetContext.Provider value={reset}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </ResetContext.Provider>
  );
}

export const useResetEnvironment = () => useContext(ResetContext);
