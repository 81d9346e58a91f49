import { z } from 'zod';

/** Spec §5 messages. Fields beyond the spec's are refused, and every string is bounded. */
const emailId = z.email({ error: 'Invalid Email' }).max(254, 'Invalid Email');
const password = z.string({ error: 'Password is too weak' }).min(8, 'Password is too weak').max(128, 'Password is too long');

export const registerBody = z.strictObject({
  firstName: z.string({ error: 'Minimum character should be 3' }).trim().min(3, 'Minimum character should be 3').max(50, 'First name is too long'),
  lastName: z.string().trim().max(50, 'Last name is too long').optional(),
  emailId,
  password,
});

export const loginBody = z.strictObject({ emailId, password });
