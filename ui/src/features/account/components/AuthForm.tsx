import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useAuth, useAuthActor, type AuthPhase } from '../AuthProvider';
import { emailError, passwordError } from '../validation';
import { SocialButtons } from './AuthLayout';
import { PasswordInput } from './PasswordInput';
import { ruleOf } from './formRules';

interface AuthFormProps<T> {
  readonly onSubmit: (values: T) => void;
  readonly submitLabel: string;
  /** The auth machine's phase while this form's request is on its way. */
  readonly busy: AuthPhase;
  readonly social: 'Sign in' | 'Sign up';
  /** The fields, above the submit button. */
  readonly children: ReactNode;
}

/** The form of /login and /signup: the last auth error (gone when the page is left), the fields, submit, then Google and GitHub. */
export function AuthForm<T extends object>({ onSubmit, submitLabel, busy, social, children }: AuthFormProps<T>) {
  const auth = useAuthActor();
  const { phase, error } = useAuth();
  useEffect(() => () => auth.send({ type: 'CLEAR_ERROR' }), [auth]);

  return (
    <>
      {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
      <Form<T> noValidate layout="vertical" requiredMark={false} onFinish={onSubmit} validateTrigger="onBlur">
        {children}
        <Button type="primary" htmlType="submit" block size="large" loading={phase === busy}>
          {submitLabel}
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <SocialButtons action={social} />
    </>
  );
}

/** Email and password, as both forms ask them; `password` says which one the browser offers to fill. */
export function CredentialFields({ password }: { password: 'current-password' | 'new-password' }) {
  return (
    <>
      <Form.Item label="Email" name="emailId" rules={[ruleOf(emailError)]}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[ruleOf(passwordError)]}>
        <PasswordInput autoComplete={password} placeholder="At least 8 characters" />
      </Form.Item>
    </>
  );
}
