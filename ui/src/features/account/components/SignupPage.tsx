import { Link } from 'wouter';
import { Form, Input } from 'antd';
import { useAuthActor } from '../../account/AuthProvider';
import { firstNameError } from '../validation';
import { AuthLayout } from '../../account/components/AuthLayout';
import { AuthForm, CredentialFields } from './AuthForm';
import { ruleOf } from './formRules';

interface SignupForm {
  firstName: string;
  emailId: string;
  password: string;
}

/** /signup (spec §2). A successful registration signs in; the route guard then goes to /. */
export default function SignupPage() {
  const auth = useAuthActor();
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
      <AuthForm<SignupForm> onSubmit={submit} submitLabel="Sign Up" busy="registering" social="Sign up">
        <Form.Item label="First name" name="firstName" rules={[ruleOf(firstNameError)]}>
          <Input autoComplete="given-name" placeholder="Ada" />
        </Form.Item>
        <CredentialFields password="new-password" />
      </AuthForm>
    </AuthLayout>
  );
}
