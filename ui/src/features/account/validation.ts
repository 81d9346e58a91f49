/** Spec §5 sign-in and sign-up rules; each returns the message to show, or null when valid. */

export const VALIDATION = {
  email: 'Invalid Email',
  password: 'Password is too weak',
  firstName: 'Minimum character should be 3',
} as const;

export const PASSWORD_MIN = 8;
export const FIRST_NAME_MIN = 3;

// The same shape the server accepts (zod's email rule), so the two never disagree.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailError(value: string | undefined): string | null {
  return value && EMAIL.test(value.trim()) ? null : VALIDATION.email;
}

export function passwordError(value: string | undefined): string | null {
  return value && value.length >= PASSWORD_MIN ? null : VALIDATION.password;
}

export function firstNameError(value: string | undefined): string | null {
  return value && value.trim().length >= FIRST_NAME_MIN ? null : VALIDATION.firstName;
}
