import { Checkbox, Form, Input, Radio, Select } from 'antd';
import {
  problemLanguageOf,
  profileSections,
  submissionLanguages,
  type ProfileSection,
  type SubmissionLanguage,
  type Theme,
  type User,
} from '@forge/contracts';
import { useAuth } from '../../account/AuthProvider';
import { PageShell } from '../../layout/components/PageShell';
import { useTheme } from '../../theme/ThemeProvider';
import { settingsApi } from '../api';
import { PasswordSection } from './PasswordSection';
import { SettingsSection } from './SettingsSection';
import './settings.css';

/** What each public section of the profile is called on the profile's screen. */
export const SECTION_LABELS: Readonly<Record<ProfileSection, string>> = {
  calendar: 'Submission calendar and streaks',
  acceptanceRate: 'Acceptance rate',
  languages: 'Languages',
  tags: 'Progress by tag',
  recentAccepted: 'Recent accepted submissions',
};

const NAME_RULES = [
  { required: true, whitespace: true, message: 'Minimum character should be 3' },
  { min: 3, message: 'Minimum character should be 3' },
  { max: 50, message: 'First name is too long' },
];

interface ProfileValues {
  firstName: string;
  lastName?: string;
  country?: string;
  institution?: string;
}

function ProfileSettings({ user }: { user: User }) {
  return (
    <SettingsSection<ProfileValues>
      title="Profile"
      description="Your name shows on your profile, the leaderboard and your submissions."
      submitLabel="Save profile"
      initialValues={{
        firstName: user.firstName,
        lastName: user.lastName ?? '',
        country: user.settings?.country ?? '',
        institution: user.settings?.institution ?? '',
      }}
      save={(values) =>
        settingsApi.save({
          firstName: values.firstName,
          lastName: values.lastName ?? '',
          country: values.country ?? '',
          institution: values.institution ?? '',
        })
      }
    >
      <div className="st-row">
        <Form.Item label="First name" name="firstName" rules={NAME_RULES}>
          <Input autoComplete="given-name" maxLength={50} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[{ max: 50, message: 'Last name is too long' }]}>
          <Input autoComplete="family-name" maxLength={50} />
        </Form.Item>
      </div>
      <div className="st-row">
        <Form.Item label="Country" name="country" rules={[{ max: 60, message: 'Country is too long (at most 60 characters)' }]}>
          <Input autoComplete="country-name" maxLength={60} />
        </Form.Item>
        <Form.Item
          label="Institution"
          name="institution"
          rules={[{ max: 100, message: 'Institution is too long (at most 100 characters)' }]}
        >
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
      </div>
    </SettingsSection>
  );
}

interface PreferenceValues {
  defaultLanguage?: SubmissionLanguage;
  theme: Theme;
}

function PreferenceSettings({ user }: { user: User }) {
  const { mode, set } = useTheme();
  return (
    <SettingsSection<PreferenceValues>
      title="Preferences"
      description="Kept with your account, so every browser you sign in on uses them."
      submitLabel="Save preferences"
      // The theme shown is the account's once signed in (useAccountTheme), or the one the header's toggle just saved.
      initialValues={{ defaultLanguage: user.settings?.defaultLanguage, theme: mode }}
      save={async (values) => {
        const answer = await settingsApi.save({ defaultLanguage: values.defaultLanguage ?? null, theme: values.theme });
        set(values.theme);
        return answer;
      }}
    >
      <Form.Item
        label="Default language"
        name="defaultLanguage"
        extra="The editor opens a problem you have not written in yet in this language; empty, in the last one you used."
      >
        <Select
          allowClear
          placeholder="The last one used"
          options={submissionLanguages.map((language) => ({ value: language, label: problemLanguageOf[language] }))}
        />
      </Form.Item>
      <Form.Item label="Theme" name="theme">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      </Form.Item>
    </SettingsSection>
  );
}

interface PrivacyValues {
  publicSections: ProfileSection[];
}

function PrivacySettings({ user }: { user: User }) {
  return (
    <SettingsSection<PrivacyValues>
      title="Privacy"
      description="What other learners see on your profile. Your name and solved problems always show; your email never does; you always see everything."
      submitLabel="Save privacy"
      initialValues={{ publicSections: [...(user.settings?.publicSections ?? profileSections)] }}
      save={(values) => settingsApi.save({ publicSections: values.publicSections })}
    >
      <Form.Item label="Public sections" name="publicSections">
        <Checkbox.Group
          className="st-checks"
          options={profileSections.map((section) => ({ value: section, label: SECTION_LABELS[section] }))}
        />
      </Form.Item>
    </SettingsSection>
  );
}

/** /settings (issue 35): the signed-in learner's name, preferences, privacy and password. */
export default function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell title="Settings" subtitle={user.emailId}>
      <div className="st-grid">
        <ProfileSettings user={user} />
        <PreferenceSettings user={user} />
        <PrivacySettings user={user} />
        <PasswordSection user={user} />
      </div>
    </PageShell>
  );
}
