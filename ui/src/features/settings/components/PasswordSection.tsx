import { Form } from 'antd';
import type { User } from '@forge/contracts';
import { PasswordInput } from '../../account/components/PasswordInput';
import { settingsApi } from '../api';
import { SettingsSection } from './SettingsSection';

interface PasswordValues {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

const NEW_PASSWORD_RULES = [
  { required: true, message: 'Password is too weak' },
  { min: 8, message: 'Password is too weak' },
  { max: 128, message: 'Password is too long' },
];

/**
 * Changes the password (the current one required), or sets a first one for an account that signs
 * in with Google only, after which it can unlink Google. Every other session ends.
 */
export function PasswordSection({ user }: { user: User }) {
  const has = user.hasPassword;
  return (
    <SettingsSection<PasswordValues>
      title={has ? 'Change password' : 'Set a password'}
      description={
        has
          ? 'Every other browser signed in to your account is signed out; this one stays signed in.'
          : 'Your account signs in with Google only. A password lets you sign in with your email too, and unlink Google.'
      }
      submitLabel={has ? 'Change password' : 'Set password'}
      initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      save={(values) =>
        settingsApi.changePassword({
          ...(has ? { currentPassword: values.currentPassword ?? '' } : {}),
          newPassword: values.newPassword,
        })
      }
      afterSave={(form) => form.resetFields()}
    >
      {has && (
        <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: 'Current password is required' }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item label="New password" name="newPassword" rules={NEW_PASSWORD_RULES}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match')),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
    </SettingsSection>
  );
}
