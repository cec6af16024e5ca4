// The signed-out area: login, and (from e-mailed links) account activation and password reset.
// The spec reads the links' keys on the login page (/) and names /activateAccount and
// /finishResetPassword as their own routes: both work. Without a key those two go to the login.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Flex, Spinner } from '@radix-ui/themes';
import { LoginPage } from './LoginPage.tsx';

// Only e-mailed links open these two; the login page (every visitor's first download) does not carry them.
const ActivationPage = lazy(() => import('./ActivationPage.tsx').then((m) => ({ default: m.ActivationPage })));
const FinishResetPage = lazy(() => import('./FinishResetPage.tsx').then((m) => ({ default: m.FinishResetPage })));

function Loading({ children }: { children: ReactNode }) {
  const spinner = (
    <Flex align="center" justify="center" style={{ height: '100vh' }} aria-busy="true">
      <Spinner size="3" />
    </Flex>
  );
  return <Suspense fallback={spinner}>{children}</Suspense>;
}

export default function LoginArea() {
  const [pathname] = useLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const activationKey = params.get('ActivationKey');
  const email = params.get('Email');
  const resetKey = params.get('ResetPasswordKey');
  const locale = navigator.language;

  if (pathname !== '/finishResetPassword' && activationKey && email) {
    const input = { activationKey, email, firstName: params.get('FirstName') ?? '', lastName: params.get('LastName') ?? '', locale };
    return (
      <Loading>
        <ActivationPage key={activationKey} input={input} />
      </Loading>
    );
  }
  if (pathname !== '/activateAccount' && resetKey) {
    return (
      <Loading>
        <FinishResetPage key={resetKey} input={{ resetPasswordKey: resetKey, locale }} />
      </Loading>
    );
  }
  if (pathname !== '/') return <Redirect to="/" replace />;
  return <LoginPage />;
}
