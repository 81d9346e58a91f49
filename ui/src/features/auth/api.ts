import { http } from '../../api/http';
import type { Credentials, Registration, User } from './types';

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
};
