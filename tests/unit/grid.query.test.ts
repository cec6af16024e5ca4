// The grid's start from its input, the quick filter's lifetime, and the query sent to the server.
import { describe, expect, it } from 'vitest';
import { emptyReason, gridQuery, initialGridContext, keptQuickFilter } from '../../machines/grid/grid.query.ts';
import type { GridColumnDef, GridFilters } from '../../machines/grid/grid.types.ts';

const columns: GridColumnDef[] = [
  { id: 'name', title: 'Name', kind: 'text' },
  { id: 'status', title: 'Status', kind: 'enum', options: [{ value: 'Soon', label: 'Soon' }] },
];
const input = { path: '/service', columns, savedLayout: null, emptyText: 'No services found' };

describe("the address's quick filter", () => {
  it('is trimmed and becomes the status-equals filter', () => {
    const context = initialGridContext({ ...input, quickFilter: '  Soon ' });
    expect(context.quickFilter).toBe('Soon');
    expect(context.filters).toEqual({ status: { fieldName: 'status', value: 'Soon', filterFunction: 'eq' } });
  });

  it('a blank one is none', () => {
    const context = initialGridContext({ ...input, quickFilter: '   ' });
    expect(context.quickFilter).toBeNull();
    expect(context.filters).toEqual({});
  });
});

describe('the quick filter lasts while filters.status is its status-equals filter', () => {
  const status = (value: string, filterFunction: 'eq' | 'enum' = 'eq'): GridFilters => ({ status: { fieldName: 'status', value, filterFunction } });

  it('kept while the status filter equals it', () => {
    expect(keptQuickFilter(status('Soon'), 'Soon')).toBe('Soon');
  });

  it('gone when the status filter changed value or function, or went', () => {
    expect(keptQuickFilter(status('Overdue'), 'Soon')).toBeNull();
    expect(keptQuickFilter(status('Soon', 'enum'), 'Soon')).toBeNull();
    expect(keptQuickFilter({}, 'Soon')).toBeNull();
  });

  it('none stays none', () => {
    expect(keptQuickFilter(status('Soon'), null)).toBeNull();
  });
});

describe('the query', () => {
  it('sends the search text trimmed', () => {
    const context = { ...initialGridContext(input), textSearch: '  excavator ' };
    expect(gridQuery(context).textSearch).toBe('excavator');
  });
});

describe('why a grid is empty', () => {
  const base = initialGridContext(input);
  const brand = { name: { fieldName: 'name', value: 'Volvo', filterFunction: 'contains' as const } };

  it('a search says so first, even under a filter', () => {
    expect(emptyReason({ ...base, textSearch: 'excavator', filters: brand })).toBe('search');
  });

  it('a search of only spaces is no search: then the filter, else nothing', () => {
    expect(emptyReason({ ...base, textSearch: '   ', filters: brand })).toBe('filter');
    expect(emptyReason({ ...base, textSearch: '   ', filters: {} })).toBe('none');
  });
});
