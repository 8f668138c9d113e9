import { useId, useState, type MouseEvent } from 'react';

/**
 * A button that opens a menu: the anchor state and the ARIA wiring (menu button pattern: `aria-haspopup`,
 * `aria-expanded`, `aria-controls` naming the open menu) spread onto an MUI `Button` and `Menu`.
 */
export function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open,
      onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    },
    menuProps: { id: menuId, anchorEl: anchor, open, onClose: close },
  };
}
