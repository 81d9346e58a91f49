import { useEffect } from 'react';
import { Link } from 'wouter';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useAuth, useAuthActor } from '../../account/AuthProvider';
import { emailError, passwordError } from '../validation';
import { AuthLayout, SocialButtons } from '../../account/components/AuthLayout';
import { PasswordInput } from './PasswordInput';
import { ruleOf } from './formRules';

interface LoginForm {
  emailId: string;
  password: string;
}

/** /login (spec §2): the signed-in redirect to / happens in the route guard. */
export default function LoginPage() {
  const auth = useAuthActor();
  const { phase, error } = useAuth();
  useEffect(() => () => auth.send({ type: 'CLEAR_ERROR' }), [auth]);

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
      {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
      <Form<LoginForm> noValidate layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onBlur">
        <Form.Item label="Email" name="emailId" rules={[ruleOf(emailError)]}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[ruleOf(passwordError)]}>
          <PasswordInput autoComplete="current-password" placeholder="At least 8 characters" />
        </Form.Item>
        <div className="auth-row">
          <a href="#" className="muted-link" onClick={(e) => e.preventDefault()}>
            Forgot your password?
          </a>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={phase === 'loggingIn'}>
          Log In
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <SocialButtons action="Sign in" />
    </AuthLayout>
  );
}
