import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';

/** /MissionBrand: the mission of the shop's own brand. */
export function MissionBrandPage() {
  return (
    <ContentPage
      title="The Mission of Our Brand"
      crumbs={[{ label: 'Our Brands', to: paths.whyBrands() }]}
      lead="Devices we would hand to a friend who wants to quit smoking: simple, dependable and backed by a warranty."
    >
      <div className="split">
        <div className="prose">
          <p>
            We design the ESI devices around one question: what makes a smoker stick with switching? The answers we hear
            are always the same. A draw that feels familiar, a battery that lasts the day, and pods that do not leak in
            a pocket.
          </p>
          <h2>How we keep that promise</h2>
          <ul>
            <li>Every batch is tested before it ships, and carries a lot number you can trace.</li>
            <li>Each device comes with a six-month limited warranty.</li>
            <li>Pods fit both generations, so an upgrade never strands your spares.</li>
          </ul>
          <div className="button-row">
            <Link to={paths.proDevice()} className="btn btn--primary">
              Meet the ESI PRO
            </Link>
            <Link to={paths.registerDevice()} className="btn btn--secondary">
              Register a device
            </Link>
          </div>
        </div>
        <figure className="content-figure">
          <DeviceArt label="An ESI pod device" />
        </figure>
      </div>
    </ContentPage>
  );
}
