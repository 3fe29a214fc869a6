import { useState } from 'react';

/** A line's quantity: typed freely, kept when it is a whole number of at least 1, shown again as kept on leaving. */
export function QuantityInput({
  value,
  label,
  onChange,
}: {
  value: number;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [kept, setKept] = useState(value);
  if (kept !== value) {
    setKept(value);
    setText(String(value));
  }
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={text}
      aria-label={label}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1) onChange(quantity);
      }}
      onBlur={() => setText(String(value))}
      className="h-10 w-24 rounded-lg border border-slate-300 px-3 text-right tabular-nums focus:border-steel-600 focus:outline-none focus:ring-3 focus:ring-steel-500/25"
    />
  );
}
