import { LoadingText } from '../components/status-text';

/** Shown in the page area while a route's code-split chunk loads on the first visit. */
export function RouteLoading() {
  return (
    <div className="container">
      <LoadingText />
    </div>
  );
}
