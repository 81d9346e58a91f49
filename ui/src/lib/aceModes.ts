/** The Ace modes the app highlights with: one per judged language. */
export type AceMode = 'c_cpp' | 'java' | 'javascript' | 'python';

// Each mode is its own chunk, fetched when an editor first shows that language (issue 33's phone
// budget: the problem page needs one of the four, the admin's form the ones its fields use).
const loaders: Record<AceMode, () => Promise<unknown>> = {
  c_cpp: () => import('./aceModes/c_cpp'),
  java: () => import('./aceModes/java'),
  javascript: () => import('./aceModes/javascript'),
  python: () => import('./aceModes/python'),
};

const loading = new Map<AceMode, Promise<void>>();
const loaded = new Set<AceMode>();

/**
 * Registers `mode` with Ace (its `ace/mode/<mode>` module), once. Ace itself must never be asked
 * for a mode not registered yet: it would fetch the file from its base path, which the app has not.
 */
export function loadAceMode(mode: AceMode): Promise<void> {
  let promise = loading.get(mode);
  if (!promise) {
    promise = loaders[mode]().then(() => {
      loaded.add(mode);
    });
    loading.set(mode, promise);
  }
  return promise;
}

/** Whether `mode` can be set on a session now. */
export const aceModeLoaded = (mode: AceMode) => loaded.has(mode);
