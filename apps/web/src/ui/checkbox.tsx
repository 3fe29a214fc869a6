/** A tick box without a visible label (a table's choice column); `label` is what a screen reader says. */
export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className="size-4 cursor-pointer rounded accent-steel-600 align-middle"
    />
  );
}
