import { render } from '@testing-library/react';
import { type ReactElement, useLayoutEffect } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createCache } from '../../web/src/lib/apollo-client';

export interface RenderOptions {
  /** Where the memory router starts. */
  url?: string;
  mocks?: readonly MockLink.MockedResponse[];
  /** Route patterns that render the element (default: every path). */
  paths?: string[];
}

/**
 * Tells the test where the router is. A layout effect runs within the commit that shows the new route, so a test that
 * has seen the new page reads its address too (a passive effect may run later, on a busy machine).
 */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/**
 * Renders inside a memory router, so links and navigation are real, and a MockedProvider built on the app's
 * own cache policies. A declarative router: jsdom has no fetch `Request`, which a data router's navigation
 * needs. `url()` answers the pathname and query string the app navigated to.
 */
export function renderWithProviders(element: ReactElement, options: RenderOptions = {}) {
  const { url = '/', mocks = [], paths = ['*'] } = options;
  let current: Location | undefined;
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter useTransitions={false} initialEntries={[url]}>
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
        <Routes>
          {paths.map((path) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...view, url: () => (current ? current.pathname + current.search : url) };
}
