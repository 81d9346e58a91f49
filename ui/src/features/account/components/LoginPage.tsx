import { Link } from 'wouter';
import { useAuthActor } from '../../account/AuthProvider';
import { AuthLayout } from '../../account/components/AuthLayout';
import { AuthForm, CredentialFields } from './AuthForm';

interface LoginForm {
  emailId: string;
  password: string;
}

/** /login (spec §2): the signed-in redirect to / happens in the route guard. */
export default function LoginPage() {
  const auth = useAuthActor();
  const submit = (values: LoginForm) =>
    auth.send({ type: 'LOGIN', credentials: { emailId: values.emailId.trim(), password: values.password } });

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to continue your practice."
      footer={
        <>
          Don&apos;t have an account? <Link href="/signup">Sign Up</Link>
        </>
      }
    >
      <AuthForm<LoginForm> onSubmit={submit} submitLabel="Log In" busy="loggingIn" social="Sign in">
        <CredentialFields password="current-password" />
        <div className="auth-row">
          <a href="#" className="muted-link" onClick={(e) => e.preventDefault()}>
            Forgot your password?
          </a>
        </div>
      </AuthForm>
    </AuthLayout>
  );
}
