import { createContext, useContext } from 'react';

/**
 * Whether the current page is one of the tab bar's pages. Tab pages are top-level destinations,
 * so their nav bar has no back arrow; the app layout provides the value, shared UI only reads it.
 */
export const TabPageContext = createContext(false);

export const useIsTabPage = () => useContext(TabPageContext);
