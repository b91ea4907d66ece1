import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { DeviceArt, DuoArt } from '../../../components/illustrations';
import { paths } from '../../../config/paths';
import './blog.css';

const ROWS: readonly [feature: string, vista: string, lumen: string][] = [
  ['Rated puffs', '20,000', '30,000'],
  ['Battery', '950 mAh, detachable', '950 mAh, detachable'],
  ['Charging', 'USB-C, about 45 minutes', 'USB-C, about 45 minutes'],
  ['Nicotine', '50 mg salt', '18-55 mg salt'],
  ['Screen', 'Battery and e-liquid level', 'Battery level'],
  ['Best for', 'Flavor chasers', 'Long-lasting value'],
];

/** /Blog1: the article of March 05, 2025 comparing two modular disposable vapes (spec section 2). */
export function Blog1Page() {
  return (
    <ContentPage
      title="Modular Disposables Compared: Vista Duo 20000 vs Lumen X 30000"
      documentTitle="Modular Disposables Compared"
      crumbs={[{ label: 'Blogs', to: paths.footerBlog() }]}
    >
      <article className="article prose">
        <p className="article__meta">
          <time dateTime="2025-03-05">March 05, 2025</time> · By the ESI Squad
        </p>
        <figure className="content-figure">
          <DuoArt label="The Vista Duo 20000 and the Lumen X 30000 side by side" />
        </figure>
        <p>
          Modular disposables split a disposable vape in two: a pre-filled pod that you throw away, and a battery that
          clicks off and keeps going with the next pod. You get the convenience of a disposable with less waste and a
          lower cost per puff. We spent a week with two of the most popular, the Vista Duo 20000 and the Lumen X 30000.
        </p>
        <h2>At a glance</h2>
        <div className="table-scroll">
          <table className="compare-table">
            <caption className="visually-hidden">Vista Duo 20000 compared with Lumen X 30000</caption>
            <thead>
              <tr>
                <th scope="col">Feature</th>
                <th scope="col">Vista Duo 20000</th>
                <th scope="col">Lumen X 30000</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([feature, vista, lumen]) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
                  <td>{vista}</td>
                  <td>{lumen}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h2>Flavor</h2>
        <p>
          The Vista Duo wins on flavor. Its dual mesh coil brings out fruit blends with a clarity we rarely taste in a
          disposable, and it stayed crisp to the last pod. The Lumen X is smooth and consistent, but a touch muted on
          fruit-and-ice flavors.
        </p>
        <h2>Battery and charging</h2>
        <p>
          Both carry a 950 mAh battery that detaches from the pod and charges over USB-C in about 45 minutes. The Vista
          Duo's screen shows both the battery and the e-liquid level, so you are never surprised by an empty pod.
        </p>
        <figure className="content-figure">
          <DeviceArt label="A modular disposable with its battery detached" tone="#db2777" />
        </figure>
        <h2>Value</h2>
        <p>
          The Lumen X's 30,000 rated puffs make it the better buy per puff, and it comes in more nicotine strengths,
          from 18 mg to 55 mg. If you vape all day, it is the one to pick.
        </p>
        <h2>The verdict</h2>
        <p>
          Choose the <strong>Vista Duo 20000</strong> for flavor and the handy screen, the{' '}
          <strong>Lumen X 30000</strong> for long life and value. Either way, recycle the spent pods and keep the
          battery.
        </p>
        <p>
          <Link to={paths.search({ category: 'Vapes', subcategory: 'Vista Duo 20000' })}>Shop Vista Duo 20000</Link> ·{' '}
          <Link to={paths.search({ category: 'Vapes', subcategory: 'Lumen X 30000' })}>Shop Lumen X 30000</Link>
        </p>
        <p className="notice">WARNING: This product contains nicotine. Nicotine is an addictive chemical.</p>
      </article>
    </ContentPage>
  );
}
