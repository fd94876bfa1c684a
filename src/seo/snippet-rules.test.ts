import { documentTitle, snippetProblems, TITLE_MAX } from './snippet-rules';

describe('documentTitle', () => {
  it('appends the business name when the whole title fits in 60 characters', () => {
    expect(documentTitle('Warranty', 'Bay Area Mobile Auto Glass')).toBe(
      'Warranty | Bay Area Mobile Auto Glass',
    );
  });

  it('leaves the name off when the whole would be longer than 60', () => {
    const page = 'Windshield Replacement in Emeryville, CA';
    expect(`${page} | Bay Area Mobile Auto Glass`.length).toBeGreaterThan(TITLE_MAX);
    expect(documentTitle(page, 'Bay Area Mobile Auto Glass')).toBe(page);
  });
});

describe('snippetProblems', () => {
  it('flags a title over 60 and a description outside 70 to 160', () => {
    expect(snippetProblems('x'.repeat(60), 'd'.repeat(70))).toEqual([]);
    expect(snippetProblems('x'.repeat(60), 'd'.repeat(160))).toEqual([]);
    expect(snippetProblems('x'.repeat(61), 'd'.repeat(69))).toHaveLength(2);
    expect(snippetProblems('x', 'd'.repeat(161))).toEqual([
      `description is 161 characters: ${'d'.repeat(161)}`,
    ]);
  });
});
