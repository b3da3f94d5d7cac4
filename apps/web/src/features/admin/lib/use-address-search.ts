import { useSearchParams } from 'react-router';
import { usePaging, type Paging } from '../../../components/lists/pager';

export interface AddressSearch {
  /** A parameter of the address, '' when it is absent. */
  value: (name: string) => string;
  /** A parameter that must be one of `values`: anything else (or nothing) reads as `fallback`. */
  choice: <T extends string, F extends string>(name: string, values: readonly T[], fallback: F) => T | F;
  /** Sets a parameter ('' removes it), keeping the others, and goes back to the first page. */
  update: (name: string, value: string) => void;
  paging: Paging;
}

/**
 * A console list's search, filters and order, kept in the address so the way back keeps them
 * (the address is replaced, not pushed), with the list's paging: any change starts at page 1.
 */
export function useAddressSearch(initialSize = 25): AddressSearch {
  const [params, setParams] = useSearchParams();
  const paging = usePaging(initialSize);
  return {
    value: (name) => params.get(name) ?? '',
    choice: (name, values, fallback) =>
      values.find((candidate) => candidate === params.get(name)) ?? fallback,
    update: (name, value) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      setParams(next, { replace: true });
      paging.setPage(0);
    },
    paging,
  };
}
