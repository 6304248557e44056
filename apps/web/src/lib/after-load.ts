/**
 * Runs `work` once the page has loaded and the browser is idle (at most `IDLE_TIMEOUT_MS` later):
 * for the calls a page makes on its own behalf (registering the device, recording a book view,
 * reading the reviews). The first of them loads the API client with its schemas (~40 KiB); done
 * at once, it ran among the page's hydration and before its largest picture was painted
 * (issue 27 §3). Returns a function that cancels what has not started.
 */
const IDLE_TIMEOUT_MS = 1000;

export const afterLoad = (work: () => void): (() => void) => {
  let isCancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (!isCancelled) work();
  };
  const whenIdle = () => {
    if (isCancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });

  return () => {
    isCancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
};
