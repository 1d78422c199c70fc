import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';

import type { MyApplication } from '#common/schemas/recruiting';

import { ApiError, api } from '../../lib/api-client.ts';
import { Island } from '../../lib/island.tsx';
import type { renderApplicant } from './career-page.tsx';

/**
 * The applicant's own application for the server render (with the render's bearer header); null
 * when they have not applied yet. Any other failure is thrown to the loader.
 */
export function fetchMyApplication({
  headers,
  user,
}: NonNullable<ReturnType<typeof renderApplicant>>) {
  return api.get<MyApplication>(`/user/pelamar/${user.id}`, { headers }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

/** A career route's Component: `Screen` with the loader's data, hydrated as the island `name`. */
export function careerIslandComponent<Data extends object>(
  name: string,
  Screen: ComponentType<Data>,
) {
  return function Component() {
    const data = useLoaderData() as Data;
    return (
      <Island name={name} props={data}>
        <Screen {...data} />
      </Island>
    );
  };
}
