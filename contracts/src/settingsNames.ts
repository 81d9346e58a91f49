/** Names Settings uses (issue 35), without zod, so the browser imports them. */

/** The colour schemes the app has (issue 35: kept on the server once a learner picks one). */
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/**
 * The parts of `GET /api/profile/:userId` an owner may hide from other learners (issue 35); the
 * name and the solved counts always show. `calendar` covers the heat map and the streaks.
 */
export const profileSections = ['calendar', 'acceptanceRate', 'languages', 'tags', 'recentAccepted'] as const;
export type ProfileSection = (typeof profileSections)[number];
