import type { Context, Hono } from 'hono';
import {
  AuthError,
  badRequest,
  OAuthError,
  unprocessable,
  validationFailed,
} from './authErrors.ts';
import { authenticate } from './authGuard.ts';
import { authRouteBinder } from './authHandler.ts';
import type { BackendContext } from './backendContext.ts';
import type { JsonObject } from './requestBody.ts';
import { readJsonObject, stringField } from './requestBody.ts';

/**
 * What hosted Supabase Auth answers for the sign-in methods this project leaves off, word for
 * word, so a client library (or a person reading its error) learns exactly what is missing.
 */

export function anonymousSignInsDisabled(): AuthError {
  return unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
}

export function web3ProviderDisabled(): AuthError {
  return unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
}

function samlDisabled(): AuthError {
  return new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
}

function manualLinkingDisabled(): AuthError {
  return new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
}

/** The issuers GoTrue knows for the ID-token providers it names (token_oidc.go). */
const ID_TOKEN_ISSUERS: Readonly<Record<string, string>> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  // Keycloak's issuer is its configured URL, which is empty when it is not set up.
  keycloak: '',
};

const AZURE_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;

/**
 * POST /token?grant_type=id_token. Every provider is off, so after GoTrue's own checks of the
 * request the answer names the provider (and its issuer) as not enabled.
 */
export function idTokenGrantRefusal(body: JsonObject): AuthError | OAuthError {
  const idToken = stringField(body, 'id_token');
  const provider = stringField(body, 'provider');
  const issuer = stringField(body, 'issuer');
  const clientId = stringField(body, 'client_id');
  if (idToken === '') return new OAuthError('invalid request', 'id_token required');
  if (provider === '' && (clientId === '' || issuer === '')) {
    return new OAuthError('invalid request', 'provider or client_id and issuer required');
  }
  const known = Object.entries(ID_TOKEN_ISSUERS).find(
    ([name, knownIssuer]) => provider === name || (knownIssuer !== '' && issuer === knownIssuer),
  );
  if (known) {
    return badRequest(
      'provider_disabled',
      `Provider (issuer ${JSON.stringify(known[1])}) is not enabled`,
    );
  }
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    if (!AZURE_ISSUER.test(issuer)) {
      return validationFailed('Unable to detect issuer in ID token for Azure provider');
    }
    return badRequest(
      'provider_disabled',
      `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`,
    );
  }
  return validationFailed(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
}

/** Reads the body (GoTrue parses it first, so bad JSON still answers bad_json) and refuses. */
export async function idTokenGrant(c: Context): Promise<never> {
  throw idTokenGrantRefusal(await readJsonObject(c.req.raw));
}

export function registerDisabledFeatureRoutes(app: Hono, ctx: BackendContext): void {
  const route = authRouteBinder(ctx);
  const sso = (): Promise<Response> => Promise.reject(samlDisabled());
  app.post('/auth/v1/sso', route(sso));
  app.get('/auth/v1/sso/saml/metadata', route(sso));
  app.post('/auth/v1/sso/saml/acs', route(sso));
  // Linking needs a signed-in user first, as on the hosted service.
  const linking = async (context: BackendContext, c: Context): Promise<Response> => {
    await authenticate(context, c);
    throw manualLinkingDisabled();
  };
  app.get('/auth/v1/user/identities/authorize', route(linking));
  app.delete('/auth/v1/user/identities/:identityId', route(linking));
}
