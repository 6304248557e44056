import type { FaultData } from '@nangsue/contracts';

type Fault = { method: string; path: string; status: number; remaining: number; calls: number };

/** In-memory fault table for end-to-end tests (one API process). */
export const createFaultTable = () => {
  const faults = new Map<string, Fault>();
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
  const toData = (fault: Fault): FaultData => ({
    Method: fault.method,
    Path: fault.path,
    Status: fault.status,
    Remaining: fault.remaining,
    Calls: fault.calls,
  });

  return {
    set(params: { method: string; path: string; status: number; times: number }): FaultData {
      const fault = {
        method: params.method,
        path: params.path,
        status: params.status,
        remaining: params.times,
        calls: 0,
      };
      faults.set(keyOf(params.method, params.path), fault);
      return toData(fault);
    },
    list: (): FaultData[] => [...faults.values()].map(toData),
    clear: () => faults.clear(),
    /** Counts the call; returns the status to fail with while the fault has uses left. */
    hit(method: string, path: string): number | undefined {
      const fault = faults.get(keyOf(method, path));
      if (!fault) return undefined;
      fault.calls += 1;
      if (fault.remaining <= 0) return undefined;
      fault.remaining -= 1;
      return fault.status;
    },
  };
};
