import { useQuery } from '@apollo/client/react';
import { type ReactNode, createContext, useContext } from 'react';
import { type Permission, StaffMeDocument, type StaffMemberFieldsFragment } from '../graphql/__generated__/graphql';

const StaffContext = createContext<StaffMemberFieldsFragment | null>(null);

/** The signed-in staff member, as the layout loaded them (null outside the signed-in area). */
export function useStaff(): StaffMemberFieldsFragment | null {
  return useContext(StaffContext);
}

/** Whether the signed-in staff member holds this permission (the page shows the action; the server decides). */
export function useMay(permission: Permission): boolean {
  return useStaff()?.permissions.includes(permission) ?? false;
}

export function StaffProvider({ staff, children }: { staff: StaffMemberFieldsFragment; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** Asks who is signed in (every page of the signed-in area waits for it). */
export function useStaffMe() {
  return useQuery(StaffMeDocument, { fetchPolicy: 'network-only' });
}
