import { type EventStore, handleCommand } from '@forge/events';
import { streams, userDecider } from '@forge/domain';
import { findUserByEmail, registerAccount } from './accounts';
import type { PasswordHasher } from './passwords';
import type { SessionStore } from './sessions/sessionStore';

export interface AdminSettings {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  /** Make an account that exists already, and that the bootstrap did not create, the admin. */
  readonly promoteExisting?: boolean;
}

/**
 * Makes sure the configured admin exists, holds the admin role and signs in with the
 * configured password. Every change it makes is an event, like any other, and ends the
 * account's sessions. An account someone else registered with that email is left alone
 * unless `promoteExisting` says to take it over: anyone may register any email.
 */
export async function bootstrapAdmin(
  store: EventStore,
  admin: AdminSettings,
  deps: {
    passwords: PasswordHasher;
    newId: () => string;
    clock: () => Date;
    sessions: Pick<SessionStore, 'revokeAllOf'>;
    log: (line: string) => void;
  },
): Promise<'created' | 'updated' | 'unchanged' | 'refused'> {
  const now = deps.clock().toISOString();
  const existing = await findUserByEmail(store, admin.email);
  if (!existing) {
    await registerAccount(store, {
      userId: deps.newId(),
      firstName: admin.firstName,
      email: admin.email,
      passwordHash: await deps.passwords.hash(admin.password),
      authProvider: 'local',
      role: 'admin',
      now,
    });
    return 'created';
  }
  if (existing.role !== 'admin' && !admin.promoteExisting) {
    deps.log(
      `ADMIN_EMAIL ${admin.email} belongs to an account the admin bootstrap did not create; it was not made an admin. ` +
        'Set ADMIN_PROMOTE_EXISTING=true to make that account the admin (its password becomes ADMIN_PASSWORD).',
    );
    return 'refused';
  }
  const stream = streams.user(existing.userId);
  let changed = false;
  if (existing.role !== 'admin') {
    await handleCommand(store, stream, userDecider, {
      type: 'ChangeRole',
      // null: the platform made this admin, not another admin (the audit log shows 'admin bootstrapped').
      data: { userId: existing.userId, role: 'admin', by: null, now },
    });
    changed = true;
  }
  if (!existing.passwordHash || !(await deps.passwords.verify(admin.password, existing.passwordHash))) {
    const passwordHash = await deps.passwords.hash(admin.password);
    await handleCommand(store, stream, userDecider, { type: 'ChangePassword', data: { userId: existing.userId, passwordHash, now } });
    changed = true;
  }
  // Whoever signed in before the change signs in again, as the admin or with the new password.
  if (changed) await deps.sessions.revokeAllOf(existing.userId);
  return changed ? 'updated' : 'unchanged';
}
