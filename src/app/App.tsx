import { Theme } from '@radix-ui/themes';
import { Provider as UrqlProvider } from 'urql';
import { Router } from 'wouter';
import { apiClient } from '../graphql/apiClient.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { MaintenanceOverlay } from './MaintenanceOverlay.tsx';
import { Toaster } from './toast/Toaster.tsx';
import { UpdateCheck } from './UpdateCheck.tsx';

export function App() {
  return (
    <Theme accentColor="blue" grayColor="slate" radius="medium" scaling="100%">
      <ErrorBoundary>
        <UrqlProvider value={apiClient}>
          <Router>
            <AppRoutes />
          </Router>
        </UrqlProvider>
      </ErrorBoundary>
      <UpdateCheck />
      <MaintenanceOverlay />
      <Toaster />
    </Theme>
  );
}
