import { useSyncExternalStore } from 'react';

/**
 * The colour scheme without MUI, on the same terms as MUI's: the mode in local storage under
 * `mui-mode`, the scheme as class `light` or `dark` on `<html>` (set before the first paint by the
 * colour-scheme script in `DocumentShell`). MUI's provider on the per-visit pages reads the same
 * key, and follows a change through the `storage` event.
 */
export type ColorScheme = 'light' | 'dark';

export const MODE_STORAGE_KEY = 'mui-mode';

/** `DEFAULT_COLOR_MODE` of `theme/theme.ts`, not imported from there: that module loads MUI. */
const DEFAULT_SCHEME: ColorScheme = 'dark';

/** The scheme shown now, from the class on `<html>`. */
export const currentColorScheme = (): ColorScheme =>
  document.documentElement.classList.contains('light') ? 'light' : 'dark';

/** The scheme the stored mode stands for: `system` follows the device. */
export const storedColorScheme = (): ColorScheme => {
  let mode: string | null = null;
  try {
    mode = localStorage.getItem(MODE_STORAGE_KEY);
  } catch {
    // Storage blocked: the default.
  }
  if (mode === 'system')
    return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  return mode === 'light' || mode === 'dark' ? mode : DEFAULT_SCHEME;
};

/** Shows `scheme` (the class on `<html>`) without storing it. */
export const applyColorScheme = (scheme: ColorScheme): void => {
  const { classList } = document.documentElement;
  classList.remove('light', 'dark');
  classList.add(scheme);
};

/** The reader's choice: stored, shown, and told to MUI's provider if the page has one. */
export const chooseColorScheme = (scheme: ColorScheme): void => {
  try {
    localStorage.setItem(MODE_STORAGE_KEY, scheme);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
  applyColorScheme(scheme);
  // A page's own storage writes raise no `storage` event in it; MUI listens for one.
  window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: scheme }));
};

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
};

/** The scheme shown, kept current as the class on `<html>` changes (the default on the server). */
export const useColorSchemeClass = (): ColorScheme =>
  useSyncExternalStore(subscribe, currentColorScheme, () => DEFAULT_SCHEME);
