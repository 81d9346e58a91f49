import { http } from '../../api/http';
import type { Credentials, GoogleLoginResult, Registration, User } from '@forge/contracts';

interface UserResponse {
  readonly user: User;
}

export const authApi = {
  check: async (): Promise<User> => (await http.get<UserResponse>('/user/check')).user,
  login: async (credentials: Credentials): Promise<User> => (await http.post<UserResponse>('/user/login', credentials)).user,
  register: async (registration: Registration): Promise<User> => (await http.post<UserResponse>('/user/register', registration)).user,
  logout: async (): Promise<void> => {
    await http.post('/user/logout');
  },
  /** The Google client id, or null when Google sign-in is not configured. */
  googleConfig: async (): Promise<string | null> => (await http.get<{ clientId: string | null }>('/auth/google-config')).clientId,
  googleLogin: async (token: string): Promise<GoogleLoginResult> => {
    const body = await http.post<GoogleLoginResult>('/auth/google-login', { token });
    return body.needsLinking ? { needsLinking: true, user: body.user } : { needsLinking: false, user: body.user };
  },
  linkGoogle: async (link: { token: string; userId: string }): Promise<User> =>
    (await http.post<UserResponse>('/auth/link-google', link)).user,
  unlinkGoogle: async (userId: string): Promise<User> => (await http.post<UserResponse>('/auth/unlink-google', { userId })).user,
};
