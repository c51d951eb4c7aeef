import type { ReactNode } from 'react'
import { useId } from 'react'
import {
  useFieldArray,
  useFormState,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormLineCard } from './FormLineCard'
import { FormLines } from './FormLines'

interface LinesEditorProps<T extends FieldValues> {
  /** A form whose values hold its lines as `lines`. */
  form: UseFormReturn<T>
  /** The area's form texts (`deliveryForm`): `sections.lines`, and `lines.add`, `lines.line` and `lines.remove` with the line's number. */
  texts: string
  /** What 'add' appends. */
  newLine: () => FieldArray<T, ArrayPath<T>>
  /** The most lines the form lets one add; the API tells its own limit. */
  maxLines?: number
  /** The inputs of the line at index. */
  children: (index: number) => ReactNode
}

/** The lines of a header-plus-lines form (an order, a delivery): add and remove them; the form keeps at least one. */
export function LinesEditor<T extends FieldValues>({ form, texts, newLine, maxLines, children }: LinesEditorProps<T>) {
  const { t } = useTranslation()
  const id = useId()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' as ArrayPath<T> })
  const { errors } = useFormState({ control: form.control, name: 'lines' as Path<T> })
  const linesError = errors.lines as { message?: string; root?: { message?: string } } | undefined
  return (
    <FormLines
      id={id}
      title={t(`${texts}.sections.lines`)}
      error={linesError?.message ?? linesError?.root?.message}
      addLabel={t(`${texts}.lines.add`)}
      onAdd={() => append(newLine())}
      addDisabled={maxLines !== undefined && fields.length >= maxLines}
    >
      {fields.map((field, index) => (
        <FormLineCard
          key={field.id}
          title={t(`${texts}.lines.line`, { number: index + 1 })}
          removeLabel={t(`${texts}.lines.remove`, { number: index + 1 })}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        >
          {children(index)}
        </FormLineCard>
      ))}
    </FormLines>
  )
}
