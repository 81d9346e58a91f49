/**
 * Google Identity Services (GIS), the script behind Google's sign-in button. It is fetched from
 * Google only once a client id is configured, once per page, and initialized once.
 */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleButtonOptions {
  readonly type: 'standard';
  readonly theme: 'outline' | 'filled_black';
  readonly size: 'large';
  readonly text: 'signin_with' | 'signup_with';
  readonly shape: 'rectangular';
  readonly width: number;
  readonly logo_alignment: 'left' | 'center';
}

interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (response: { credential: string }) => void; ux_mode: 'popup' }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | undefined;
let credentialHandler: ((credential: string) => void) | undefined;

/** Loads and initializes GIS for the client id; a failed load may be retried. */
export function loadGoogleIdentity(clientId: string): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (!id) {
        reject(new Error('Google Identity Services did not start'));
        return;
      }
      id.initialize({ client_id: clientId, ux_mode: 'popup', callback: (response) => credentialHandler?.(response.credential) });
      resolve(id);
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${GIS_SCRIPT_URL}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Renders Google's button into `parent`; its credential goes to `onCredential`. GIS has one
 * callback per page, so the last button rendered receives it. Returns the cleanup.
 */
export function renderGoogleButton(
  parent: HTMLElement,
  options: GoogleButtonOptions,
  onCredential: (credential: string) => void,
): () => void {
  credentialHandler = onCredential;
  window.google?.accounts?.id?.renderButton(parent, options);
  return () => {
    if (credentialHandler === onCredential) credentialHandler = undefined;
    parent.replaceChildren();
  };
}
