import {createContext} from 'react';

/** The id prefix of the tab set around a panel, so that each tab and its panel name each other. */
export const TabIdsContext = createContext<string | undefined>(undefined);

export const tabIds = (prefix: string, value: string) => ({
  tab: `${prefix}-tab-${value}`,
  panel: `${prefix}-panel-${value}`,
});
