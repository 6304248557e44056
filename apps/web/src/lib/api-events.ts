/**
 * What the API client tells the UI about. The client is plain TypeScript; the toaster (a React
 * leaf with translations) listens and shows the message in the reader's language.
 */
export type ApiEvent = { type: 'server-error'; status: number };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export const subscribeToApiEvents = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitApiEvent = (event: ApiEvent): void => {
  for (const listener of listeners) listener(event);
};
