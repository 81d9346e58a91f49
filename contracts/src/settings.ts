import { z } from 'zod';
import { submissionLanguages } from './vocabulary';
import { profileSections, themes } from './settingsNames';

/** What Settings keeps besides the name. `publicSections` absent: every section public. */
export const userSettingsView = z.strictObject({
  defaultLanguage: z.enum(submissionLanguages).optional(),
  theme: z.enum(themes).optional(),
  publicSections: z.array(z.enum(profileSections)).readonly(),
  country: z.string().optional(),
  institution: z.string().optional(),
});
export type UserSettings = z.infer<typeof userSettingsView>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);

/**
 * `PUT /api/user/settings` (issue 35, an addition to the spec): every field optional, an absent one
 * unchanged; an empty `lastName`, `country` or `institution` and a null `defaultLanguage` clear it.
 */
export const userSettingsBody = z
  .strictObject({
    firstName: z
      .string({ error: 'Minimum character should be 3' })
      .trim()
      .min(3, 'Minimum character should be 3')
      .max(50, 'First name is too long'),
    lastName: optionalText('Last name', 50),
    defaultLanguage: z.enum(submissionLanguages, { error: `Default language must be one of ${submissionLanguages.join(', ')}` }).nullable(),
    theme: z.enum(themes, { error: 'Theme must be light or dark' }),
    publicSections: z
      .array(z.enum(profileSections, { error: `A public section is one of ${profileSections.join(', ')}` }))
      .max(profileSections.length, 'A section is named twice')
      .refine((sections) => new Set(sections).size === sections.length, 'A section is named twice'),
    country: optionalText('Country', 60),
    institution: optionalText('Institution', 100),
  })
  .partial();
export type UserSettingsChange = z.infer<typeof userSettingsBody>;

/**
 * `POST /api/user/password` (issue 35): `currentPassword` is required when the account has a
 * password; an account that signs in with Google only sets its first one without it.
 */
export const passwordChangeBody = z.strictObject({
  currentPassword: z.string().max(128, 'Password is too long').optional(),
  newPassword: z.string({ error: 'New password is required' }).min(8, 'Password is too weak').max(128, 'Password is too long'),
});
export type PasswordChange = z.infer<typeof passwordChangeBody>;
