import { LoginPage } from './routes/auth/login-page';
import { MobileLoginPage } from './routes/auth/mobile-login-page';
import { RegisterPage } from './routes/auth/register-page';
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
