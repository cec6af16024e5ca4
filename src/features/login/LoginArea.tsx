// The signed-out area: login, and (from e-mailed links) account activation and password reset.
// The spec reads the links' keys on the login page (/) and names /activateAccount and
// /finishResetPassword as their own routes: both work. Without a key those two go to the login.
import { useMemo } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ActivationPage } from './ActivationPage.tsx';
import { FinishResetPage } from './FinishResetPage.tsx';
import { LoginPage } from './LoginPage.tsx';

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
    return <ActivationPage key={activationKey} input={input} />;
  }
  if (pathname !== '/activateAccount' && resetKey) {
    return <FinishResetPage key={resetKey} input={{ resetPasswordKey: resetKey, locale }} />;
  }
  if (pathname !== '/') return <Redirect to="/" replace />;
  return <LoginPage />;
}
