import { Link } from 'react-router-dom';
import type { AccordionItem } from '../../../components/accordion';
import { paths } from '../../../config/paths';

/** The seven questions of spec section 2, answered with the facts of section 9. */
export const FAQ_ENTRIES: readonly AccordionItem[] = [
  {
    id: 'no-vapor',
    title: 'My device is not producing vapor. What should I do?',
    content: (
      <>
        <p>Most of the time the battery is flat or the pod is not seated properly.</p>
        <ul>
          <li>Charge the device fully: at least 45 minutes.</li>
          <li>Take the pod out and click it back in firmly; wipe the contacts with a dry tissue.</li>
          <li>Check that the pod still has e-liquid, and that no silicone plug is left on a new pod.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'spit-back',
    title: 'Why is my device spitting back?',
    content: (
      <p>
        Spit back happens when e-liquid collects in the mouthpiece or the coil is flooded. Take gentle, slower puffs, do
        not overfill the pod, and blow through the mouthpiece with the device off to clear excess liquid. Store the
        device upright.
      </p>
    ),
  },
  {
    id: 'charging',
    title: 'How do I charge my device, and how long does it take?',
    content: (
      <p>
        Use the USB-C cable with a standard phone charger or a computer port. A full charge takes at least 45 minutes;
        the light shows when it is done. Avoid fast chargers and do not leave the device charging overnight.
      </p>
    ),
  },
  {
    id: 'pod-life',
    title: 'How long does a pod last?',
    content: (
      <p>
        A pod lasts about 5-7 days for most users. Replace it when the flavor fades or tastes burnt, even if there is
        e-liquid left.
      </p>
    ),
  },
  {
    id: 'shipping-time',
    title: 'How long does shipping take?',
    content: (
      <p>
        Orders ship within 24-48 hours, Monday to Friday. Some products cannot ship to some states: see our{' '}
        <Link to={paths.shippingRestrictions()}>shipping restrictions</Link>.
      </p>
    ),
  },
  {
    id: 'more-help',
    title: 'Where can I get more help?',
    content: (
      <p>
        Our <Link to={paths.helpCenter()}>Help Center</Link> covers orders, shipping, returns and accounts. You can also{' '}
        <Link to={paths.contactUs()}>contact customer service</Link>, Mon-Fri 8AM-5PM Arizona time.
      </p>
    ),
  },
  {
    id: 'propylene-glycol',
    title: 'Is there a propylene glycol warning?',
    content: (
      <p>
        Yes. Most e-liquids contain propylene glycol (PG). A small number of people are sensitive to it and may notice a
        dry throat, irritation or an allergic reaction. If that happens, stop using the product and talk to a doctor;
        high-VG e-liquids may suit you better.
      </p>
    ),
  },
];
