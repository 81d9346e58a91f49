import { actorsOf } from '../../api/actors';
import { http } from '../../api/http';
import type { ProfileView } from '@forge/contracts';

/** The viewer's own time zone, which the profile's calendar is dated in. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const profileApi = {
  profile: ({ userId, timeZone }: { userId: string; timeZone: string }) =>
    http.get<ProfileView>(`/profile/${encodeURIComponent(userId)}?tz=${encodeURIComponent(timeZone)}`),
};

export const profileActors = actorsOf(profileApi);
