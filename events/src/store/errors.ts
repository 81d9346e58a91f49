import type { ExpectedRevision } from './eventStore';

function describe(revision: ExpectedRevision | bigint | undefined): string {
  return revision === undefined ? 'no_stream' : String(revision);
}

/** The stream was not at the revision the caller expected. Command handlers retry on it. */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** Current revision, or undefined when the stream does not exist. */
    readonly actual: bigint | undefined,
  ) {
    super(`Wrong expected version on ${streamId}: expected ${describe(expected)}, actual ${describe(actual)}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamId: string) {
    super(`Stream not found: ${streamId}`);
  }
}

/** The same event id was appended before with different content or at another place. */
export class IdempotencyViolationError extends Error {
  override readonly name = 'IdempotencyViolationError';
  constructor(
    readonly streamId: string,
    readonly eventId: string,
  ) {
    super(`Event ${eventId} was already appended elsewhere; it cannot be appended to ${streamId}`);
  }
}
