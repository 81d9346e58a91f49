import type { AuditActor } from '@forge/contracts';
import { PLATFORM_ACTOR } from '@forge/domain';
import type { EventStore } from '@forge/events';
import { loadUser } from '../account/accounts';

/**
 * Names the actors of audit entries as their accounts are now, read from the accounts' streams
 * (cached per stream version, cache/cachedStreams.ts). One per request: an actor is read once
 * however many entries name them. The platform is no one (null); an account the log no longer
 * holds keeps its id.
 */
export function actorNames(store: EventStore): (actorId: string) => Promise<AuditActor> {
  const known = new Map<string, Promise<AuditActor>>();
  const read = async (actorId: string): Promise<AuditActor> => {
    if (actorId === PLATFORM_ACTOR) return null;
    const user = await loadUser(store, actorId);
    return { _id: actorId, firstName: user?.firstName ?? '', emailId: user?.email ?? '' };
  };
  return (actorId) => {
    let actor = known.get(actorId);
    if (!actor) {
      actor = read(actorId);
      known.set(actorId, actor);
    }
    return actor;
  };
}
