import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { JobSearchInput } from '../../../domain/job-search';
import { addressOfSearch, searchFromAddress } from './search-address';

/** The address's parameter naming the open posting. */
const postingParam = 'posting';

const asIs = (search: JobSearchInput) => search;

/**
 * A search page's search and open posting, held in the address (shareable; the back button steps
 * through searches): the search it reads (`normalize`d: stable for the page), `onSearch` to go to
 * another, the address of a posting's dialog (`?posting={id}`) and `closeDetail` to leave it.
 */
export function useSearchAddress(normalize: (search: JobSearchInput) => JobSearchInput = asIs) {
  const [params, setParams] = useSearchParams();
  // The search as text, so opening a posting (another parameter) does not search again.
  const searchText = addressOfSearch(normalize(searchFromAddress(params))).toString();
  const search = useMemo(() => searchFromAddress(new URLSearchParams(searchText)), [searchText]);
  const openId = params.get(postingParam);

  const onSearch = (next: JobSearchInput) => {
    const address = addressOfSearch(normalize(next));
    if (address.toString() !== searchText) setParams(address);
  };
  const detailAddress = (postingId: string) => {
    const address = new URLSearchParams(params);
    address.set(postingParam, postingId);
    return `?${address.toString()}`;
  };
  const closeDetail = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(postingParam);
        return next;
      },
      { preventScrollReset: true },
    );

  return { search, openId, onSearch, detailAddress, closeDetail };
}
