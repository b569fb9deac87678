import { useState } from 'react';

/**
 * A list's page number tied to its search (the URL query): a new search starts at page 1 with no
 * extra render or load in between.
 */
export function useKeyedPage(searchKey: string) {
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;
  return [page, (p: number) => setPaging({ key: searchKey, page: p })] as const;
}
