import { handleCommand, streams, type EventStore } from '@forge/events';
import { findUserByEmail, registerAccount } from './accounts';
import { userDecider } from './decide';
import type { PasswordHasher } from './passwords';

export interface AdminSettings {
  readonly emailId: string;
  readonly password: string;
  readonly firstName: string;
}

/**
 * Makes sure the configured admin exists, holds the admin role and signs in with the
 * configured password. Every change it makes is an event, like any other.
 */
export async function bootstrapAdmin(
  store: EventStore,
  admin: AdminSettings,
  deps: { passwords: PasswordHasher; newId: () => string; clock: () => Date },
): Promise<'created' | 'updated' | 'unchanged'> {
  const now = deps.clock().toISOString();
  const existing = await findUserByEmail(store, admin.emailId);
  if (!existing) {
    await registerAccount(store, {
      userId: deps.newId(),
      firstName: admin.firstName,
      emailId: admin.emailId,
      passwordHash: await deps.passwords.hash(admin.password),
      authProvider: 'local',
      role: 'admin',
      now,
    });
    return 'created';
  }
  const stream = streams.user(existing.userId);
  let changed = false;
  if (existing.role !== 'admin') {
    await handleCommand(store, stream, userDecider, { type: 'ChangeRole', data: { userId: existing.userId, role: 'admin', now } });
    changed = true;
  }
  if (!existing.passwordHash || !(await deps.passwords.verify(admin.password, existing.passwordHash))) {
    const passwordHash = await deps.passwords.hash(admin.password);
    await handleCommand(store, stream, userDecider, { type: 'ChangePassword', data: { userId: existing.userId, passwordHash, now } });
    changed = true;
  }
  return changed ? 'updated' : 'unchanged';
}
