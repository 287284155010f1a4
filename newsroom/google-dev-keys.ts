/**
 * !!! DEVELOPMENT AND TEST KEYS ONLY — NOT A SECRET, NEVER TRUST IN PRODUCTION !!!
 *
 * A fixed RSA key pair that stands in for Google's signing keys, so the embedded
 * newsroom can verify Google sign-in ID tokens (requirements §4, §7 login-google) on a
 * machine with no network. The private half is committed on purpose: anyone can
 * mint a token this key set accepts. A real deployment points the site at the
 * real media service (MEDIA_API_URL), which verifies against Google's published
 * keys; the embedded newsroom only runs when no upstream is configured.
 */
import { SignJWT, importJWK, type JSONWebKeySet, type JWK } from "jose";

const DEV_GOOGLE_KEY_ID = "newsroom-dev-google-1";

/** The private key (JWK). Development and tests only. */
const DEV_GOOGLE_PRIVATE_JWK: JWK = {
  kty: "RSA",
  n: "unxHo_VoRyAdmWhvPnSD8S3WVzcO0rq8h7PUwbsoUKOE154qKaYHE_nJPifl-yNqL1_ZvAIiSp1BjM3MT1DreCp2eFx3_N7Ibs52YgRml8IG09YDRErcJ97eV7J8MUfCaxrGxobW02BWp2jm8Sy9BbBAtyM-Zt1jRnj2O8io--wppjmmW_R2vYb7IKwNeq7cEK4QtpBSaL59DAZOeS5g15IjTDY83mZeNhDnr68iRF7zZHjswJf1TEd2v5Wo_tW3yx8EFAJbQmjMAUxvanMyNVVFQrI9SDD85FPmjCSBL6TNSRcgg64jT6c7jzBTTSWUCej-H5-XwvZ3D3pG6MqIlw",
  e: "AQAB",
  d: "KasGSOTXMXlEE9iJbr-TEasnxuIG_l_6Kyor4kPC3M3Eq3bsPdUapMR9ylUY5pYBrmcw2_jwF5LuqBr9yUUv7_Aw-3DR4J8Y0uVv_zOzhro0U1Xw8ev2KDR8osS_SjWaA9t-SbKsQpu2kP54B7By5df9hc4qrcpO2drCThZmZ6956rkjT9GUzYX956ri360WAoj73lFYFGkOKmfTCsZXj2gKo_71lSHwp0snuqqqaWGNUotFfOVVDOxVeUz-L4UVBl6-9n0b2qWvD-87uW3y_J1NetvEiWePt-X0A5N_m_dxNDfdvUa_AJNojP0TVYfbo7wvOrkLrBPWkpPt7whwRQ",
  p: "4LK5CRHC86kRiloxAmnyGcozJFC7CtP7ngEbheZRUvF2uLm0hdKXeJXP0cg6tyOkKJoCot_yskaTGVdBHkSEVmqgr5q748VDPYqVDvQL4-necm7s1S4JNtU4ekU_JfjuYiSjZzoiycfzHGX9xsqJ-uepMurfYifjazdHk9jo1p0",
  q: "1HbNG2OvK_Ju7f9K5YnxHV0uTQH2azkHq8Sl03adRgVfRcET0h_XpEzBCX6x26-YMP-mX2mhUg1vBhB3KmImkxRc2Iek86s83YQX_3f5UXvyJBuTI3bV12St5hVXr7bflgX4fibBTbTezV0byA103QzjmiuTnT8gdhFNsRQWm8M",
  dp: "eteaq2encjiLG11Fj_FF522Q2hi8uSW9WNt4JZMOAM97vW_hTowcPVOB40mZOAhnNb9FE7BlaauFvgPi2N5Sj0AKCxcIA3UT1rBN33fyjC6Oa3dTSRS6-txE3SvAY00dXlBzePrii_ghY_QqcqTGHILMEMcxSuNNxI7bNewPF00",
  dq: "QDMBuSP--32PDXVV0VREOkY8xmIwbqfV7I5IOUSfM1hOOIqmDZk3lNrofZD9907w4uVtBWmqqFuMz71L9M-hrlG52GfsbQCyLJFMmxJKkNeuDEEUzeOLrEEs1theHadZmkCFnMDjKjLcHBvlWCbQyDar05sVSK-ZhHOoETjrt_c",
  qi: "fZPVaBNB6PsO-1jVomnlPszPaK_egic7EX-1N-oNOTvVAMDvelg2rzwbRex_1yiYkYX4bwtlACT_a44a7PDwtplhnCHbWVAtowJqiMg4YK1XyGAdANC257daj_t7mf06Xhfh6AJbE--zudyV1LcuXERA4Aeaa3eCy8lD1kFnWNA",
};

/** The public key set the newsroom verifies Google ID tokens against by default. */
export const DEV_GOOGLE_JWKS: JSONWebKeySet = {
  keys: [{ kty: "RSA", n: DEV_GOOGLE_PRIVATE_JWK.n, e: DEV_GOOGLE_PRIVATE_JWK.e, kid: DEV_GOOGLE_KEY_ID, alg: "RS256", use: "sig" }],
};

export type DevGoogleTokenClaims = {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
  /** The OAuth client id the token is for (`aud`); the newsroom checks it when googleClientId is set. */
  audience?: string;
  issuer?: string;
  /** Seconds from now until expiry (default 3600; negative mints an expired token). */
  expiresInSeconds?: number;
  /** Signing time; defaults to the current time. */
  now?: Date;
};

/** Mints an RS256 ID token shaped like Google's, signed with the dev key. For tests and local sign-in only. */
export async function mintDevGoogleIdToken(claims: DevGoogleTokenClaims): Promise<string> {
  const key = await importJWK({ ...DEV_GOOGLE_PRIVATE_JWK, alg: "RS256" }, "RS256");
  const issuedAt = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  const payload: Record<string, unknown> = { email_verified: Boolean(claims.email) };
  if (claims.email) payload.email = claims.email;
  if (claims.name) payload.name = claims.name;
  if (claims.picture) payload.picture = claims.picture;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: DEV_GOOGLE_KEY_ID, typ: "JWT" })
    .setIssuer(claims.issuer ?? "https://accounts.google.com")
    .setAudience(claims.audience ?? "newsroom-dev-client")
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (claims.expiresInSeconds ?? 3600))
    .sign(key);
}
