import type { DomainEvent } from '../events';

interface Held {
  readonly userId: string;
  readonly line: number;
}

/**
 * What the claim streams promise across a history, followed event by event: an email belongs to
 * one account (EmailClaimed in `userEmail-<email>`, made after the account's UserRegistered with
 * that email), a Google identity signs in to one account at a time (GoogleIdentityClaimed until
 * GoogleIdentityReleased, in `googleIdentity-<sub>`), and an account links the identity it holds
 * the claim of, one at a time. `check` answers why an event breaks them, or undefined.
 */
export function claimChecks() {
  const registered = new Map<string, string>(); // account -> its email
  const emailOwners = new Map<string, Held>();
  const identityHolders = new Map<string, Held | null>();
  const linkedIdentity = new Map<string, string>(); // account -> Google identity

  const check = (event: DomainEvent, line: number): string | undefined => {
    switch (event.type) {
      case 'UserRegistered': {
        if (registered.has(event.data.userId)) return `account ${event.data.userId} is registered a second time`;
        registered.set(event.data.userId, event.data.email);
        return undefined;
      }
      case 'EmailClaimed': {
        const { email, userId } = event.data;
        const owner = emailOwners.get(email);
        if (owner && owner.userId !== userId) {
          return `a second account claims ${email}: account ${userId}, where account ${owner.userId} claimed it on line ${owner.line}`;
        }
        const registeredEmail = registered.get(userId);
        if (registeredEmail === undefined) return `${email} is claimed for account ${userId}, which no earlier line registers`;
        if (registeredEmail !== email) return `${email} is claimed for account ${userId}, which registered with ${registeredEmail}`;
        if (!owner) emailOwners.set(email, { userId, line });
        return undefined;
      }
      case 'GoogleIdentityClaimed': {
        const { googleId, userId } = event.data;
        const holder = identityHolders.get(googleId);
        if (holder && holder.userId !== userId) {
          return `Google identity ${googleId} is claimed by account ${userId} while account ${holder.userId} holds it (claimed on line ${holder.line})`;
        }
        if (!holder) identityHolders.set(googleId, { userId, line });
        return undefined;
      }
      case 'GoogleIdentityReleased': {
        const { googleId, userId } = event.data;
        if (identityHolders.get(googleId)?.userId !== userId) {
          return `account ${userId} releases Google identity ${googleId}, which it does not hold`;
        }
        identityHolders.set(googleId, null);
        return undefined;
      }
      case 'GoogleAccountLinked': {
        const { googleId, userId, email } = event.data;
        const holder = identityHolders.get(googleId);
        if (holder?.userId !== userId) {
          return holder
            ? `account ${userId} links Google identity ${googleId}, which account ${holder.userId} holds (claimed on line ${holder.line})`
            : `account ${userId} links Google identity ${googleId} without holding its claim`;
        }
        const linked = linkedIdentity.get(userId);
        if (linked !== undefined && linked !== googleId) {
          return `account ${userId} links Google identity ${googleId} while it is linked to ${linked}: one Google identity per account`;
        }
        const registeredEmail = registered.get(userId);
        if (registeredEmail === undefined) return `account ${userId} links Google without being registered`;
        if (registeredEmail !== email) return `account ${userId} links Google for ${email}, but registered with ${registeredEmail}`;
        linkedIdentity.set(userId, googleId);
        return undefined;
      }
      case 'GoogleAccountUnlinked': {
        const { googleId, userId } = event.data;
        if (linkedIdentity.get(userId) !== googleId)
          return `account ${userId} unlinks Google identity ${googleId}, which it is not linked to`;
        linkedIdentity.delete(userId);
        return undefined;
      }
      case 'UserRoleChanged':
      case 'UserPasswordChanged':
      case 'UserPasswordRemoved':
      case 'UserRenamed':
      case 'UserPreferencesChanged':
      case 'UserProfileVisibilityChanged':
      case 'UserAffiliationChanged':
        return registered.has(event.data.userId)
          ? undefined
          : `${event.type} for account ${event.data.userId}, which no earlier line registers`;
      default:
        return undefined;
    }
  };
  return { check };
}
