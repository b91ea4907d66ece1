import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import { type Spec, SpecList } from './spec-list';
import './lines.css';

const SPECS: readonly Spec[] = [
  { value: '950 mAh', label: 'battery' },
  { value: '45 min', label: 'full charge, USB-C' },
  { value: '5-7 days', label: 'per refillable pod' },
  { value: '6 months', label: 'limited warranty' },
];

/** /ProDevice: the ESI PRO pod device, with a read-more toggle and the way to register its warranty. */
export function ProDevicePage() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();

  return (
    <ContentPage
      title="ESI PRO"
      documentTitle="ESI PRO pod device"
      crumbs={[{ label: 'Vape Kits', to: paths.catVapeKit() }]}
      lead="Our own refillable pod device: a steady draw, a battery that lasts all day, and a six-month warranty."
    >
      <div className="split line-hero">
        <div className="prose">
          <p>
            The ESI PRO is built for smokers who are done with disposables. Fill a pod with your favourite nicotine
            salt, click it in, and draw: there are no buttons and no settings to get wrong.
          </p>
          <SpecList name="ESI PRO" specs={SPECS} />
          <div id={moreId} hidden={!expanded}>
            <p>
              Inside is a 950 mAh cell that charges fully in about 45 minutes over USB-C. Each pod holds 2 ml and lasts
              about 5-7 days before the coil needs replacing; the pods also fit the ESI 2.0, so upgrading costs you
              nothing.
            </p>
            <p>
              Airflow is tuned for a tight, cigarette-like draw with nicotine salts from 18 mg to 55 mg. Keep the device
              upright when you refill, and wait five minutes before the first puff so the wick can soak.
            </p>
            <p>
              Every ESI PRO comes with a six-month limited warranty against defects. Register your device with the lot
              number printed on the box to make a claim fast.
            </p>
          </div>
          <Button
            variant="secondary"
            className="read-more__toggle"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Read less' : 'Read more'}
          </Button>
          <div className="button-row">
            <Link to={paths.registerDevice()} className="btn btn--primary">
              Register your ESI PRO
            </Link>
            <Link to={paths.catNixodine()} className="btn btn--secondary">
              Shop nicotine salt
            </Link>
          </div>
        </div>
        <figure className="content-figure">
          <DeviceArt label="The ESI PRO pod device" />
        </figure>
      </div>
    </ContentPage>
  );
}
