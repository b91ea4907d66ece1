import { objectAt, textAt } from '../verification/provider-http.transport';
import type { RedirectProvider, RedirectResult, ServiceGroup } from './affiliation-provider.rules';
import { providerJson } from './provider-json.transport';

export const IDME_PRODUCTION_URL = 'https://api.id.me';
/** Where the customer comes back from ID.me: the redirect URI the shop registers in ID.me's developer console. */
export const IDME_CALLBACK_PATH = '/Military/idme/callback';

export interface IdMeSettings {
  /** ID.me's origin: https://api.id.me, or its sandbox https://api.idmelabs.com. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly timeoutMs: number;
}

/**
 * The scope asked for each group, and the `status[].group` names that answer it (promotions-facts.md §4). UNCONFIRMED:
 * older integrations named the first-responder group `responder`, so both are read.
 */
const GROUPS: Record<ServiceGroup, { scope: string; names: readonly string[] }> = {
  military: { scope: 'military', names: ['military'] },
  'first responder': { scope: 'first_responder', names: ['first_responder', 'responder'] },
};

/**
 * ID.me's OAuth 2.0 (promotions-facts.md §4): the customer is sent to `/oauth/authorize` with the group's scope and a
 * `state`; back at the shop with a code, the shop exchanges it at `/oauth/token` with the client secret (server to
 * server, never in the browser) and reads `/api/public/v3/attributes.json`, whose `status[]` says per group whether
 * the person is verified. Only that is read: the attributes (name, e-mail, ZIP) are neither asked for nor kept.
 */
export function idMeProvider(settings: IdMeSettings, redirectUri: () => string): RedirectProvider {
  const origin = settings.url.replace(/\/$/, '');

  async function call(
    path: string,
    request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ): Promise<{ ok: true; body: unknown } | { ok: false; problem: string; codeRefused?: true }> {
    const answer = await providerJson(`${origin}${path}`, request, settings.timeoutMs);
    if (!answer.ok) return answer;
    // RFC 6749 §5.2: a code that is not (or no longer) good is a 400 `invalid_grant`, not trouble at ID.me.
    if (answer.status === 400 && textAt(objectAt({ body: answer.body }, 'body'), 'error') === 'invalid_grant') {
      return { ok: false, problem: 'invalid_grant', codeRefused: true };
    }
    if (answer.status < 200 || answer.status > 299) return { ok: false, problem: `HTTP ${answer.status}` };
    return { ok: true, body: answer.body };
  }

  return {
    kind: 'redirect',
    name: 'idme',
    authorizeUrl(group, state) {
      const url = new URL('/oauth/authorize', `${origin}/`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri(),
        response_type: 'code',
        scope: GROUPS[group].scope,
        state,
      }).toString();
      return url.toString();
    },
    async verifiedIn(group, code): Promise<RedirectResult> {
      const token = await call('/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri(),
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }).toString(),
      });
      if (!token.ok) return token;
      const accessToken = textAt(objectAt({ body: token.body }, 'body'), 'access_token');
      if (!accessToken) return { ok: false, problem: 'no access_token' };
      const attributes = await call('/api/public/v3/attributes.json', {
        method: 'GET',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!attributes.ok) return attributes;
      const statuses = objectAt({ body: attributes.body }, 'body')?.status;
      if (!Array.isArray(statuses)) return { ok: false, problem: 'no status[]' };
      const names = GROUPS[group].names;
      // Any subgroup counts (service member, veteran, retiree; spouses and dependents as ID.me groups them,
      // UNCONFIRMED): the page's offer is for all of them.
      const verified = statuses.some((entry: unknown) => {
        const status = objectAt({ entry }, 'entry');
        return status?.verified === true && names.includes(textAt(status, 'group') ?? '');
      });
      return { ok: true, verified };
    },
  };
}
