import { describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

/** A window and document of a page still loading (or loaded), with an idle callback to call. */
const stubPage = (readyState: DocumentReadyState) => {
  const listeners = new Map<string, () => void>();
  const idle: Array<() => void> = [];
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: () => idle.splice(0),
  });
  return {
    fireLoad: () => listeners.get('load')?.(),
    runIdle: () => idle.splice(0).forEach((c) => c()),
  };
};

describe('afterLoad', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const page = stubPage('loading');
    const work = vi.fn();
    afterLoad(work);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    page.fireLoad();
    expect(work).not.toHaveBeenCalled();
    page.runIdle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('on a loaded page waits only for idle, and a cancel stops it', () => {
    const page = stubPage('complete');
    const work = vi.fn();
    const cancel = afterLoad(work);
    cancel();
    page.runIdle();
    expect(work).not.toHaveBeenCalled();

    afterLoad(work);
    page.runIdle();
    expect(work).toHaveBeenCalledOnce();
  });
});
