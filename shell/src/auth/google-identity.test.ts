// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as KernelApi from '@casino/shared-kernel/api';
import { GOOGLE_IDENTITY_SCRIPT, mountGoogleButton, type GoogleAccountsId } from './google-identity.ts';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => {
  const real = await importOriginal<typeof KernelApi>();
  return { ...real, casinoApi: { post: api.post } };
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  api.post.mockReset();
});

function fakeGis() {
  let callback: ((answer: { credential?: string }) => void) | undefined;
  const id: GoogleAccountsId = {
    initialize: vi.fn((config) => {
      callback = config.callback;
    }),
    renderButton: vi.fn(),
  };
  return { id, answer: (credential?: string) => callback?.(credential === undefined ? {} : { credential }) };
}

describe('Sign in with Google', () => {
  it('loads Google Identity Services only when asked, then draws the button for the brand’s client', async () => {
    // Captured instead of inserted: a test cannot reach Google.
    const added: Node[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as Node[])));
    const gis = fakeGis();
    const parent = document.createElement('div');
    const onIdToken = vi.fn();
    const mounted = mountGoogleButton(parent, 'client-1.apps.googleusercontent.com', onIdToken, 'pt-br');
    const script = added[0] as HTMLScriptElement | undefined;
    expect(script?.src).toBe(GOOGLE_IDENTITY_SCRIPT);
    expect(gis.id.initialize).not.toHaveBeenCalled();
    window.google = { accounts: { id: gis.id } };
    script?.dispatchEvent(new Event('load'));
    await mounted;
    expect(gis.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com', ux_mode: 'popup' }));
    expect(gis.id.renderButton).toHaveBeenCalledWith(parent, expect.objectContaining({ locale: 'pt-br' }));
    gis.answer();
    expect(onIdToken).not.toHaveBeenCalled();
    gis.answer('header.payload.signature');
    expect(onIdToken).toHaveBeenCalledExactlyOnceWith('header.payload.signature');
  });

  it('sends the ID token as verify_code with client_type 5 and signs in', async () => {
    const { googleSignIn } = await import('./auth-api.ts');
    const { kernelStore, sessionAtom, signOut } = await import('@casino/shared-kernel/state');
    api.post.mockResolvedValueOnce({
      accessToken: 'google-token',
      accessExpire: 1_900_000_000,
      userInfo: null,
      oauth_user_info: { sub: '1' },
      withdraw_notice: { has_notice: false, is_succ: false },
    });
    api.post.mockRejectedValueOnce(new Error('no user info in this test'));
    await googleSignIn('header.payload.signature', [1, 5]);
    expect(api.post).toHaveBeenCalledWith('register', expect.objectContaining({ client_type: 5, verify_code: 'header.payload.signature', channel_id: 1 }), {
      hideErrorMsg: true,
    });
    expect(kernelStore.get(sessionAtom).token).toBe('google-token');
    signOut();
  });
});
