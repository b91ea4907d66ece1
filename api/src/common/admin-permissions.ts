import { type AuthChecker, Authorized, Extensions } from 'type-graphql';
import type { AdminContext } from '../admin-context';
import type { Permission } from '../modules/staff/permission.type';

/**
 * An admin operation for signed-in staff holding every one of `permissions` (none: any staff member).
 * The permissions are also the field's schema extension, so tests can hold every operation to them.
 */
export function Allow(...permissions: Permission[]): MethodDecorator & PropertyDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    Authorized(permissions)(target, key, descriptor!);
    Extensions({ permissions })(target, key, descriptor!);
  };
}

/** type-graphql's check for `Allow`: UNAUTHENTICATED without a staff session, FORBIDDEN without a permission. */
export const adminAuthChecker: AuthChecker<AdminContext, Permission> = async ({ context }, permissions) => {
  await context.requirePermissions(permissions);
  return true;
};
