import { useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { LanguageBadge } from './language-badge.tsx';
import type { Category } from './types.ts';

/** A category: its name and language, an edit and a delete icon button. */
export function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const { name } = category;
  return (
    <Card className="flex items-center justify-between gap-3 p-4" data-testid="category-card">
      <div className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 break-words font-semibold text-navy-900">{name}</span>
        <LanguageBadge lang={category.lang} />
      </div>
      <div className="flex shrink-0 gap-1">
        <IconButton action="edit" onClick={onEdit} label={t`Edit category ${name}`} />
        <IconButton action="delete" onClick={onDelete} label={t`Delete category ${name}`} />
      </div>
    </Card>
  );
}
