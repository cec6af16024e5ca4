// The signed-out area: login, and (from e-mailed links) account activation and password reset.
import { LoginPage } from './LoginPage.tsx';

export default function LoginArea() {
  return <LoginPage />;
}
