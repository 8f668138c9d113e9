import { createContext, useContext } from 'react';

/**
 * Set by a selection block for the components inside it: the chosen submenu item and period. Charts
 * inside follow the block's period menu instead of showing their own.
 */
export interface Selection {
  item: string | null;
  period: string | null;
}

export const SelectionContext = createContext<Selection | null>(null);

export function useSelection(): Selection | null {
  return useContext(SelectionContext);
}
