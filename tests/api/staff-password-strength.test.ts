import { StaffRole } from '../../api/src/modules/staff/permission.type';
import { guessablePasswordProblem } from '../../api/src/security/password-strength';
import { CompleteSetupDocument, OpenSetupLinkDocument } from '../../web/admin/src/graphql/__generated__/graphql';
import { TEST_ACTOR, adminClient, codeAt, tokenOf, uniqueStaffEmail } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const SHOP = 'Blue Heron Vapes';
const suite = useSuiteApp({ SELLER_TRADE_NAME: SHOP });

/** A new staff member's setup link, opened as their browser would: the token and the authenticator's secret. */
async function openedLink(name = 'Priya Okafor') {
  const app = suite.testApp.app;
  const email = uniqueStaffEmail('catalogue');
  const issued = await app.services.staff.invite(TEST_ACTOR, { email, name, role: StaffRole.CATALOGUE });
  const client = adminClient(app.url);
  const token = tokenOf(issued.link);
  const { openSetupLink } = await client.data(OpenSetupLinkDocument, { token });
  const complete = (password: string) =>
    client.request(CompleteSetupDocument, { input: { token, password, code: codeAt(openSetupLink.secret, 0) } });
  return { email, complete };
}

describe('a staff password', () => {
  it.each([
    ['password', 'This is one of the ten most used passwords.'],
    ['Password1', 'This is a commonly used password'],
    ['12345678', 'This is one of the ten most used passwords.'],
    ['qwertyuiop', 'This is one of the hundred most used passwords.'],
    [SHOP, 'Add more words that are less common.'],
    ['BlueHeronVapes2026', 'shop’s name'],
  ])('refuses %j with the reason in words, and the link still works', async (password, reason) => {
    const { complete } = await openedLink();
    const refused = await complete(password);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/^Password: /);
    expect(refused.errors?.[0]?.message).toContain(reason);
    expect((await complete('mauve tulips climb the quarry wall')).errors).toBeUndefined();
  });

  it("refuses the staff member's own name and e-mail address", async () => {
    const { complete, email } = await openedLink('Marguerite Vandersloot');
    expect((await complete('MargueriteVandersloot')).errors?.[0]?.message).toMatch(/^Password: /);
    expect((await complete(email)).errors?.[0]?.message).toMatch(/^Password: /);
  });

  it('takes a long passphrase of unrelated words, and signs in with it', async () => {
    const { complete } = await openedLink();
    const taken = await complete('mauve tulips climb the quarry wall');
    expect(taken.errors).toBeUndefined();
    expect(taken.data?.completeSetup.staff.enrolled).toBe(true);
  });
});

describe('the strength check itself', () => {
  it('gives a reason for every refusal, and none for a strong password', () => {
    expect(guessablePasswordProblem('letmein1', [])).toMatch(/\w/);
    expect(guessablePasswordProblem('Heron', [SHOP])).toMatch(/\w/);
    expect(guessablePasswordProblem('staff pass 123', [SHOP])).toBeNull();
  });
});
