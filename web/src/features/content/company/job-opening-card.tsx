import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { CONTACT } from '../contact-details';
import type { JobOpening } from './job-openings';

/** One opening: its summary, a description that expands, EMAIL RESUME (mailto) and APPLY ONLINE. */
export function JobOpeningCard({ opening }: { opening: JobOpening }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = `${opening.id}-title`;

  return (
    <article className="info-card job-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{opening.title}</h2>
      <p className="job-card__meta">
        {opening.location} · {opening.schedule}
      </p>
      <p>{opening.summary}</p>
      <button
        type="button"
        className="job-card__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide description' : 'Show description'}
        <ChevronDownIcon className="job-card__chevron" />
      </button>
      <div id={panelId} className="job-card__details" hidden={!open}>
        <h3>What you will do</h3>
        <ul>
          {opening.duties.map((duty) => (
            <li key={duty}>{duty}</li>
          ))}
        </ul>
        <h3>What you bring</h3>
        <ul>
          {opening.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </div>
      <div className="button-row">
        <a className="btn btn--primary" href={paths.mailto(CONTACT.careersEmail, `Resume: ${opening.title}`)}>
          EMAIL RESUME
          <span className="visually-hidden"> for {opening.title}</span>
        </a>
        <Link className="btn btn--secondary" to={paths.contactUs()}>
          APPLY ONLINE
          <span className="visually-hidden"> for {opening.title}</span>
        </Link>
      </div>
    </article>
  );
}
