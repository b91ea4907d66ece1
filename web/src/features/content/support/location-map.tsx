import { paths } from '../../../config/paths';
import { GEOLOCATION_MESSAGES, useGeolocation } from './use-geolocation';

/** A map centred on the browser's position (OpenStreetMap embed), or the spec's message while there is none. */
export function LocationMap() {
  const location = useGeolocation();

  if (location.status !== 'located') {
    const error = location.status !== 'pending';
    return (
      <div className="location-map location-map--empty">
        <p role={error ? 'alert' : 'status'} className={error ? 'location-map__error' : undefined}>
          {GEOLOCATION_MESSAGES[location.status]}
        </p>
      </div>
    );
  }
  const { latitude, longitude } = location;
  return (
    <div className="location-map">
      <iframe
        title="Map centred on your location"
        src={paths.osmEmbed(latitude, longitude)}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
      <p className="location-map__credit">
        <a href={paths.osmView(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          View a larger map<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        · © OpenStreetMap contributors
      </p>
    </div>
  );
}
