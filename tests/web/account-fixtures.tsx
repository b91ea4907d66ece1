import { render } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { type InitialEntry, type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MeDocument, ShippingAddressesDocument } from '../../web/src/graphql/__generated__/graphql';
import { createCache } from '../../web/src/lib/apollo-client';

export type Mocks = readonly MockLink.MockedResponse[];

export const CUSTOMER = {
  __typename: 'Customer' as const,
  id: 'c-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-05-17',
};

export function meMock(me: typeof CUSTOMER | null = CUSTOMER): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** An InputErrors answer as the API gives it. */
export function inputErrors(...errors: { field: string; code: string; message: string }[]) {
  return {
    __typename: 'InputErrors' as const,
    message: errors[0]?.message ?? '',
    errors: errors.map((error) => ({ __typename: 'FieldError', ...error })),
  };
}

/** A refusal thrown by the API (no session, rate limit …): a GraphQL error with extensions.code. */
export function graphQLError(code: string, message = 'Refused.') {
  return [new GraphQLError(message, { extensions: { code } })];
}

export const STATES = [
  { __typename: 'UsState', code: 'AZ', name: 'Arizona' },
  { __typename: 'UsState', code: 'CA', name: 'California' },
];

export const ADDRESS = {
  __typename: 'ShippingAddress' as const,
  id: 'a-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  stateName: 'Arizona',
  zipcode: '85001',
  isDefault: true,
};

export function addressesMock(addresses = [ADDRESS]): MockLink.MockedResponse {
  return {
    request: { query: ShippingAddressesDocument },
    result: { data: { shippingAddresses: addresses, addressBookLimit: 20, usStates: STATES } },
  };
}

/** A date of birth that makes someone `years` old today (their birthday was yesterday). */
export function birthdayForAge(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/**
 * Several routes at once (a page and where it leads), in a memory router that may start with router state.
 * `location()` answers where the app is now, state included.
 */
export function renderRoutes(
  routes: Record<string, ReactElement>,
  { entry = '/', mocks = [] }: { entry?: InitialEntry; mocks?: Mocks } = {},
) {
  let current: Location | undefined;
  const view = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter useTransitions={false} initialEntries={[entry]}>
        <LocationProbe
          onChange={(location) => {
            current = location;
          }}
        />
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return {
    ...view,
    location: () => current,
    url: () => (current ? current.pathname + current.search : ''),
  };
}
