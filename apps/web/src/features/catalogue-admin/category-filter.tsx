import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { LanguageBadge } from './language-badge.tsx';
import type { Category } from './types.ts';

function FilterButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} size="sm" aria-pressed={pressed} onClick={onClick}>
      {children}
    </Button>
  );
}

/** 'All' and one button per category (any language), or 'No category' when there are none. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected?: number;
  onSelect: (id?: number) => void;
}) {
  const { t } = useLingui();
  if (categories.length === 0) {
    return (
      <p className="text-muted">
        <Trans>No category</Trans>
      </p>
    );
  }
  return (
    <div role="group" aria-label={t`Filter by category`} className="flex flex-wrap gap-2">
      <FilterButton pressed={selected === undefined} onClick={() => onSelect(undefined)}>
        <Trans>All</Trans>
      </FilterButton>
      {categories.map((category) => (
        <FilterButton key={category.id} pressed={selected === category.id} onClick={() => onSelect(category.id)}>
          {category.name}
          <LanguageBadge lang={category.lang} />
        </FilterButton>
      ))}
    </div>
  );
}
