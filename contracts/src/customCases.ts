/**
 * The limits and words of a run's custom cases, shared by the browser and the server. Plain
 * values, no validation library: the browser bundles them.
 */
export const MAX_CUSTOM_CASES = 10;
export const MAX_CUSTOM_INPUT_BYTES = 64 * 1024;

/** Said of a custom case whose input makes the reference solution fail; nothing of the reference is given. */
export const INVALID_CUSTOM_INPUT = 'This input is not valid for this problem';

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
