/**
 * Freezes a value and everything it holds. What a cache hands to many callers is frozen, so code
 * that would change a shared answer in place throws at once instead of changing it for everyone.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
