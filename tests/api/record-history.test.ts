import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  AddCarrierDocument,
  AuditEventsDocument,
  CreatePromotionDocument,
  RecordHistoryDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import { promotionInput } from '../support/promotion-input';
import { type SignedInStaff, signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
let manager: SignedInStaff;
let compliance: SignedInStaff;
let catalogue: SignedInStaff;

beforeAll(async () => {
  [manager, compliance, catalogue] = await Promise.all([
    signedInStaff(suite.testApp.app, StaffRole.MANAGER),
    signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE),
    signedInStaff(suite.testApp.app, StaffRole.CATALOGUE),
  ]);
});

describe("a promotion's and a carrier's own history (the History buttons of their pages)", () => {
  it("shows a promotion's changes to those who manage promotions, refuses others, and the trail filters by it", async () => {
    const { createPromotion } = await manager.client.data(CreatePromotionDocument, {
      input: promotionInput({
        name: 'History weekend',
        banner: null,
        endsAt: null,
        action: 'FREE_SHIPPING',
        percentBp: null,
      }),
    });
    const asked = { recordType: 'promotion', recordId: createPromotion.id };
    const { recordHistory } = await manager.client.data(RecordHistoryDocument, asked);
    expect(recordHistory.map((e) => e.operation)).toEqual(['promotion.create']);
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({ name: 'History weekend' });

    const refused = await catalogue.client.request(RecordHistoryDocument, asked);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();

    const { auditEvents } = await compliance.client.data(AuditEventsDocument, {
      filter: { recordType: 'promotion', record: createPromotion.id },
      page: { page: 1, pageSize: 10 },
    });
    expect(auditEvents.events.map((e) => [e.operation, e.recordId])).toEqual([
      ['promotion.create', createPromotion.id],
    ]);
  });

  it("shows a carrier's changes to whoever sees the carriers page", async () => {
    const { addCarrier } = await compliance.client.data(AddCarrierDocument, {
      input: {
        name: 'History Freight',
        address: '1 Dock Road, Newark, NJ 07114',
        telephone: '800-555-0199',
        adultSignatureId: true,
        trackingUrlPattern: null,
      },
    });
    const carrier = addCarrier;
    const asked = { recordType: 'carrier', recordId: carrier.id };
    const { recordHistory } = await compliance.client.data(RecordHistoryDocument, asked);
    expect(recordHistory[0]).toMatchObject({ operation: 'carrier.add', recordId: carrier.id });
    expect((await catalogue.client.request(RecordHistoryDocument, asked)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
