// A list's search box: the text typed, and the list's query fetched again with it after a pause in typing,
// in a transition (the list on screen stays until the answer; `searching` meanwhile).
import { useEffect, useRef, useState, useTransition } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/** `refetch` is a pagination fragment's; its query was loaded with no search, so mounting fetches nothing. */
export function useSearchRefetch(refetch: (variables: { search: string }, options: { fetchPolicy: 'store-and-network' }) => unknown) {
  const [search, setSearch] = useState('');
  const [searching, startTransition] = useTransition();
  const shown = useRef('');
  useEffect(() => {
    const next = search.trim();
    if (next === shown.current) return;
    const id = setTimeout(
      () =>
        startTransition(() => {
          shown.current = next;
          refetch({ search: next }, { fetchPolicy: 'store-and-network' });
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(id);
  }, [search, refetch]);
  return { search, setSearch, searching };
}
