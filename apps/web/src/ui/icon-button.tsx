import { Pencil, Trash2 } from 'lucide-react';

const TONES = { edit: 'text-navy-800 hover:bg-steel-100', delete: 'text-danger hover:bg-red-50' };

/** A small edit or delete button with only an icon; `label` is what a screen reader says. */
export function IconButton({
  action,
  label,
  onClick,
}: {
  action: 'edit' | 'delete';
  label: string;
  onClick: () => void;
}) {
  const Icon = action === 'edit' ? Pencil : Trash2;
  return (
    <button type="button" onClick={onClick} className={`rounded-md p-2 ${TONES[action]}`} aria-label={label}>
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}
