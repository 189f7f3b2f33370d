import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  addressOfSearch,
  defaultSearch,
  searchFromAddress,
  withoutFilter,
} from './search-address';

const from = (query: string) => searchFromAddress(new URLSearchParams(query));

describe('a job search in the address', () => {
  it('reads every field and writes it back the same', () => {
    const address =
      'q=react+-php&where=Paris&company=Acme&workplace=REMOTE&workplace=HYBRID&type=CONTRACT' +
      '&within=7&salary=60000&currency=EUR&sort=DATE';
    const search = from(address);
    expect(search).toEqual({
      query: 'react -php',
      location: 'Paris',
      company: 'Acme',
      remote: ['REMOTE', 'HYBRID'],
      employmentTypes: ['CONTRACT'],
      postedWithinDays: 7,
      salaryFloor: { amount: 60000, currency: 'EUR' },
      sort: 'DATE',
    });
    expect(addressOfSearch(search).toString()).toBe(address);
  });

  it('writes nothing for the default search, and reads an empty address as the default', () => {
    expect(addressOfSearch(defaultSearch).toString()).toBe('');
    expect(from('')).toEqual(defaultSearch);
    expect(addressOfSearch({ ...defaultSearch, query: 'go', sort: 'RELEVANCE' }).toString()).toBe(
      'q=go',
    );
  });

  it('leaves each wrong value at its default and keeps the rest of the search', () => {
    const search = from(
      'q=go&workplace=MOON&type=FULL_TIME&type=NOPE&within=2.5&salary=lots&currency=EUR&sort=LOUDEST',
    );
    expect(search).toEqual({
      ...defaultSearch,
      query: 'go',
      // A list keeps the values it takes.
      remote: [],
      employmentTypes: ['FULL_TIME'],
      postedWithinDays: null,
      salaryFloor: null,
      sort: 'RELEVANCE',
    });
    expect(from('within=0').postedWithinDays).toBeNull();
    expect(from('within=400').postedWithinDays).toBeNull();
    expect(from('within=30').postedWithinDays).toBe(30);
    expect(from('salary=50000&currency=euros').salaryFloor).toBeNull();
    expect(from('salary=50000&currency=eur').salaryFloor).toEqual({
      amount: 50000,
      currency: 'EUR',
    });
    expect(from('salary=-5&currency=EUR').salaryFloor).toBeNull();
  });

  it('reads a repeated workplace or type once, and writes each chosen one', () => {
    const search = from('workplace=REMOTE&workplace=REMOTE&type=CONTRACT&type=PART_TIME');
    expect(search.remote).toEqual(['REMOTE']);
    expect(search.employmentTypes).toEqual(['CONTRACT', 'PART_TIME']);
    expect(addressOfSearch(search).getAll('type')).toEqual(['CONTRACT', 'PART_TIME']);
  });

  it('carries parameters it does not own along, and replaces the ones it does', () => {
    const keep = new URLSearchParams('posting=p1&q=old&utm=mail');
    const address = addressOfSearch({ ...defaultSearch, query: 'new' }, keep);
    expect(address.toString()).toBe('q=new&posting=p1&utm=mail');
  });

  it('names the filters in force, and takes one away', () => {
    const search = from('q=go&where=Paris&type=CONTRACT&within=7');
    expect(activeFilters(search)).toEqual(['location', 'employmentTypes', 'postedWithinDays']);
    expect(activeFilters(from('q=go&sort=DATE'))).toEqual([]);
    const without = withoutFilter(search, 'employmentTypes');
    expect(addressOfSearch(without).toString()).toBe('q=go&where=Paris&within=7');
  });
});
