import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '../../../components/accordion';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import type { ProductSlots } from '../product-slots';
import { LineProducts } from './line-products';
import './lines.css';

/** The six collapsible info sections of spec section 2. */
const SECTIONS: readonly AccordionItem[] = [
  {
    id: 'what',
    title: 'What is a disposable vape?',
    content: (
      <p>
        A disposable vape is a small, pre-filled and pre-charged device: no refilling, no coils to change and no buttons
        to learn. Take it out of the box and draw from the mouthpiece; when the e-liquid runs out, recycle it.
      </p>
    ),
  },
  {
    id: 'puffs',
    title: 'How many puffs will I get?',
    content: (
      <p>
        Every line is named after its rated puff count, from about 5,000 (NORTH P5000) to 40,000 (Pillow Talk 40K).
        Real-world counts depend on how long and how hard you draw: short, gentle puffs go furthest.
      </p>
    ),
  },
  {
    id: 'nicotine',
    title: 'Which nicotine strength should I choose?',
    content: (
      <>
        <p>Our disposables come in strengths from 18 mg to 55 mg of nicotine salt.</p>
        <ul>
          <li>18-30 mg: lighter smokers, or for stepping down.</li>
          <li>35-50 mg: the usual choice for pack-a-day smokers.</li>
          <li>55 mg: the strongest we carry, for heavy smokers only.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'battery',
    title: 'Battery and charging',
    content: (
      <p>
        Rechargeable models carry a 950 mAh battery and a USB-C port. A full charge takes at least 45 minutes; the LED
        tells you when it is done. Charge with a phone charger rather than a fast charger.
      </p>
    ),
  },
  {
    id: 'flavors',
    title: 'Flavors',
    content: (
      <p>
        Fruit and ice, berry, melon, citrus, mint, tropical fruit and more, plus tobacco and menthol. Some states limit
        flavored products: see our <Link to={paths.shippingRestrictions()}>shipping restrictions</Link> before you
        order.
      </p>
    ),
  },
  {
    id: 'safety',
    title: 'Safety, age and disposal',
    content: (
      <>
        <p>
          WARNING: This product contains nicotine. Nicotine is an addictive chemical. Sold only to adults 21 and older;
          keep devices away from children and pets.
        </p>
        <p>
          Do not throw a spent device in household trash: its lithium battery belongs in a battery recycling bin or an
          e-waste drop-off.
        </p>
      </>
    ),
  },
];

/** /DisposableVape: the disposables' products and six collapsible info sections. */
export function DisposableVapePage({ renderProductAction, drawer }: ProductSlots) {
  return (
    <ContentPage
      title="Disposable Vapes"
      crumbs={[{ label: 'Vape Kits', to: paths.catVapeKit() }]}
      lead="Pre-filled, pre-charged and ready out of the box: the easiest way to vape."
    >
      <div className="split line-hero">
        <div className="prose">
          <p>
            From compact 5,000-puff sticks to 40,000-puff devices with screens, we carry the disposables adult vapers
            ask for, in nicotine strengths from 18 mg to 55 mg.
          </p>
          <p>
            Featured brand: <Link to={paths.orianbar()}>ORION BAR P10000</Link>, ten thousand puffs in a slim
            rechargeable.
          </p>
          <p>
            <Link to={paths.catDisposables()} className="btn btn--primary">
              Shop all disposables
            </Link>
          </p>
        </div>
        <figure className="content-figure">
          <DeviceArt label="A disposable vape with its mouthpiece and battery light" tone="#db2777" />
        </figure>
      </div>
      <LineProducts
        title="Popular disposables"
        scope={{ category: 'Vapes', productType: 'Disposable Vape' }}
        more={{ to: paths.catDisposables(), label: 'See all disposables' }}
        renderProductAction={renderProductAction}
      />
      <section className="content-section" aria-labelledby="disposable-info-title">
        <h2 id="disposable-info-title">Good to know</h2>
        <Accordion items={SECTIONS} />
      </section>
      {drawer}
    </ContentPage>
  );
}
