/** A template's styles for its inner components, so one render can use the CV's colour. */
import { createContext, useContext, type ReactNode } from 'react';

export function stylesContext<T>(base: T) {
  const Context = createContext(base);
  return {
    Provider: ({ value, children }: { value: T; children: ReactNode }) => <Context.Provider value={value}>{children}</Context.Provider>,
    use: () => useContext(Context),
  };
}
