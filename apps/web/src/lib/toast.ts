/**
 * Toasts (spec §4, §9), as `toast.success(message)` and `toast.error(message)`. react-toastify is
 * loaded with the first toast (or when the page's container mounts, just after the page shows),
 * not with every page's first JavaScript; a toast asked for before its container is there waits in
 * react-toastify's queue.
 */
type Show = (message: string) => void;

const show =
  (kind: 'success' | 'error'): Show =>
  (message) => {
    void import('react-toastify').then(({ toast: library }) => {
      library[kind](message);
    });
  };

export const toast = { success: show('success'), error: show('error') } as const;
