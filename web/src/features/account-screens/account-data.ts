'use client';

/**
 * Client data of the logged-in area through SWR and the SPEC §7 generic client: the profile
 * (GET /api/profile) and the saved results (GET /api/test-results). A 401 that survives the
 * client's refresh-and-retry means the session is over: listeners (the SessionGuard) are told, so
 * the 'auth' rule can send the visitor to /login.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { api } from '@/lib/api-client';
import { notifySessionChanged } from '@/features/auth/session-client';
import type { SessionUser } from '@/lib/session-user';
import type { SavedResultItem } from './results';

/** SWR key and answer of GET /api/profile. */
export const PROFILE_KEY = '/api/profile';
export interface ProfileAnswer {
  user: SessionUser;
  profile: { nameLastUpdateDate?: string | null };
}

/** SWR key and answer of GET /api/test-results. */
export const RESULTS_KEY = '/api/test-results';
export interface ResultsAnswer {
  items: SavedResultItem[];
}

const options: SWRConfiguration = {
  fetcher: (path: string) => api.get(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  onError: (error: { status?: number }) => {
    if (error?.status === 401) notifySessionChanged();
  },
};

/** The signed-in user's profile: `{ data, error, isLoading, mutate }` (SWR). */
export function useProfile() {
  return useSWR<ProfileAnswer>(PROFILE_KEY, options);
}

/** The signed-in user's saved results, newest first: `{ data, error, isLoading, mutate }` (SWR). */
export function useSavedResults() {
  return useSWR<ResultsAnswer>(RESULTS_KEY, options);
}
