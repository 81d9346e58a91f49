import type { SubscriptionFilter } from './eventStore';

/** True when the event passes every criterion the filter gives (an absent filter passes everything). */
export function matchesFilter(filter: SubscriptionFilter | undefined, streamId: string, type: string): boolean {
  if (!filter) return true;
  const { streamNamePrefix, eventTypePrefix, eventTypeRegex } = filter;
  if (streamNamePrefix && !streamNamePrefix.some((p) => streamId.startsWith(p))) return false;
  if (eventTypePrefix && !eventTypePrefix.some((p) => type.startsWith(p))) return false;
  if (eventTypeRegex) {
    // A global or sticky regex keeps lastIndex between calls; reset it so matching is stateless.
    eventTypeRegex.lastIndex = 0;
    if (!eventTypeRegex.test(type)) return false;
  }
  return true;
}

/** True when the filter can reject something (lets readers skip the per-event check). */
export function isActiveFilter(filter: SubscriptionFilter | undefined): filter is SubscriptionFilter {
  return !!filter && (!!filter.streamNamePrefix || !!filter.eventTypePrefix || !!filter.eventTypeRegex);
}
