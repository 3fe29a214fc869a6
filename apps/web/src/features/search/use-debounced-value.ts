import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: suggestions are asked for after typing pauses, not per key. */
export function useDebouncedValue<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
