/** The three openings of spec section 2, with the descriptions each card expands to. */
export interface JobOpening {
  id: string;
  title: string;
  location: string;
  schedule: string;
  summary: string;
  duties: readonly string[];
  requirements: readonly string[];
}

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: 'customer-service',
    title: 'Customer Service Representative',
    location: 'Phoenix, AZ (on site)',
    schedule: 'Full time, Mon-Fri 8AM-5PM',
    summary: 'Be the voice of ESI: help customers by phone, text and e-mail with orders, returns and devices.',
    duties: [
      'Answer calls and messages on the retail and wholesale lines.',
      'Track orders, issue RMA forms and process returns within our 30-day policy.',
      'Walk customers through device set-up, charging and warranty registration.',
    ],
    requirements: [
      'At least 21 years old.',
      'A year of customer-facing experience; retail or call-centre experience welcome.',
      'Clear written and spoken English; Spanish is a plus.',
    ],
  },
  {
    id: 'sales-associate',
    title: 'Sales Associate',
    location: 'Phoenix, AZ (on site)',
    schedule: 'Full time, some Saturdays',
    summary: 'Grow our wholesale accounts: look after the smoke shops and vendors that stock our products.',
    duties: [
      'Open and manage wholesale accounts across the Southwest.',
      'Present new products and explain state shipping rules to vendors.',
      'Follow up on orders with the warehouse and customer service.',
    ],
    requirements: [
      'At least 21 years old.',
      'Two years of B2B or retail sales experience.',
      'A valid driver’s licence for occasional visits to stores.',
    ],
  },
  {
    id: 'warehouse-associate',
    title: 'Warehouse Associate',
    location: 'Phoenix, AZ (on site)',
    schedule: 'Full time, Mon-Fri',
    summary: 'Pick, pack and ship orders so they leave within 24-48 hours.',
    duties: [
      'Pick and pack orders accurately and label them for carriers.',
      'Receive stock, check lot numbers and keep the shelves in order.',
      'Handle returned items and restock them after inspection.',
    ],
    requirements: [
      'At least 21 years old.',
      'Able to lift 40 lb and stand for a full shift.',
      'Forklift certification is a plus.',
    ],
  },
];
