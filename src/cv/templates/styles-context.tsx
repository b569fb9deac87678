/** A template's styles for its inner components, so one render can use the CV's colour. */
import { createContext, useContext, type ReactNode } from 'react';

export type StylesContext<T> = { Provider: (props: { value: T; children: ReactNode }) => ReactNode; use: () => T };

export function stylesContext<T>(base: T): StylesContext<T> {
  const Context = createContext(base);
  return {
    Provider: ({ value, children }: { value: T; children: ReactNode }) => <Context.Provider value={value}>{children}</Context.Provider>,
    use: () => useContext(Context),
  };
}
