// The signed-in layout is its own chunk: the login page (the first thing a new visitor downloads)
// does not carry the navigation, its icons, menus and dialogs. The area chunk starts loading at
// the same time (AppRoutes renders it inside), so this adds no round trip.
import { lazy, Suspense, type ReactNode } from 'react';
import { Flex, Spinner } from '@radix-ui/themes';

const AppShell = lazy(() => import('./AppShell.tsx'));

export function LazyAppShell({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ height: '100vh' }} aria-busy="true">
          <Spinner size="3" />
        </Flex>
      }
    >
      <AppShell>{children}</AppShell>
    </Suspense>
  );
}
