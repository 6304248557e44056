'use client';

import { type CustomerProfile } from '@nangsue/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, callApi } from '@/lib/browser-api';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: CustomerProfile }
  | { status: 'failed'; messages: string[] };

/**
 * The signed-in customer's profile (`GET /v2/customer/info`). A 401 is the API client's: it
 * forgets the session and opens the login-required dialog.
 */
export const useProfile = () => {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    callApi('profile', { signal: controller.signal })
      .then((result) =>
        setState(
          result.Data === null
            ? { status: 'failed', messages: result.ErrorList }
            : { status: 'ready', profile: result.Data },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'failed',
          messages: error instanceof ApiError ? error.ErrorList : [],
        });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const replace = useCallback(
    (profile: CustomerProfile) => setState({ status: 'ready', profile }),
    [],
  );

  return { state, reload, replace };
};
