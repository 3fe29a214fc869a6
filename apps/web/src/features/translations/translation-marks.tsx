import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TranslatableEntity, TranslationState } from '@tp/schemas';
import { createContext, use, type ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';

const StatesOfRecord = createContext<Record<string, TranslationState>>({});

/**
 * Around an editor of a saved record: its fields' translation states, for the marks beside their labels. A new
 * record (no id yet) has none.
 */
export function TranslationStates({
  entity,
  id,
  children,
}: {
  entity: TranslatableEntity;
  id: number | undefined;
  children: ReactNode;
}) {
  const trpc = useTRPC();
  const { data } = useQuery(
    trpc.translation.record.queryOptions({ entity, id: id ?? 0 }, { enabled: id !== undefined }),
  );
  return <StatesOfRecord value={id === undefined ? {} : (data ?? {})}>{children}</StatesOfRecord>;
}

/**
 * A field's label with a mark when its translation is missing or outdated (`name`: `title_en`). The mark is part of
 * the label, so a screen reader says it with the field's name.
 */
export function TranslatedLabel({ name, children }: { name: string; children: ReactNode }) {
  const state = use(StatesOfRecord)[name];
  if (state !== 'missing' && state !== 'outdated') return children;
  const tone =
    state === 'missing' ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-amber-50 text-amber-900 ring-amber-200';
  return (
    <>
      {children}{' '}
      <span
        data-testid={`translation-mark-${name}`}
        className={`ml-1 inline-flex rounded-full px-2 py-px align-middle text-xs font-semibold ring-1 ring-inset ${tone}`}
      >
        {state === 'missing' ? <Trans>not translated</Trans> : <Trans>German text changed</Trans>}
      </span>
    </>
  );
}
