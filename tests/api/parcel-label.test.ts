import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  ConfirmParcelLabelStatementDocument,
  ParcelLabelStatementDocument,
  RecordHistoryDocument,
  ShippingLabelDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();

const SEEDED =
  'CIGARETTES/SMOKELESS TOBACCO: FEDERAL LAW REQUIRES THE PAYMENT OF ALL APPLICABLE EXCISE TAXES, ' +
  'AND COMPLIANCE WITH APPLICABLE LICENSING AND TAX-STAMPING OBLIGATIONS';

describe('the parcel label statement', () => {
  it('is seeded from the compliance facts, unconfirmed, and printed on every label', async () => {
    const fulfilment = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const { parcelLabelStatement } = await fulfilment.client.data(ParcelLabelStatementDocument, {});
    expect(parcelLabelStatement).toEqual({
      __typename: 'ParcelLabelStatementView',
      text: SEEDED,
      source: expect.stringContaining('15 U.S.C. 376(b)(3)'),
      confirmedAt: null,
      confirmedBy: null,
    });
    const label = await fulfilment.client.data(ShippingLabelDocument, { orderNumber: 'ESI-NONE' });
    expect(label.parcelLabelStatement.text).toBe(SEEDED);
  });

  it('is confirmed or changed by compliance staff only, checked, audited, and printed from then on', async () => {
    const fulfilment = await signedInStaff(suite.testApp.app, StaffRole.FULFILMENT);
    const compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
    const forbidden = await fulfilment.client.request(ConfirmParcelLabelStatementDocument, { text: 'ANYTHING' });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const text of ['   ', 'X'.repeat(501)]) {
      const refused = await compliance.client.request(ConfirmParcelLabelStatementDocument, { text });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await compliance.client.data(ParcelLabelStatementDocument, {})).parcelLabelStatement.text).toBe(SEEDED);

    const amended = SEEDED.replace('CIGARETTES/SMOKELESS', 'CIGARETTES/NICOTINE/SMOKELESS');
    const { confirmParcelLabelStatement: confirmed } = await compliance.client.data(
      ConfirmParcelLabelStatementDocument,
      // Line breaks and runs of spaces, as pasted, print as single spaces.
      { text: `  ${amended.replace(', AND', ',\n  AND')}\n` },
    );
    expect(confirmed).toMatchObject({ text: amended, confirmedBy: `Test ${StaffRole.COMPLIANCE}` });
    expect(Date.parse(confirmed.confirmedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const label = await fulfilment.client.data(ShippingLabelDocument, { orderNumber: 'ESI-NONE' });
    expect(label.parcelLabelStatement.text).toBe(amended);

    const { recordHistory } = await fulfilment.client.data(RecordHistoryDocument, {
      recordType: 'parcel-label',
      recordId: 'statement',
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['parcel-label.confirm']);
    const [event] = recordHistory;
    expect(event).toMatchObject({ staffId: compliance.id, staffRole: 'compliance' });
    expect(JSON.parse(event!.before!)).toEqual({ text: SEEDED, confirmed: false });
    expect(JSON.parse(event!.after!)).toEqual({ text: amended, confirmed: true });
  });
});
