import { describe, expect, it } from 'vitest';
import { matchedRange } from './highlight-match.tsx';

describe('matchedRange', () => {
  it('finds a folded key in a number with separators and another case', () => {
    expect(matchedRange('L29479-G01', 'l29479g01')).toEqual([0, 10]);
    expect(matchedRange('XL29479G01A', '29479')).toEqual([2, 7]);
    expect(matchedRange('L29479-G01', '9g0')).toEqual([5, 9]);
    expect(matchedRange('L29479-G01', 'zzz')).toBeNull();
  });
});
