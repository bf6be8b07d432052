import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's passkey ceremonies (WebAuthn), through @simplewebauthn/browser, loaded with the first
 * one. One object, so that tests put a fake authenticator in its place.
 */
export const webauthn = {
  supported: (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
  async autofillSupported(): Promise<boolean> {
    return (await import('@simplewebauthn/browser')).browserSupportsWebAuthnAutofill();
  },
  async create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
    return (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON: options });
  },
  async get(
    options: PublicKeyCredentialRequestOptionsJSON,
    autofill = false,
  ): Promise<AuthenticationResponseJSON> {
    return (await import('@simplewebauthn/browser')).startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: autofill,
    });
  },
  /** Ends a ceremony under way (the login modal's autofill one, when the modal closes). */
  async cancel(): Promise<void> {
    (await import('@simplewebauthn/browser')).WebAuthnAbortService.cancelCeremony();
  },
};

/** The user closed the browser's passkey dialog, or another ceremony replaced this one: nothing to say. */
export const isCancelledCeremony = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'AbortError' ||
    ('code' in error && error.code === 'ERROR_CEREMONY_ABORTED'));
