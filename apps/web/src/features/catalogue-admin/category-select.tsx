import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { SelectField } from '../../ui/select-field.tsx';

/** A product's category: every category of any language as 'Name (EN)', or none (''). */
export function CategorySelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (categoryId: string) => void;
  error?: ReactNode;
}) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const categories = useQuery(trpc.category.list.queryOptions());
  return (
    <SelectField
      label={<Trans>Category</Trans>}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    >
      <option value="">{t`No category`}</option>
      {categories.data?.map((category) => (
        <option key={category.id} value={String(category.id)}>
          {`${category.name} (${category.lang})`}
        </option>
      ))}
    </SelectField>
  );
}
