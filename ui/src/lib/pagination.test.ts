import { pageButtons, paginate, totalPagesOf } from './pagination';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it.each([
    { total: 0, page: 1, size: 20, items: [], pages: 1 },
    { total: 20, page: 1, size: 20, items: numbers(20), pages: 1 },
    { total: 22, page: 2, size: 20, items: [21, 22], pages: 2 },
    { total: 22, page: 9, size: 20, items: [21, 22], pages: 2 },
    { total: 22, page: 0, size: 20, items: numbers(20), pages: 2 },
    { total: 51, page: 3, size: 25, items: [51], pages: 3 },
  ])('$total items, page $page of size $size', ({ total, page, size, items, pages }) => {
    const result = paginate(numbers(total), page, size);
    expect(result.items).toEqual(items);
    expect(result.totalPages).toBe(pages);
    expect(result.totalItems).toBe(total);
  });

  it('clamps the page into range', () => {
    expect(paginate(numbers(22), 9, 20).page).toBe(2);
    expect(paginate(numbers(22), -3, 20).page).toBe(1);
  });
});

describe('pageButtons', () => {
  it.each([
    [1, [1]],
    [3, [1, 2, 3]],
    [5, [1, 2, 3, 4, 5]],
    [12, [1, 2, 3, 4, 5]],
  ])('%i pages give %j', (pages, buttons) => expect(pageButtons(pages)).toEqual(buttons));

  it('counts at least one page', () => expect(totalPagesOf(0, 20)).toBe(1));
});
