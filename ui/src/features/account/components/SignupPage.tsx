import { useEffect } from 'react';
import { Link } from 'wouter';
import { Alert, Button, Divider, Form, Input } from 'antd';
import { useAuth, useAuthActor } from '../../account/AuthProvider';
import { emailError, firstNameError, passwordError } from '../validation';
import { AuthLayout, SocialButtons } from '../../account/components/AuthLayout';
import { PasswordInput } from '../../account/components/PasswordInput';
import { ruleOf } from './formRules';

interface SignupForm {
  firstName: string;
  emailId: string;
  password: string;
}

/** /signup (spec §2). A successful registration signs in; the route guard then goes to /. */
export default function SignupPage() {
  const auth = useAuthActor();
  const { phase, error } = useAuth();
  useEffect(() => () => auth.send({ type: 'CLEAR_ERROR' }), [auth]);

  const submit = (values: SignupForm) =>
    auth.send({
      type: 'REGISTER',
      registration: { firstName: values.firstName.trim(), emailId: values.emailId.trim(), password: values.password },
    });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join Forge and start solving today."
      footer={
        <>
          Already have an account? <Link href="/login">Log In</Link>
        </>
      }
    >
      {error && <Alert className="auth-alert" type="error" showIcon title={error} role="alert" />}
      <Form<SignupForm> noValidate layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onBlur">
        <Form.Item label="First name" name="firstName" rules={[ruleOf(firstNameError)]}>
          <Input autoComplete="given-name" placeholder="Ada" />
        </Form.Item>
        <Form.Item label="Email" name="emailId" rules={[ruleOf(emailError)]}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[ruleOf(passwordError)]}>
          <PasswordInput autoComplete="new-password" placeholder="At least 8 characters" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={phase === 'registering'}>
          Sign Up
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <SocialButtons action="Sign up" />
    </AuthLayout>
  );
}
