import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useConfirmDelete } from '../../ui/confirm-dialog.tsx';
import { TitledTextsFields } from './titled-texts-fields.tsx';
import { titledValuesOf, type TitledValues } from './titled-values.ts';

interface TitledRecordFormProps {
  record: TitledValues;
  onUpdate: (values: TitledValues) => void;
  updating: boolean;
  /** Runs after the user confirmed the deletion. */
  onDelete: () => void;
  deleting: boolean;
}

/** The titles and descriptions of a stored service or spare group with Update, and Delete after confirmation. */
export function TitledRecordForm({ record, onUpdate, updating, onDelete, deleting }: TitledRecordFormProps) {
  const confirm = useConfirmDelete();
  const [values, setValues] = useState(() => titledValuesOf(record));
  // Saved changes arrive as a new record; other reloads (a new image) keep what is being typed.
  const { title_de, title_en, title_ru, text_de, text_en, text_ru } = record;
  useEffect(
    () => setValues({ title_de, title_en, title_ru, text_de, text_en, text_ru }),
    [title_de, title_en, title_ru, text_de, text_en, text_ru],
  );

  return (
    <Card className="space-y-6 p-6">
      <TitledTextsFields values={values} onChange={setValues} />
      <div className="flex justify-end gap-2">
        <Button variant="danger" busy={deleting} onClick={() => confirm.ask(onDelete)}>
          <Trans>Delete</Trans>
        </Button>
        <Button busy={updating} onClick={() => onUpdate(values)}>
          <Trans>Update</Trans>
        </Button>
      </div>
      {confirm.dialog}
    </Card>
  );
}
