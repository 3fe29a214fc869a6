import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { RouterOutputs } from '../../lib/router-types.ts';

type Category = Pick<RouterOutputs['category']['list'][number], 'id' | 'name'>;

/** The category tab strip: arrow keys move between tabs, the selected one is announced. */
export function CategoryTabs({
  categories,
  selected,
  onSelect,
}: {
  categories: Category[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + categories.length) % categories.length;
    refs.current[next]?.focus();
    onSelect(categories[next]!.id);
  };
  return (
    <div
      role="tablist"
      aria-label={t`Turbine categories`}
      className="flex gap-2 overflow-x-auto border-b border-slate-200 pb-px"
    >
      {categories.map((category, index) => {
        const active = category.id === selected;
        return (
          <button
            key={category.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`category-tab-${category.id}`}
            aria-selected={active}
            aria-controls="category-panel"
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(category.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index + 1);
              if (event.key === 'ArrowLeft') move(index - 1);
            }}
            className={`-mb-px whitespace-nowrap border-b-3 px-4 py-3 text-[0.95rem] font-semibold transition-colors ${
              active
                ? 'border-heat-600 text-navy-900'
                : 'border-transparent text-muted hover:border-steel-300 hover:text-navy-900'
            }`}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}
