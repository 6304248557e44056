import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ToggleEvent,
} from 'react';

/**
 * A popover (`popover="auto"`) under the button that toggles it (`popoverTarget`). The browser does
 * the rest without any library: it opens on the button's click even before hydration, sits above
 * everything, and closes on Escape or a click outside. Here: the button's place goes into CSS
 * variables (`--anchor-top`, `--anchor-left`, `--anchor-right` and `--viewport-width`, in px) from
 * which the popover's stylesheet places it; focus goes back to the button when the popover closes
 * with focus inside (as MUI's menus did).
 */
export function useAnchoredPopover<P extends HTMLElement>({
  onOpen,
}: { onOpen?: (popover: P) => void } = {}) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<P>(null);
  const [isOpen, setOpen] = useState(false);

  const place = useCallback(() => {
    const trigger = triggerRef.current;
    const popover = popoverRef.current;
    if (trigger === null || popover === null) return;
    const box = trigger.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    popover.style.setProperty('--anchor-top', `${box.bottom}px`);
    popover.style.setProperty('--anchor-left', `${box.left}px`);
    popover.style.setProperty('--anchor-right', `${viewportWidth - box.right}px`);
    popover.style.setProperty('--viewport-width', `${viewportWidth}px`);
  }, []);

  // Opened before hydration: the browser showed it, React saw no event.
  useEffect(() => {
    if (popoverRef.current?.matches(':popover-open')) {
      place();
      setOpen(true);
    }
  }, [place]);

  // The page may scroll under an open popover (the header's stays put; the settings page's not).
  useEffect(() => {
    if (!isOpen) return;
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [isOpen, place]);

  const onBeforeToggle = (event: ToggleEvent<P>) => {
    if (event.newState === 'open') place();
    else if (event.currentTarget.contains(document.activeElement)) triggerRef.current?.focus();
  };

  const onToggle = (event: ToggleEvent<P>) => {
    const open = event.newState === 'open';
    setOpen(open);
    if (open) onOpen?.(event.currentTarget);
  };

  const close = () => {
    if (popoverRef.current?.matches(':popover-open')) popoverRef.current.hidePopover();
  };

  return {
    isOpen,
    close,
    triggerProps: {
      ref: triggerRef,
      popoverTarget: id,
      'aria-expanded': isOpen,
      'aria-controls': id,
    },
    popoverProps: { ref: popoverRef, id, popover: 'auto' as const, onBeforeToggle, onToggle },
  };
}

/**
 * The keys of a menu (WAI-ARIA menu pattern, as MUI's menus had them): arrows and Home/End move
 * between the items, wrapping around; Tab closes the menu (focus goes back to its button).
 */
export const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
  const menu = event.currentTarget;
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)'));
  const index = items.findIndex((item) => item === document.activeElement);
  let next: HTMLElement | undefined;
  switch (event.key) {
    case 'ArrowDown':
      next = items[(index + 1) % items.length];
      break;
    case 'ArrowUp':
      next = items[index <= 0 ? items.length - 1 : index - 1];
      break;
    case 'Home':
      next = items[0];
      break;
    case 'End':
      next = items.at(-1);
      break;
    case 'Tab':
      event.preventDefault();
      menu.hidePopover();
      return;
    default:
      return;
  }
  event.preventDefault();
  next?.focus();
};

/** Focuses the menu's checked item, or its first (MUI's `selectedMenu`). */
export const focusMenuItem = (menu: HTMLElement): void => {
  const item =
    menu.querySelector<HTMLElement>('[role^="menuitem"][aria-checked="true"]') ??
    menu.querySelector<HTMLElement>('[role^="menuitem"]:not(:disabled)');
  item?.focus();
};
