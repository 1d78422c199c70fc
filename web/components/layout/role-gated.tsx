import type { ComponentProps, ComponentType } from 'react';

import { RequireRole } from './require-role.tsx';

/** A route's screen behind RequireRole: the `Component` an admin route module exports. */
export function roleGated(
  gate: Omit<ComponentProps<typeof RequireRole>, 'children'>,
  Screen: ComponentType,
) {
  return function RoleGatedScreen() {
    return (
      <RequireRole {...gate}>
        <Screen />
      </RequireRole>
    );
  };
}
