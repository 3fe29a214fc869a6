import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorProps } from '../../ui/rich-text-editor.tsx';
import { fieldError } from './field-messages.ts';

interface RichTextFieldProps<Values extends FieldValues, Output> extends Pick<
  RichTextEditorProps,
  'label' | 'minHeight'
> {
  control: Control<Values, unknown, Output>;
  /** A rich-text (HTML) field of the form. */
  name: Path<Values>;
}

/** A rich-text field of a dashboard form: its HTML, its error in the admin's language, and focus when it is refused. */
export function RichTextField<Values extends FieldValues, Output>({
  control,
  name,
  ...editor
}: RichTextFieldProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // `data-field` names it for a link that opens the editor at this field (use-focus-field.ts).
        <div data-field={name}>
          <RichTextEditor
            {...editor}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            editableRef={field.ref}
            error={fieldError(fieldState.error)}
          />
        </div>
      )}
    />
  );
}
