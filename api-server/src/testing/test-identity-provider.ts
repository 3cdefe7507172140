import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

export const TEST_ISSUER = 'https://accounts.test.example';
export const TEST_AUDIENCE = 'casino-test-client';

export interface TestIdentityProvider {
  /** The JWKS file the server reads (`--oauth-jwks`). */
  jwksPath: string;
  /** An ID token signed by the provider; claims override the defaults, `expiresIn` e.g. '1h' or a past time. */
  idToken(claims?: JWTPayload & { sub?: string }, options?: { expiresIn?: string | number; audience?: string; issuer?: string }): Promise<string>;
  /** An ID token signed by a key the provider never published. */
  foreignIdToken(claims?: JWTPayload): Promise<string>;
}

/** A local OpenID provider: an RSA key pair, its JWKS written to `dir`, and a token minter. */
export async function createTestIdentityProvider(dir: string): Promise<TestIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const jwksPath = path.join(dir, 'jwks.json');
  writeFileSync(jwksPath, JSON.stringify({ keys: [jwk] }));
  const sign = (key: CryptoKey, claims: JWTPayload, options: { expiresIn?: string | number; audience?: string; issuer?: string }) =>
    new SignJWT({ email: 'ana@example.com', email_verified: true, name: 'Ana Souza', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
      .setSubject(typeof claims.sub === 'string' ? claims.sub : 'subject-1')
      .setIssuer(options.issuer ?? TEST_ISSUER)
      .setAudience(options.audience ?? TEST_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(key);
  return {
    jwksPath,
    idToken: (claims = {}, options = {}) => sign(privateKey, claims, options),
    foreignIdToken: (claims = {}) => sign(foreign.privateKey, claims, {}),
  };
}
