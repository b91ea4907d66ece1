import { Link } from 'react-router-dom';
import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';
import { JobOpeningCard } from './job-opening-card';
import { JOB_OPENINGS } from './job-openings';
import './company-pages.css';

/** /Career: the three openings with expandable descriptions, EMAIL RESUME and APPLY ONLINE. */
export function CareerPage() {
  return (
    <ContentPage
      title="Careers"
      crumbs={[{ label: 'Our Team', to: paths.brandTeam() }]}
      lead="Join a small team that helps adult smokers find something better. All roles are in Phoenix, Arizona."
    >
      <ul className="job-list">
        {JOB_OPENINGS.map((opening) => (
          <li key={opening.id}>
            <JobOpeningCard opening={opening} />
          </li>
        ))}
      </ul>
      <div className="content-section prose">
        <p>
          EMAIL RESUME opens your e-mail app with a message to {CONTACT.careersEmail}; attach your resume and tell us
          when you could start. APPLY ONLINE takes you to our <Link to={paths.contactUs()}>contact page</Link>, where
          you can call or write to us. We answer every application within five working days.
        </p>
      </div>
    </ContentPage>
  );
}
