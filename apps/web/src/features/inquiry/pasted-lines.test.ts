import { describe, expect, it } from 'vitest';
import { readPastedLines } from './pasted-lines.ts';

describe('readPastedLines', () => {
  it('reads numbers alone, and with a quantity after a tab, semicolon or comma', () => {
    expect(readPastedLines('L29479-G01\n\n  9236M71P09\t4\r\n682L528G03; 2\nL28810P01,12\nL29479 G01')).toEqual([
      { row: 1, partnumber: 'L29479-G01', quantity: 1 },
      { row: 3, partnumber: '9236M71P09', quantity: 4 },
      { row: 4, partnumber: '682L528G03', quantity: 2 },
      { row: 5, partnumber: 'L28810P01', quantity: 12 },
      { row: 6, partnumber: 'L29479 G01', quantity: 1 },
    ]);
  });

  it('reports a quantity that is not a whole number of at least 1 (a header row, a typo)', () => {
    expect(readPastedLines('Part number\tQty\nL1\t0\nL2\t1.5\nL3\t\t3\nL4\t1 000')).toEqual([
      { row: 1, text: 'Part number\tQty', problem: 'quantity' },
      { row: 2, text: 'L1\t0', problem: 'quantity' },
      { row: 3, text: 'L2\t1.5', problem: 'quantity' },
      { row: 4, partnumber: 'L3', quantity: 3 },
      { row: 5, partnumber: 'L4', quantity: 1000 },
    ]);
  });
});
