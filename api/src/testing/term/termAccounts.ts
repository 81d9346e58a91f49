/**
 * Who the simulated term's history holds, and how a test signs in as them (docs/testing-with-history.md).
 * Everyone signs in with a password but the Google learners, who have none.
 */
export const TERM_ADMIN = { email: 'admin@term.forge.test', password: 'admin-password', firstName: 'Ada' } as const;
/** A learner the admin makes an admin in week 3 and a learner again in week 12. */
export const TERM_ASSISTANT = { email: 'assistant@term.forge.test', password: 'assistant-password', firstName: 'Grace' } as const;
export const TERM_LEARNER_PASSWORD = 'learner-password';
export const TERM_LEARNERS = 60;
export const TERM_GOOGLE_LEARNERS = 8;

const two = (n: number) => String(n).padStart(2, '0');
/** `learner01@term.forge.test` … `learner60@term.forge.test`, password `learner-password`. */
export const termLearner = (n: number) => ({ email: `learner${two(n)}@term.forge.test`, password: TERM_LEARNER_PASSWORD });
/** `googler01@term.forge.test` … `googler08@term.forge.test`: Google accounts, no password. */
export const termGoogleLearner = (n: number) => ({ email: `googler${two(n)}@term.forge.test`, googleId: `google-sub-${two(n)}` });
