import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import './brand-pages.css';

const TEAMS: readonly { initials: string; name: string; text: string }[] = [
  { initials: 'CS', name: 'Customer Service', text: 'Answers your calls, texts and e-mails, and sorts out returns.' },
  { initials: 'PD', name: 'Product', text: 'Tests every device and e-liquid before it reaches the shelf.' },
  { initials: 'WH', name: 'Warehouse', text: 'Picks, packs and ships your order within 24-48 hours.' },
  { initials: 'WS', name: 'Wholesale', text: 'Looks after the shops and vendors that stock our products.' },
];

/** /BrandTeam: the people behind the shop, with the way to join them (spec section 2: links to /Career). */
export function BrandTeamPage() {
  return (
    <ContentPage
      title="Our Team"
      crumbs={[{ label: 'Our Brands', to: paths.whyBrands() }]}
      lead="A small team in Arizona, most of whom switched from smoking themselves."
    >
      <ul className="card-grid card-grid--4 team-grid">
        {TEAMS.map((team) => (
          <li key={team.name} className="info-card">
            <span className="team-grid__avatar" aria-hidden="true">
              {team.initials}
            </span>
            <h2>{team.name}</h2>
            <p>{team.text}</p>
          </li>
        ))}
      </ul>
      <section className="content-section notice" aria-labelledby="team-join-title">
        <h2 id="team-join-title">Join us</h2>
        <p>
          We are hiring in customer service, sales and the warehouse.{' '}
          <Link to={paths.career()}>See our open positions</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
