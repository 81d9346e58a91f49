import { http } from '../../api/http';
import type { PasswordChange, User, UserSettingsChange } from '@forge/contracts';

interface UserResponse {
  readonly user: User;
  readonly message: string;
}

/** `PUT /api/user/settings` and `POST /api/user/password` (issue 35): both answer the account as it now is. */
export const settingsApi = {
  save: (change: UserSettingsChange): Promise<UserResponse> => http.put<UserResponse>('/user/settings', change),
  changePassword: (change: PasswordChange): Promise<UserResponse> => http.post<UserResponse>('/user/password', change),
};
