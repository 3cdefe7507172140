import { readFileSync } from 'node:fs';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { refuse } from '../server/api-refusal.ts';

/** What a verified ID token says about the player (`oauth_user_info` of the login response). */
export interface ThirdPartyProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string;
}

/** How ID tokens are checked: the provider's key set, its issuers, the audience per brand. */
export interface ThirdPartyVerifier {
  verify(idToken: string, audience: string): Promise<ThirdPartyProfile>;
}

/**
 * The key set: an http(s) URL is fetched and cached by jose (and refetched when a token names a
 * key it has not seen, which is how providers rotate keys); anything else is a local JWKS file.
 */
export function keySetFrom(source: string): JWTVerifyGetKey {
  if (/^https?:\/\//.test(source)) return createRemoteJWKSet(new URL(source));
  return createLocalJWKSet(JSON.parse(readFileSync(source, 'utf8')) as JSONWebKeySet);
}

const claim = (payload: Record<string, unknown>, name: string) => (typeof payload[name] === 'string' ? payload[name] : '');

/** Verifies signature, issuer, audience and expiry (one minute of clock tolerance). */
export function createThirdPartyVerifier(keySet: JWTVerifyGetKey, issuers: readonly string[]): ThirdPartyVerifier {
  return {
    async verify(idToken, audience) {
      if (audience === '') throw refuse('Third-party sign-in is not configured for this site');
      try {
        const { payload } = await jwtVerify(idToken, keySet, { issuer: [...issuers], audience, clockTolerance: 60 });
        if (!payload.sub || !payload.iss) throw refuse('The sign-in token names no account');
        return {
          issuer: payload.iss,
          subject: payload.sub,
          email: claim(payload, 'email').toLowerCase(),
          emailVerified: payload.email_verified === true,
          name: claim(payload, 'name'),
          picture: claim(payload, 'picture'),
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw refuse('The sign-in token has expired; sign in with the provider again');
        if (error instanceof errors.JWKSTimeout) throw refuse('The sign-in provider did not answer; try again');
        if (error instanceof errors.JOSEError) throw refuse('The sign-in token is not valid');
        throw error;
      }
    },
  };
}
