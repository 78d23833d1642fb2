import { LoginPage } from '../features/auth/pages/login-page';
import { MobileLoginPage } from '../features/auth/pages/mobile-login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { completeLogin } from './session-flow';

// The auth feature does not know the member feature; the app joins them after a login.
export function LoginRoute() {
  return <LoginPage onLoggedIn={completeLogin} />;
}

export function MobileLoginRoute() {
  return <MobileLoginPage onLoggedIn={completeLogin} />;
}

export function RegisterRoute() {
  return <RegisterPage onLoggedIn={completeLogin} />;
}
